import { expect, type Locator, type Page } from '@playwright/test';
import { accountMenu, waitForLiveForm } from './login';

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
  await expect(accountMenu(page)).toBeVisible();
}

/** Chooses a CV in the upload drop zone of /account/my-cvs or /welcome, through the file chooser a click opens. */
export async function chooseCv(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Your CV Choose/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
}

/** SPEC's message when a fourth mother tongue is added (docs/product-rules.md#candidate-records). */
export const MOTHER_TONGUE_LIMIT = 'You can only add 3 languages as mother tongue';

/** Adds a language in the languages section (`#languages`) from the searchable list with a level, as a candidate would. */
export async function addLanguage(section: Locator, name: string, level: string) {
  await section.getByRole('combobox', { name: 'Language', exact: true }).fill(name.slice(0, 4));
  await section.getByRole('option', { name, exact: true }).click();
  await section.getByRole('radio', { name: level }).check();
  await section.getByRole('button', { name: 'Add language' }).click();
}
