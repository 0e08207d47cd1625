// The candidate's account end to end, as one new user walks it (issue 11, docs/candidate-area.md): register, the
// onboarding with a CV whose proposals are accepted, a fourth mother tongue refused in SPEC's words, the contact
// details, the profile edited afterwards, a second CV made the default and downloaded, the data exported, the account
// deleted, and a guest again. Each screen has its own detailed spec; this one proves they hold together.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '../support/test';
import { fromBuffer } from 'yauzl';
import { expectLoginRefused } from '../support/login';
import { addLanguage, chooseCv, E2E_PASSWORD, MOTHER_TONGUE_LIMIT, registerCandidate } from '../support/candidate';

const CVS = path.resolve(__dirname, '../../api/test/fixtures/cvs');

/** data.json of an export ZIP, read with yauzl (a reader independent of the api's writer). */
function exportedData(
  zip: Buffer,
): Promise<{ profile: Record<string, unknown> & { candidate: Record<string, unknown> } }> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      archive.on('entry', (entry) => {
        if (entry.fileName !== 'data.json') return archive.readEntry();
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        });
      });
      archive.on('end', () => reject(new Error('data.json is not in the ZIP')));
      archive.readEntry();
    });
  });
}

test('a new candidate walks the whole account: onboarding, profile, CVs, export, deletion', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `e2e-journey-${Date.now()}@example.com`;

  // Registering lands on the onboarding.
  await registerCandidate(page, { nombre: 'Olly', apellidos: 'Benet', email });
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' })).toBeVisible();

  // Step 1: the CV is read, and every proposal is accepted at once.
  await chooseCv(page, 'oliver-bennett.pdf', await readFile(path.join(CVS, 'en-1.pdf')));
  await expect(page.getByRole('heading', { level: 3, name: 'What your CV says' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByText(/proposals saved, none failed/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: the languages from the CV are there; two more mother tongues make three, a fourth is refused.
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 4: Languages' })).toBeVisible();
  const languages = page.locator('#languages');
  await expect(languages.getByRole('combobox', { name: 'Level of English' })).toHaveValue('4');
  await addLanguage(languages, 'Italian', 'Mother tongue');
  await expect(languages.getByRole('combobox', { name: 'Level of Italian' })).toHaveValue('4');
  await addLanguage(languages, 'Polish', 'Mother tongue');
  await expect(languages.getByRole('combobox', { name: 'Level of Polish' })).toHaveValue('4');
  await addLanguage(languages, 'French', 'Mother tongue');
  await expect(languages.getByRole('group', { name: 'Level' })).toContainText(MOTHER_TONGUE_LIMIT);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: the CV's place filled the country and the city (docs/product-rules.md), so the name and location are
  // complete and shown; the phone came from the CV.
  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 4: Contact details' })).toBeVisible();
  const personal = page.getByRole('region', { name: 'Name and location' });
  await expect(personal).toContainText('Oliver Bennett');
  await expect(personal).toContainText('Dublin, Ireland');
  await expect(page.locator('#phone').getByRole('link', { name: /^\+44/ })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4, skipped: the onboarding ends on the dashboard.
  await expect(page.getByRole('heading', { level: 2, name: 'Step 4 of 4: Preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  // The profile afterwards: a headline added, a level changed, both kept after a reload.
  await page.goto('/account/my-profile');
  const headline = page.locator('#headline');
  await headline.getByRole('textbox', { name: 'Your headline' }).fill('Data analyst, English and Polish');
  await headline.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Headline saved')).toBeVisible();
  await page.locator('#languages').getByRole('combobox', { name: 'Level of Spanish' }).selectOption('2');
  await expect(page.getByText('Level of Spanish saved')).toBeVisible();
  await page.reload();
  await expect(page.locator('#headline').getByText('Data analyst, English and Polish')).toBeVisible();
  await expect(page.locator('#languages').getByRole('combobox', { name: 'Level of Spanish' })).toHaveValue('2');

  // A second CV, made the default and downloaded byte for byte.
  await page.goto('/account/my-cvs');
  const german = await readFile(path.join(CVS, 'de-1.pdf'));
  await chooseCv(page, 'lebenslauf.pdf', german);
  const list = page.getByRole('list', { name: 'Your CVs' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Make default lebenslauf.pdf' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: 'lebenslauf.pdf' }).getByText('Default')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download lebenslauf.pdf' }).click();
  expect((await readFile(await (await downloading).path())).equals(german)).toBe(true);

  // The export holds what the walk put in.
  await page.goto('/account/account-settings');
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const data = await exportedData(await readFile(await (await exporting).path()));
  expect(data.profile).toMatchObject({ email, nombre: 'Oliver', apellidos: 'Bennett' });
  expect(data.profile.candidate).toMatchObject({ headline: 'Data analyst, English and Polish' });
  expect((data.profile.candidate.languages as { name: string }[]).map((language) => language.name).sort()).toEqual([
    'English',
    'German',
    'Italian',
    'Polish',
    'Spanish',
  ]);
  expect(data.profile.candidate.cvs).toHaveLength(2);

  // Deleting the account leaves a guest, and the address no longer logs in.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Why are you leaving?').selectOption({ label: 'I found a job' });
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByText('Account deleted successfully')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectLoginRefused(page, email, E2E_PASSWORD);
});
