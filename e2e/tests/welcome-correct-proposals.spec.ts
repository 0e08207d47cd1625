// Correct before accept (docs/product-rules.md#cv-extraction), on a real CV of the corpus (bench/cv-corpus/): a new
// candidate uploads a two-column German CV at /welcome, corrects one job's title in place before accepting it,
// accepts the rest at once, then accepts a skill the board does not list from a second CV, and the profile shows
// the job as corrected and the new skill. The CV alone (no correction) is welcome-real-cvs.spec.ts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { chooseCv, registerCandidate } from '../support/candidate';

const CORPUS = path.resolve(__dirname, '../../bench/cv-corpus');

/** Chooses a CV of the corpus in /welcome's drop zone and waits until it is read. */
async function upload(page: Page, file: string) {
  await chooseCv(page, file, await readFile(path.join(CORPUS, file)));
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'What your CV says' }).first()).toBeVisible({
    timeout: 30_000,
  });
}

test('a job corrected before accepting it, the rest accepted at once and a new skill: the profile shows them', async ({
  page,
}) => {
  await registerCandidate(page, {
    nombre: 'Lukas',
    apellidos: 'Wendt',
    email: `e2e-correct-${Date.now()}@example.com`,
  });
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' })).toBeVisible();
  await upload(page, 'de-04-sidebar.pdf');

  // The second job's title, corrected in place: the form holds what the CV says, the candidate changes it.
  const junior = page.getByRole('listitem').filter({ hasText: 'Junior Data Analyst · Nordlicht Media GmbH' });
  await junior.getByRole('button', { name: /^Correct Work experience: Junior Data Analyst/ }).click();
  const title = junior.getByRole('textbox', { name: 'Job title' });
  await expect(title).toHaveValue('Junior Data Analyst');
  await title.fill('Junior BI Analyst');
  await junior.getByRole('button', { name: 'Save and accept' }).click();
  await expect(junior.getByText('Accepted')).toBeVisible({ timeout: 30_000 });

  // Everything else in one go; the corrected job is not sent again.
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByText(/proposals? saved to your profile\./)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Accept (?!all)/ })).toHaveCount(0);

  // No skill of this CV is new to the board (all five are listed); another CV of the corpus has one: SolidWorks.
  await upload(page, 'de-06-europecv.pdf');
  const solidWorks = page.getByRole('listitem').filter({ hasText: 'SolidWorks' });
  await expect(solidWorks.getByText('New skill')).toBeVisible();
  await solidWorks.getByRole('button', { name: 'Accept Skills: SolidWorks' }).click();
  await expect(solidWorks.getByText('Accepted')).toBeVisible({ timeout: 30_000 });

  await page.goto('/account/my-profile');
  const experience = page.locator('#experience');
  await expect(experience.getByRole('heading', { name: 'Junior BI Analyst' })).toBeVisible();
  await expect(experience.getByText('Nordlicht Media GmbH')).toBeVisible();
  await expect(experience.getByRole('heading', { name: 'Junior Data Analyst' })).toHaveCount(0);
  await expect(experience.getByRole('heading', { name: 'Data Analyst', exact: true })).toBeVisible();
  const skills = page.getByRole('list', { name: 'Your skills' });
  await expect(skills.getByText('SolidWorks', { exact: true })).toBeVisible();
  await expect(skills.getByText('Power BI', { exact: true })).toBeVisible();
});
