import { expect, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'demo-password';

/**
 * The server renders /login's and /register's form, which stays on screen, inert, until React's form replaces it
 * (docs/pages.md#reacts-takeover-without-a-jump): a visitor cannot type into it, but Playwright could fill it. Waits
 * for the live screen: React has started (`<html data-app="started">`), and the main part holds neither the server's
 * inert markup nor a loading skeleton. Network idle alone is not enough: on a busy machine the network falls idle
 * while an area's script is still being evaluated, and the main part then shows a skeleton without its heading
 * (what made blog.spec's axe check find no h1 with two workers).
 */
export async function waitForLiveForm(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html[data-app="started"]')).toHaveCount(1);
  await expect(
    page.locator('#main [inert], #main .sk-server-markup, #main [role="status"][aria-busy="true"]'),
  ).toHaveCount(0);
}

/** Fills in and sends the shell's login form (going to /login first), as a user would. */
async function sendLogin(page: Page, email: string, password: string) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await waitForLiveForm(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs in through the shell's login page, as a user would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await sendLogin(page, email, password);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
}

/** The login page refuses the address and password, with the one message that never says which was wrong. */
export async function expectLoginRefused(page: Page, email: string, password: string) {
  await sendLogin(page, email, password);
  await expect(page.getByText('An error occurred while logging in')).toBeVisible();
}

/**
 * The signed-in user's account menu button in the navbar (docs/front-end-rules.md#6-a-way-around-the-account), shown on a
 * desktop-wide window; its name is "Account menu" and the user's name. Visible once the session is live.
 */
export const accountMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Account menu / });

/** Logs out through the account menu, as a user would on a desktop. */
export async function logOutFromMenu(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}
