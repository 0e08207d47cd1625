// A company's first job as a new company walks it (docs/company-area.md#screens): it registers at /company/registry,
// lands on its dashboard, writes a job with a mandatory language, asks a knockout question, publishes the job with
// its free first credit and finds it on the public job list. axe-core checks the dashboard, the job list and the
// editor, and the phone's menu.
import { expect, test } from '../support/test';
import { jobCardLink } from '../support/public-pages';
import {
  addKnockoutQuestion,
  fillJob,
  publish,
  registerCompany,
  removeJobsAfterwards,
  saveDraft,
} from '../support/company';
import { expectNoAxeViolations } from '../support/axe';

const published = removeJobsAfterwards();

test('a new company registers, posts a job with a mandatory language and a knockout question, publishes it and finds it at /jobs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `Dutch speaking support agent ${stamp}`;

  await registerCompany(page, stamp);

  // Signed in, on the dashboard: a new company is offered its first job; its free job credit is shown.
  await expect(page.getByRole('heading', { name: 'Welcome! Post your first job' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Post your first job' }).click();
  await expect(page).toHaveURL(/\/company\/jobs\/create$/);
  await fillJob(page, { title, country: 'Germany', language: 'Dutch', level: 'Advanced (C1–C2)' });
  await page.getByLabel('From (optional)').fill('30000');
  await page.getByLabel('To (optional)').fill('36000');
  await expectNoAxeViolations(page);
  const jobId = await saveDraft(page);
  published.push(jobId);

  // A knockout question: a candidate answering No cannot apply.
  await addKnockoutQuestion(page, 'Do you have a work permit for the EU?');

  // Published with the free first credit; the list shows it with its state.
  await publish(page);
  const row = page.locator('.company-job-row', { has: page.getByRole('link', { name: title }) });
  await expect(row.getByText('Published')).toBeVisible();
  await expectNoAxeViolations(page);

  // The public job list has it at once, and its page shows the mandatory language.
  await page.goto('/jobs');
  const link = jobCardLink(page, title);
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
