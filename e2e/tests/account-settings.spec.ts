import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '../support/test';
import { fromBuffer } from 'yauzl';
import { expectLoginRefused } from '../support/login';
import { E2E_PASSWORD, registerCandidate } from '../support/candidate';
import { axeOn } from '../support/axe';

/** The text of one entry of a ZIP (yauzl: a reader independent of the api's writer). */
function zipEntry(data: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the ZIP`)));
      zip.readEntry();
    });
  });
}

/** axe-core's violations on the page as it is now (the same rules as accessibility.spec.ts). */
async function violations(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    nodes: v.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

test('a candidate changes a notification setting, exports their data and deletes the account', async ({ page }) => {
  const email = `e2e-settings-${Date.now()}@example.com`;
  await registerCandidate(page, { nombre: 'Mira', apellidos: 'Kowalska', email });
  await page.goto('/account/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();

  // A Switch saves at once, and the setting is still on after a reload.
  const newsletters = page.getByRole('switch', { name: 'Newsletters' });
  await expect(newsletters).not.toBeChecked();
  await newsletters.click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Newsletters' })).toBeChecked();
  expect(await violations(page)).toEqual([]);

  // The mails about applications (the receipt, each stage a company moves them to) are on until switched off
  // (docs/operations.md#mails-about-applications).
  const applications = page.getByRole('switch', { name: 'Emails about my applications and how they progress' });
  await expect(applications).toBeChecked();
  await applications.click();
  await expect(applications).not.toBeChecked();
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Emails about my applications and how they progress' }),
  ).not.toBeChecked();

  // The export is a ZIP download whose data.json is this account's, with the setting just changed.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^eulangjobs-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  const data = JSON.parse(await zipEntry(zip, 'data.json'));
  expect(data.profile).toMatchObject({ email, nombre: 'Mira', apellidos: 'Kowalska' });
  expect(data.profile.candidate.email_newsletters).toBe(true);

  // Deleting asks for a reason in a dialog, then leaves a guest on the home page.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByLabel('Why are you leaving?').selectOption({ label: 'I found a job' });
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('Account deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();

  // The account is gone: its address and password no longer log in.
  await expectLoginRefused(page, email, E2E_PASSWORD);
});
