import { expect, type Locator, type Page } from '@playwright/test';
import { accountMenu, waitForLiveForm } from './login';

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

/**
 * Adds a language in the languages section (`#languages`) from the searchable list with a level, as a candidate
 * would, and waits for the answer: the notice that it was added, or the mother-tongue limit at the level. The section
 * then draws a fresh form, so a next language typed before the answer would be wiped (a CI run lost "Engl" so).
 */
export async function addLanguage(section: Locator, name: string, level: string) {
  await section.getByRole('combobox', { name: 'Language', exact: true }).fill(name.slice(0, 4));
  await section.getByRole('option', { name, exact: true }).click();
  await section.getByRole('radio', { name: level }).check();
  await section.getByRole('button', { name: 'Add language' }).click();
  const added = section.page().getByText(`${name} added`, { exact: true });
  const refused = section.getByRole('group', { name: 'Level' }).getByText(MOTHER_TONGUE_LIMIT);
  await expect(added.or(refused).first()).toBeVisible();
}

/** Calls the api as the signed-in candidate: the session's token and the XSRF cookie the shell holds. */
export async function asCandidate(page: Page, method: 'POST' | 'PATCH' | 'PUT', url: string, data: object) {
  const cookies = await page.context().cookies();
  const token = decodeURIComponent(cookies.find((c) => c.name.startsWith('auth_token'))?.value ?? '');
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
  const answer = await page.request.fetch(url, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf },
  });
  expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBeLessThan(300);
}

/**
 * Completes, through the api, the three profile sections matchings need (docs/candidate-area.md#matchings): a
 * country (Spain), languages (English 4, German 3) and a skill (SQL), which the demo jobs match with differing scores.
 */
export async function completeForMatchings(page: Page, who: { nombre: string; apellidos: string }) {
  const countries = (await (await page.request.get('/api/countries')).json()) as {
    countries: { id: number; slug: string }[];
  };
  const spain = countries.countries.find((c) => c.slug === 'Spain');
  await asCandidate(page, 'POST', '/api/candidates/profile', { ...who, fk_pais_id: spain?.id });
  await asCandidate(page, 'POST', '/api/candidates/languages', { language: 'English', level: 4 });
  await asCandidate(page, 'POST', '/api/candidates/languages', { language: 'German', level: 3 });
  await asCandidate(page, 'POST', '/api/candidates/skills', { tag: 'sql' });
}
