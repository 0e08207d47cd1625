// Correct before accept (docs/product-rules.md#cv-extraction), on a real CV of the corpus (bench/cv-corpus/): a new
// candidate uploads a two-column German CV at /welcome, corrects one job's title in place before accepting it,
// accepts the rest at once, then accepts a skill the board does not list from a second CV, and the profile shows
// the job as corrected and the new skill. The CV alone (no correction) is welcome-real-cvs.spec.ts. Last, the
// profile's skills box adds a skill the board does not list (docs/candidate-area.md#languages-experience-education-and-skills).
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

  // The current job (the CV says "seit 02/2021") opens as "I currently work here", not as an empty end date.
  const current = page.getByRole('listitem').filter({ hasText: 'Data Analyst · Hanse Versicherung AG' });
  await current.getByRole('button', { name: /^Correct Work experience: Data Analyst/ }).click();
  await expect(current.getByRole('checkbox', { name: 'I currently work here' })).toBeChecked();
  await expect(current.getByRole('group', { name: /^End date/ })).toHaveCount(0);
  await current.getByRole('button', { name: 'Cancel' }).click();

  // The second job's title, corrected in place: the form holds what the CV says, the candidate changes it.
  const junior = page.getByRole('listitem').filter({ hasText: 'Junior Data Analyst · Nordlicht Media GmbH' });
  await junior.getByRole('button', { name: /^Correct Work experience: Junior Data Analyst/ }).click();
  const title = junior.getByRole('textbox', { name: 'Job title' });
  await expect(title).toHaveValue('Junior Data Analyst');
  await expect(junior.getByRole('checkbox', { name: 'I currently work here' })).not.toBeChecked();
  const end = junior.getByRole('group', { name: 'End date' });
  await expect(end.getByRole('combobox', { name: 'Year' })).toHaveValue('2021');
  await title.fill('Junior BI Analyst');
  await junior.getByRole('button', { name: 'Save and accept' }).click();
  await expect(junior.getByText('Accepted')).toBeVisible({ timeout: 30_000 });

  // Everything else in one go; the corrected job is not sent again.
  await page.getByRole('button', { name: 'Accept all' }).click();
  // The corrected job's own notice ("1 proposal saved…") may still be on screen: this one is the plural.
  await expect(page.getByText(/^\d+ proposals saved to your profile\.$/)).toBeVisible({ timeout: 30_000 });
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

test("the profile's skills box adds a skill the board does not list, and shows the api's refusal at the field", async ({
  page,
}) => {
  await registerCandidate(page, {
    nombre: 'Lena',
    apellidos: 'Novak',
    email: `e2e-own-skill-${Date.now()}@example.com`,
  });
  await page.goto('/account/my-profile');
  const section = page.locator('#skills');
  const field = section.getByRole('combobox', { name: 'Add a skill' });

  // Too short for a skill's name: the api's 422 is said at the field, and nothing is added.
  await field.fill('K');
  await section.getByRole('option', { name: 'Add “K” as a new skill' }).click();
  await expect(field).toHaveAccessibleDescription(/A new skill needs 2 to 50 characters/);
  await expect(section.getByText('No skills yet.')).toBeVisible();

  await field.fill('Kafka Streams');
  await section.getByRole('option', { name: 'Add “Kafka Streams” as a new skill' }).click();
  const skills = section.getByRole('list', { name: 'Your skills' });
  await expect(skills.getByText('Kafka Streams', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.locator('#skills').getByRole('list', { name: 'Your skills' })).toContainText('Kafka Streams');
});
