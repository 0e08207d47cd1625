import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { waitForLiveForm } from '../support/login';
import { chooseCv, E2E_PASSWORD } from '../support/candidate';
import { axeOn } from '../support/axe';

// A generated English CV with its expected fields beside it (api/test/fixtures/cvs/en-1.json): Oliver Bennett,
// English (mother tongue), German (C1), Spanish (basic), four jobs.
const FIXTURE = path.resolve(__dirname, '../../api/test/fixtures/cvs/en-1.pdf');

/** The profile as the api holds it, asked with the session's own token (the cookie the shell wrote). */
async function storedProfile(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('auth_token'))?.value;
  expect(token).toBeTruthy();
  const answer = await page.request.get('/api/candidates/profile', {
    headers: { Authorization: `Bearer ${decodeURIComponent(token ?? '')}` },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).user;
}

test('a new candidate registers, lands on the onboarding, reviews what the CV says and ends on the dashboard', async ({
  page,
}) => {
  // Register through the form, with a name the CV will spell otherwise.
  const password = E2E_PASSWORD;
  await page.goto('/register');
  await waitForLiveForm(page);
  await page.getByLabel('First name').fill('Olly');
  await page.getByLabel('Last name').fill('Benet');
  await page.getByLabel('Email').fill(`e2e-welcome-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Create the account' }).click();

  // The register answer's route: the onboarding, at its first step.
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Olly!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' })).toBeVisible();

  await chooseCv(page, 'oliver-bennett.pdf', await readFile(FIXTURE));
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'What your CV says' })).toBeVisible();

  // The name typed at registration is shown beside the CV's, and stays until accepted.
  const nameRow = page.getByRole('listitem').filter({ hasText: 'Oliver Bennett' });
  await expect(nameRow).toContainText('In your profile now: Olly Benet');
  // The email is only a link: changing it needs the password.
  await expect(
    page.getByRole('listitem').filter({ hasText: 'oliver.bennett@example.co.uk' }).getByRole('link'),
  ).toHaveAttribute('href', '/account/account-settings');

  const axe = await axeOn(page).analyze();
  expect(axe.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);

  await page.getByRole('button', { name: 'Accept Name: Oliver Bennett' }).click();
  await expect(nameRow.getByText('Accepted')).toBeVisible();
  await page.getByRole('button', { name: 'Accept Languages: German: Advanced' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'German: Advanced' }).getByText('Accepted')).toBeVisible();
  await page.getByRole('button', { name: /^Accept Work experience: Senior data analyst · Stripe/ }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Senior data analyst · Stripe' }).getByText('Accepted'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Reject Languages: Spanish: Basic' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Spanish: Basic' }).getByText('Rejected')).toBeVisible();
  await page.getByRole('button', { name: /^Reject Work experience: Data analyst · Deliveroo/ }).click();
  // Each decision loads the profile again when it is saved: Continue waits for that, as a click during the reload
  // could land on the page while it is redrawn (CI run a of session 34).
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Data analyst · Deliveroo' }).getByText('Rejected'),
  ).toBeVisible();

  // The CV is stored, so the step goes on with Continue; the language step too (a language was accepted). The address
  // keeps the step, so a reload stays there.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/welcome\?step=languages$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 4: Languages' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  // No country yet: the contact details are not complete, so the way on is to skip.
  await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 4: Contact details' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 4 of 4: Preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip this step' }).click();

  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByText('Your profile is set up. You can change it at any time in My profile.')).toBeVisible();

  // What was accepted is stored, and what was rejected or left is not.
  const user = await storedProfile(page);
  expect({ nombre: user.nombre, apellidos: user.apellidos }).toEqual({ nombre: 'Oliver', apellidos: 'Bennett' });
  expect(user.email).not.toBe('oliver.bennett@example.co.uk');
  expect(user.phone).toBeNull();
  expect(user.candidate.languages.map((l: { name: string; level: number }) => [l.name, l.level])).toEqual([
    ['German', 3],
  ]);
  expect(user.candidate.experience.map((e: { puesto: string; empresa: string }) => [e.puesto, e.empresa])).toEqual([
    ['Senior data analyst', 'Stripe'],
  ]);
  expect(user.candidate.cvs).toHaveLength(1);
});
