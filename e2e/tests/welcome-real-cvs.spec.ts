// Real CVs at /welcome (issue 26, docs/cv-extraction.md): a two-column German CV typeset from a LaTeX sidebar
// template and a CV made in the 2020 Europass editor, both from the corpus the extraction is measured on
// (bench/cv-corpus/). The candidate uploads one, sees each job and course proposed on its own, accepts them all, and
// the profile then shows them. Fixtures we wrote ourselves are in welcome-proposals.spec.ts.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { chooseCv, registerCandidate } from '../support/candidate';

const CORPUS = path.resolve(__dirname, '../../bench/cv-corpus');

/** Uploads a CV of the corpus at the onboarding's first step and waits for its review. */
async function uploadAtWelcome(page: Page, file: string) {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' })).toBeVisible();
  await chooseCv(page, file, await readFile(path.join(CORPUS, file)));
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'What your CV says' })).toBeVisible({ timeout: 30_000 });
}

/** Accepts everything proposed in one go and waits for the outcome to be announced. */
async function acceptAll(page: Page) {
  await page.getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByText(/proposals? saved to your profile\./)).toBeVisible({ timeout: 30_000 });
}

test('a two-column German CV: both jobs and both degrees are proposed one by one, accepted, and on the profile', async ({
  page,
}) => {
  await registerCandidate(page, { nombre: 'Lukas', apellidos: 'Wendt', email: `e2e-de-cv-${Date.now()}@example.com` });
  await uploadAtWelcome(page, 'de-04-sidebar.pdf');

  // Each entry is its own proposal, with its own Accept and Reject, the organisation beside the title.
  await expect(
    page.getByRole('button', { name: /^Accept Work experience: Data Analyst · Hanse Versicherung AG/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Accept Work experience: Junior Data Analyst · Nordlicht Media GmbH/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept Education: M\.Sc\. Statistik/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept Education: B\.Sc\. Mathematik/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Languages: German: Mother tongue' })).toBeVisible();

  await acceptAll(page);
  await page.goto('/account/my-profile');
  const experience = page.locator('#experience');
  await expect(experience.getByRole('heading', { name: 'Data Analyst', exact: true })).toBeVisible();
  await expect(experience.getByRole('heading', { name: 'Junior Data Analyst' })).toBeVisible();
  await expect(experience.getByText('Hanse Versicherung AG')).toBeVisible();
  await expect(page.locator('#education').getByText('Technische Universität Dortmund')).toBeVisible();
  await expect(page.locator('#languages').getByRole('combobox', { name: 'Level of Spanish' })).toBeVisible();
});

test('a Europass PDF: its attached XML gives the exact entries, accepted and then on the profile', async ({ page }) => {
  await registerCandidate(page, {
    nombre: 'Mark',
    apellidos: 'Ellison',
    email: `e2e-europass-${Date.now()}@example.com`,
  });
  await uploadAtWelcome(page, 'en-04-europass2020.pdf');

  await expect(
    page.getByRole('button', { name: /^Accept Work experience: IT Support Technician · Harbour Hotels Ltd/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Accept Work experience: Helpdesk Agent · MedLink Call Centre/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Accept Education: BSc \(Hons\) Information Technology · University of Malta/ }),
  ).toBeVisible();

  await acceptAll(page);
  await page.goto('/account/my-profile');
  await expect(page.locator('#experience').getByRole('heading', { name: 'IT Support Technician' })).toBeVisible();
  await expect(page.locator('#experience').getByText('MedLink Call Centre')).toBeVisible();
  await expect(page.locator('#education').getByText('University of Malta')).toBeVisible();
  await expect(page.locator('#languages').getByRole('combobox', { name: 'Level of Italian' })).toBeVisible();
});
