import { expect, type Locator, type Page } from '@playwright/test';
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

/** A minimal valid one-page PDF saying `text`, with a correct cross-reference table. */
export function minimalPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 60 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 60 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
