import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import { chooseCv, registerCandidate } from '../support/candidate';
import { minimalPdf } from '../support/pdf';
import { axeOn } from '../support/axe';

test('a candidate uploads CVs, sets the default, downloads it and deletes it', async ({ page }) => {
  await registerCandidate(page, { nombre: 'Lena', apellidos: 'Novak', email: `e2e-cvs-${Date.now()}@example.com` });
  await page.goto('/account/my-cvs');
  await expect(page.getByRole('heading', { level: 1, name: 'My CVs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No CV yet' })).toBeVisible();

  const list = page.getByRole('list', { name: 'Your CVs' });
  const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });

  const first = minimalPdf('Lena Novak, first CV');
  await chooseCv(page, 'lena-first.pdf', first);
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();
  await expect(row('lena-first.pdf').getByText('Default', { exact: true })).toBeVisible();

  const second = minimalPdf('Lena Novak, Lebenslauf auf Deutsch');
  await chooseCv(page, 'lena-second.pdf', second);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(row('lena-second.pdf').getByText('Default', { exact: true })).toHaveCount(0);
  // The same axe-core check as accessibility-areas.spec.ts, on the list with its actions and its uploads.
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);

  await page.getByRole('button', { name: 'Make default lena-second.pdf' }).click();
  await expect(row('lena-second.pdf').getByText('Default', { exact: true })).toBeVisible();
  await expect(row('lena-first.pdf').getByText('Default', { exact: true })).toHaveCount(0);

  // The download goes through the http client with the token, and saves exactly the bytes uploaded.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download lena-second.pdf' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('lena-second.pdf');
  expect((await readFile(await saved.path())).equals(second)).toBe(true);

  await page.getByRole('button', { name: 'Delete lena-second.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this CV?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete CV' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Deleting the default moves it to the CV that remains (docs/product-rules.md#cvs-and-the-photo).
  await expect(row('lena-first.pdf').getByText('Default', { exact: true })).toBeVisible();

  // After a reload the server says the same.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your CVs' }).getByRole('listitem')).toHaveCount(1);
});

test('sending a CV to review says where the feedback goes and when, not the specification’s placeholder', async ({
  page,
}) => {
  const email = `e2e-cv-review-${Date.now()}@example.com`;
  await registerCandidate(page, { nombre: 'Lena', apellidos: 'Novak', email });
  await page.goto('/account/my-cvs');
  await chooseCv(page, 'lena-review.pdf', minimalPdf('Lena Novak, CV to review'));
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Send to review lena-review.pdf' }).click();
  const notice = page.getByText(/^Your CV has been sent!/);
  await expect(notice).toHaveText(
    `Your CV has been sent! You will get our feedback by email at ${email} within 3 working days.`,
  );
  await expect(page.getByText('...')).toHaveCount(0);
});
