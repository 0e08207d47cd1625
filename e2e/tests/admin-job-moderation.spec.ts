// Job moderation walked as people do it (docs/product-rules.md#job-moderation): a company publishes a job; an admin
// finds it in the admin area's job search, closes it as spam (the missing reason is named first), and the job is gone
// from /jobs and its page at once; the company reads the reason on its jobs and on the job's page; the admin reopens
// it and it is back. axe-core checks the admin's list and job view.
import { type Browser, expect, type Page, test } from '../support/test';
import { COUNTRIES, LANGUAGES } from '../../api/src/db/seed/reference-data';
import { E2E_PASSWORD } from '../support/candidate';
import { callApi, registerCompanyByApi, removeJobsAfterwards } from '../support/company';
import { logIn } from '../support/login';
import { axeOn } from '../support/axe';

const GERMANY = COUNTRIES.find((country) => country.slug === 'Germany')?.id as number;
const GERMAN = LANGUAGES.find((language) => language.slug === 'German')?.id as number;

const published = removeJobsAfterwards();
const REASON = 'This posting sells a course, it is not a job. Post real openings only.';

async function expectNoAxeViolations(page: Page) {
  const results = await axeOn(page).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * What a guest finds for the job: in the list searched by its unique word, and at its address (its page, or the
 * list with "This job is no longer available", docs/product-rules.md#job-pages).
 */
async function guestSees(browser: Browser, word: string, title: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/jobs?keywords=${word}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const inList = await page.getByRole('link', { name: title }).count();
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1, name: title });
  const notice = page.locator('.sk-toast').getByText('This job is no longer available.');
  await expect(heading.or(notice)).toBeVisible();
  const atItsPage = await heading.isVisible();
  const told = await notice.isVisible();
  await context.close();
  return { inList: inList > 0, atItsPage, told };
}

test('an admin closes a spam job with a reason, the company reads it, the admin reopens the job', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const word = `moderationwalk${stamp}`;
  const title = `Online course seller ${word}`;

  // The company publishes a job, which a guest finds. Made through the api, as the company's client makes it: the
  // browser walk of posting a job is company-jobs.spec.ts's; this one is about moderation.
  await page.goto('/login');
  const email = `e2e-company-${stamp}@example.com`;
  const token = await registerCompanyByApi(page, { company_name: `E2E Hiring ${stamp}`, nombre: 'Rita', email });
  const created = await callApi(page, token, 'POST', '/api/companies/jobs', {
    title,
    description: '<p>Help our customers by phone and email in their own language.</p>',
    content_lang: 'en',
    country_id: GERMANY,
    languages: [{ language_id: GERMAN, level: 3, mandatory: true }],
  });
  expect(created.status).toBe(201);
  const jobId = created.body.job.id as number;
  published.push(jobId);
  expect((await callApi(page, token, 'POST', `/api/companies/jobs/${jobId}/publish`, {})).status).toBe(200);
  await logIn(page, email, E2E_PASSWORD);
  const { job } = (await (await page.request.get(`/api/job?id=${jobId}`)).json()) as { job: { url: string } };
  const path = `/jobs/${job.url}`;
  expect(await guestSees(browser, word, title, path)).toEqual({ inList: true, atItsPage: true, told: false });

  // The admin finds it in the admin area's job search.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, 'admin@example.com');
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await admin.getByRole('searchbox', { name: /^Job/ }).fill(word);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/jobs\\?q=${word}$`));
  await expect(admin.getByText('1 job', { exact: true })).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(word) });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByText(`E2E Hiring ${stamp}`)).toBeVisible();
  await expectNoAxeViolations(admin);

  // It closes it as spam: the reason is asked for first, then the job is closed.
  await row.getByRole('link', { name: title }).click();
  await expect(admin.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(admin.getByText('No moderation action yet.')).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('radio', { name: 'Spam' }).check();
  await admin.getByRole('button', { name: 'Close the job' }).click();
  await expect(admin.getByText('The reason field is required.')).toBeVisible();
  await admin.getByRole('textbox', { name: /^Reason for the company/ }).fill(REASON);
  await admin.getByRole('button', { name: 'Close the job' }).click();
  await expect(admin.getByText('The job is closed; its company has been told.')).toBeVisible();
  const closed = admin.getByRole('region', { name: 'Closed by moderation' });
  await expect(closed.getByText(REASON)).toBeVisible();
  await expect(admin.getByText('admin@example.com closed it: Spam')).toBeVisible();
  await expectNoAxeViolations(admin);

  // Gone from the list and its page at once: its address says the job is no longer available.
  expect(await guestSees(browser, word, title, path)).toEqual({ inList: false, atItsPage: false, told: true });

  // The company reads why on its jobs and on the job's page, and can only look at it.
  await page.goto('/company/jobs');
  const own = page.locator('.company-job-row', { has: page.getByRole('link', { name: title }) });
  await expect(own.getByText('Closed by moderation', { exact: true })).toBeVisible();
  await expect(own.getByText(REASON)).toBeVisible();
  await expect(own.getByRole('button')).toHaveCount(0);
  await own.getByRole('link', { name: `View ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job closed by moderation' })).toBeVisible();
  await expect(page.getByRole('note').getByText(/: Spam$/)).toBeVisible();
  await expect(page.getByRole('note').getByText(REASON)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  // The admin reopens it: published again, back on the list.
  await admin.getByRole('textbox', { name: /^Note for the record/ }).fill('The company explained: a real opening.');
  await admin.getByRole('button', { name: 'Reopen the job' }).click();
  await expect(admin.getByText('The job is reopened; its company has been told.')).toBeVisible();
  await expect(admin.getByText('admin@example.com reopened it')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Closed by moderation' })).toHaveCount(0);
  expect(await guestSees(browser, word, title, path)).toEqual({ inList: true, atItsPage: true, told: false });
  await page.goto('/company/jobs');
  await expect(
    page.locator('.company-job-row', { has: page.getByRole('link', { name: title }) }).getByText('Published'),
  ).toBeVisible();
  await adminContext.close();
});
