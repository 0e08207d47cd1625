// What a CV proposes at /welcome, as a new candidate meets it (docs/candidate-area.md#the-onboarding): "Accept all"
// is one request, and the proposals not yet decided are kept with the CV (docs/product-rules.md#cv-extraction), on a
// reload of /welcome and on /account/my-profile, until the CV is deleted.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, type Request, test } from '../support/test';
import { chooseCv, registerCandidate } from '../support/candidate';
import { axeOn } from '../support/axe';

// Oliver Bennett's English CV (api/test/fixtures/cvs/en-1.json): name, email, phone, place, three languages, four
// jobs, two degrees, two of the board's skills and two it does not list (Tableau, dbt: proposed as new skills).
const FIXTURE = path.resolve(__dirname, '../../api/test/fixtures/cvs/en-1.pdf');

/** Uploads the CV at the onboarding's first step and waits for its review. */
async function uploadAtWelcome(page: Page) {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' })).toBeVisible();
  await chooseCv(page, 'oliver-bennett.pdf', await readFile(FIXTURE));
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'What your CV says' })).toBeVisible();
}

test('"Accept all" saves every proposal of the CV in one request and reads the profile at most once', async ({
  page,
}) => {
  await registerCandidate(page, {
    nombre: 'Olly',
    apellidos: 'Benet',
    email: `e2e-accept-all-${Date.now()}@example.com`,
  });
  await uploadAtWelcome(page);

  const calls: Request[] = [];
  const record = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/api/candidates/')) calls.push(request);
  };
  page.on('request', record);
  await page.getByRole('button', { name: 'Accept all' }).click();
  // Every job, degree, language and skill of this CV can be saved, new skills too: the outcome is announced when all
  // is done.
  await expect(page.getByText('16 proposals saved, none failed')).toBeAttached({ timeout: 30_000 });
  page.off('request', record);

  const changes = calls.filter((request) => request.method() !== 'GET');
  expect(changes.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toHaveLength(1);
  const profileReads = calls.filter((request) => new URL(request.url()).pathname === '/api/candidates/profile');
  expect(profileReads.length).toBeLessThanOrEqual(1);
  await expect(page.getByText('16 proposals saved to your profile.')).toBeVisible();
  // Nothing is left to accept (the email is changed in the account settings, so it only has Reject).
  await expect(page.getByRole('button', { name: /^Accept (?!all)/ })).toHaveCount(0);

  // What was accepted is in the profile, shown by the profile page.
  await page.goto('/account/my-profile');
  await expect(page.locator('#experience').getByRole('heading', { name: 'Senior data analyst' })).toBeVisible();
  await expect(page.locator('#languages').getByRole('combobox', { name: 'Level of German' })).toBeVisible();
  // Only the email is left to decide (it is changed in the account settings).
  const left = page.getByRole('region', { name: 'What oliver-bennett.pdf says' });
  await expect(left.getByRole('listitem')).toHaveCount(1);
  await expect(left.getByRole('listitem')).toContainText('oliver.bennett@example.co.uk');
});

test('the proposals not yet decided survive a reload of /welcome, appear on the profile and go with the CV', async ({
  page,
}) => {
  await registerCandidate(page, { nombre: 'Olly', apellidos: 'Benet', email: `e2e-kept-${Date.now()}@example.com` });
  await uploadAtWelcome(page);

  await page.getByRole('button', { name: 'Accept Languages: German: Advanced' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'German: Advanced' }).getByText('Accepted')).toBeVisible();
  await page.getByRole('button', { name: 'Reject Languages: Spanish: Basic' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Spanish: Basic' }).getByText('Rejected')).toBeVisible();

  // A reload keeps what is still to decide, and nothing already decided.
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'What your CV says' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept Work experience: Senior data analyst/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Name: Oliver Bennett' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Languages: German: Advanced' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Accept Languages: Spanish: Basic' })).toHaveCount(0);

  // Leaving and coming back keeps them too, and the profile page offers them.
  await page.goto('/account/my-profile');
  const fromCv = page.getByRole('region', { name: 'What oliver-bennett.pdf says' });
  await expect(fromCv.getByRole('button', { name: /^Accept Work experience: Data analyst · Deliveroo/ })).toBeVisible();
  // Above the sections, in the page's outline (a level-2 heading under the page's title), and accessible.
  await expect(fromCv.getByRole('heading', { level: 2 })).toHaveText('What oliver-bennett.pdf says');
  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
  await fromCv.getByRole('button', { name: /^Accept Work experience: Data analyst · Deliveroo/ }).click();
  await expect(page.locator('#experience').getByText('Deliveroo')).toBeVisible();

  // Deleting the CV drops what it proposed.
  await page.goto('/account/my-cvs');
  await page.getByRole('button', { name: 'Delete oliver-bennett.pdf' }).click();
  await page.getByRole('dialog', { name: 'Delete this CV?' }).getByRole('button', { name: 'Delete CV' }).click();
  await expect(page.getByRole('heading', { name: 'No CV yet' })).toBeVisible();
  await page.goto('/account/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.locator('#experience').getByText('Deliveroo')).toBeVisible();
  await expect(page.getByRole('region', { name: 'What oliver-bennett.pdf says' })).toHaveCount(0);
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'What your CV says' })).toHaveCount(0);
});
