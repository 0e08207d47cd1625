// A company's first job as a new company walks it (docs/company-area.md#screens): it registers at /company/registry,
// lands on its dashboard, writes a job with a mandatory language, asks a knockout question, publishes the job with
// its free first credit and finds it on the public job list. axe-core checks the dashboard, the job list and the
// editor, and the phone's menu.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { AXE_TAGS, E2E_PASSWORD } from '../support/candidate';

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a new company registers, posts a job with a mandatory language and a knockout question, publishes it and finds it at /jobs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Dutch speaking support agent ${stamp}`;

  await page.goto('/company/registry');
  await expect(page.getByRole('heading', { level: 1, name: 'Register your company' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Company name').fill(`E2E Hiring ${stamp}`);
  await page.getByLabel('Your first name').fill('Rita');
  await page.getByLabel('Work email').fill(`e2e-company-${stamp}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat the password').fill(E2E_PASSWORD);
  await page.getByRole('checkbox', { name: 'I accept the terms of use and the privacy policy' }).check();
  await page.getByRole('button', { name: 'Create the company account' }).click();

  // Signed in, on the dashboard: a new company is offered its first job; its free job credit is shown.
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome! Post your first job' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Post your first job' }).click();
  await expect(page).toHaveURL(/\/company\/jobs\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  await page.getByLabel('Job title').fill(title);
  const description = page.getByRole('textbox', { name: /^Description/ });
  await description.click();
  await page.keyboard.type(
    'Help our Dutch customers by phone and email. You join a friendly team in Berlin, with training from day one.',
  );
  const country = page.getByRole('combobox', { name: 'Country', exact: true });
  await country.fill('Germa');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('button', { name: 'Add a language' }).click();
  const language = page.getByRole('combobox', { name: 'Language 1', exact: true });
  await language.fill('Dutc');
  await page.getByRole('listbox').getByRole('option', { name: 'Dutch', exact: true }).click();
  await page.getByRole('combobox', { name: 'Level of language 1' }).selectOption({ label: 'Advanced (C1–C2)' });
  await page.getByRole('switch', { name: 'Language 1 is mandatory' }).check();
  await page.getByLabel('From (optional)').fill('30000');
  await page.getByLabel('To (optional)').fill('36000');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The job is saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/jobs\/\d+\/edit$/);
  const jobId = Number(/\/company\/jobs\/(\d+)\/edit$/.exec(page.url())?.[1]);

  // A knockout question: a candidate answering No cannot apply.
  await page.getByRole('link', { name: 'Screening questions (0)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Screening questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a question' }).click();
  const question = page.getByRole('listitem', { name: 'Question 1' });
  await question.getByLabel('Question', { exact: true }).fill('Do you have a work permit for the EU?');
  await question.getByRole('combobox', { name: 'Use of the answer' }).selectOption('knockout');
  await question.getByRole('combobox', { name: /Answer that ends the application/ }).selectOption('No');
  await page.getByRole('button', { name: 'Save the questions' }).click();
  await expect(page.getByText('The questions are saved.')).toBeVisible();

  // Published with the free first credit; the list shows it with its state.
  await page.getByRole('link', { name: 'Back to the job' }).click();
  await expect(page.getByRole('link', { name: 'Screening questions (1)' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  await expect(page.getByText('The job is published.')).toBeVisible();
  const row = page.locator('.company-job-row', { has: page.getByRole('link', { name: title }) });
  await expect(row.getByText('Published')).toBeVisible();
  await expectNoAxeViolations(page);

  // The public job list has it at once, and its page shows the mandatory language.
  await page.goto('/jobs');
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await page.goto((await link.getAttribute('href')) ?? '/jobs');
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(String(stamp)) })).toBeVisible();
  const api = await page.request.get(`/api/job?id=${jobId}`);
  const { job } = (await api.json()) as { job: { languages: { slug: string; mandatory: boolean; level: number }[] } };
  expect(job.languages).toEqual([expect.objectContaining({ slug: 'Dutch', mandatory: true, level: 3 })]);

  // On a phone the sections are one menu button named after the current one.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/company/jobs');
  const menu = page.getByRole('button', { name: 'Menu: Jobs' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Company back office' })).toBeHidden();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Menu: Dashboard' })).toBeVisible();
});
