import { expect, type Page } from '@playwright/test';

const DEMO_PASSWORD = 'demo-password';

/** Logs in through the shell's login page, as a user would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
}
