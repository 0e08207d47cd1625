// A company's job calls on the production build (docs/contracts.md#company-jobs; the rules:
// docs/company-area.md#jobs): a new company posts a job with a mandatory language, publishes it with its welcome
// credit, and a visitor finds it at once in search and on its page; paused, its page says it is no longer
// available; closed, it leaves search. The calls are made as the company's client makes them (bearer token, XSRF
// cookie); what a visitor sees is checked in the browser.
import { expect, type Page, test } from '../support/test';
import { LANGUAGES } from '../../api/src/db/seed/reference-data';
import { callApi, registerCompanyByApi } from '../support/company';

const GERMAN = LANGUAGES.find((language) => language.slug === 'German')?.id as number;

// The results: the list whose items are the job cards (articles).
const results = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .locator(':scope > li');

test('a new company publishes a job: found at once, unavailable when paused, gone from search when closed', async ({
  page,
}) => {
  await page.goto('/');
  const token = await registerCompanyByApi(page, {
    company_name: 'Harbour Lingua Services',
    nombre: 'Marta',
    email: `e2e-company-jobs-${Date.now()}@example.com`,
  });

  const word = `Quokka${Date.now().toString(36)}`;
  const created = await callApi(page, token, 'POST', '/api/companies/jobs', {
    title: `German speaking support agent ${word}`,
    description: '<p>Help our customers in <strong>German</strong>.</p><ul><li>Full training</li><li>Remote</li></ul>',
    content_lang: 'en',
    remote_type: 'remote',
    languages: [{ language_id: GERMAN, level: 3, mandatory: true }],
    salary: { min: 2200, max: 2600, currency: 'EUR', period: 'MONTH' },
  });
  expect(created.status).toBe(201);
  const job = created.body.job as { id: number; url: string; status: string };
  expect(job.status).toBe('draft');

  try {
    // A draft is not public.
    expect((await page.request.get(`/api/job?id=${job.id}`)).status()).toBe(404);

    // The welcome credit publishes it.
    const published = await callApi(page, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ job: { status: 'published' }, balances: { job: 0 } });

    // A visitor finds it by a word of its title, and its page shows the job with its structured salary.
    await page.goto(`/jobs?keywords=${word}`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).first()).toContainText(word);
    await page.goto(`/jobs/${job.url}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(word) })).toBeVisible();
    await expect(page.getByText('Full training')).toBeVisible();
    await expect(page.getByText(/2,200/).first()).toBeVisible();
    await expect(page.getByText('This job is no longer available.')).toHaveCount(0);

    // The preview is what the page was built from.
    const preview = await callApi(page, token, 'GET', `/api/companies/jobs/${job.id}/preview`);
    const publicJob = (await (await page.request.get(`/api/job?id=${job.id}`)).json()).job;
    expect(preview.body.job).toEqual(publicJob);

    // Paused: its page says so; published again, free.
    expect((await callApi(page, token, 'POST', `/api/companies/jobs/${job.id}/pause`, {})).status).toBe(200);
    await page.goto(`/jobs/${job.url}`);
    await expect(page.getByText('This job is no longer available.')).toBeVisible();
    const resumed = await callApi(page, token, 'POST', `/api/companies/jobs/${job.id}/publish`, {});
    expect(resumed.body).toMatchObject({ job: { status: 'published' }, balances: { job: 0 } });

    // Closed: gone from search for good.
    expect((await callApi(page, token, 'POST', `/api/companies/jobs/${job.id}/close`, {})).status).toBe(200);
    await page.goto(`/jobs?keywords=${word}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(results(page)).toHaveCount(0);

    // Its company sees it closed; a view of its page counts (the pages above may add theirs in the background).
    const before = await callApi(page, token, 'GET', `/api/companies/jobs/${job.id}`);
    expect(before.body.job).toMatchObject({ status: 'closed' });
    await page.request.get(`/api/job?id=${job.id}`);
    // Views are added up and written every few seconds (docs/search.md#what-the-fixes-of-issue-31-bought).
    const views = async () =>
      Number((await callApi(page, token, 'GET', `/api/companies/jobs/${job.id}`)).body.job?.views);
    await expect.poll(views, { timeout: 15_000 }).toBeGreaterThan(Number(before.body.job?.views));
  } finally {
    // The stack's database is shared by every spec of the run, and others count the open jobs: leave nothing.
    await callApi(page, token, 'DELETE', `/api/companies/jobs/${job.id}`);
  }
});
