import { expect, type Page } from '@playwright/test';
import { waitForLiveForm } from './login';

/** The axe-core rule sets every accessibility check of the browser tests runs (WCAG 2.2 AA and best practice). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The password of the accounts the browser tests register. */
export const E2E_PASSWORD = 'a-long-and-unusual-passphrase';

/**
 * Registers a new candidate through the register form, as a visitor would, and waits until the session is live. A
 * fresh account per test, so tests never share state through the demo accounts.
 */
export async function registerCandidate(page: Page, who: { nombre: string; apellidos: string; email: string }) {
  await page.goto('/register');
  await waitForLiveForm(page);
  await page.getByLabel('First name').fill(who.nombre);
  await page.getByLabel('Last name').fill(who.apellidos);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat the password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log out' })).toBeVisible();
}
