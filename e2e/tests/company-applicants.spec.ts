// The company's side of an application and CV search, as new users walk it (docs/company-area.md#applicants-cv-search-and-candidates):
// a company registers and publishes a job, a candidate applies to it, the company moves the applicant to Interview
// in the job's pipeline and the candidate sees "Interview" under My jobs; then the company searches CVs by language
// and unlocks a profile. axe finds no violation on the pipeline and on CV search, on a desktop and a 390 px phone.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { AXE_TAGS, addLanguage, chooseCv, E2E_PASSWORD, registerCandidate } from '../support/candidate';
import { waitForLiveForm } from '../support/login';
import { minimalPdf } from '../support/pdf';
import { E2E_PG_PORT } from '../support/ports';

let db: pg.Client;
const published: number[] = [];

test.beforeAll(async () => {
  // The stack's own PostgreSQL: only to give the new company a CV credit (buying one is the services' browser test)
  // and to remove the job again, since other browser tests count the jobs.
  db = new pg.Client({ connectionString: `postgres://postgres:postgres@localhost:${E2E_PG_PORT}/postgres` });
  await db.connect();
});

test.afterAll(async () => {
  if (published.length) {
    await db.query('DELETE FROM applications WHERE job_id = ANY($1::int[])', [published]);
    await db.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [published]);
  }
  await db.end();
});

/** A call with the session of the page: its bearer token and the XSRF double-submit cookie, as the site's client. */
async function api(page: Page, method: 'GET' | 'POST', url: string, data?: object) {
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name.startsWith('auth_token'))?.value;
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token || !xsrf) throw new Error('no session in the browser context');
  const headers = { authorization: `Bearer ${decodeURIComponent(token)}`, 'x-xsrf-token': decodeURIComponent(xsrf) };
  const response = await page.request.fetch(url, { method, headers, ...(data ? { data } : {}) });
  return { status: response.status(), body: await response.json() };
}

/** Registers a company through the register form, as an employer would. */
async function registerCompany(page: Page, email: string, company: string) {
  await page.goto('/register');
  await waitForLiveForm(page);
  await page.getByRole('radio', { name: 'An employer' }).check();
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Vogel');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat the password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log out' })).toBeVisible();
}

/** No axe violation on a desktop and on a 390 px phone. */
async function axe(page: Page) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a company moves an applicant to interview, the candidate sees it, and the company unlocks a CV', async ({
  browser,
}) => {
  // Two people's sessions, a profile to complete and a CV to upload: longer than one page's test.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const companyContext = await browser.newContext();
  const candidateContext = await browser.newContext();
  const company = await companyContext.newPage();
  const candidate = await candidateContext.newPage();

  // The company registers and publishes a job (its welcome job credit pays for it).
  const companyEmail = `e2e-company-${stamp}@example.com`;
  await registerCompany(company, companyEmail, `Polyglot Desk ${stamp}`);
  const title = `Spanish-speaking support agent ${stamp}`;
  const created = await api(company, 'POST', '/api/companies/jobs', {
    title,
    description:
      '<p>We are looking for a <strong>support agent</strong> who speaks Spanish with our customers in Madrid.</p>',
    content_lang: 'en',
    country_id: (await api(company, 'GET', '/api/countries')).body.countries.find(
      (c: { name: string }) => c.name === 'Spain',
    ).id,
    languages: [],
    skill_ids: [],
  });
  expect(created.status).toBe(201);
  const jobId: number = created.body.job.id;
  published.push(jobId);
  const publish = await api(company, 'POST', `/api/companies/jobs/${jobId}/publish`, {});
  expect(publish.status).toBe(200);

  // A candidate completes what applying needs (country, a language, a CV) and applies.
  await registerCandidate(candidate, {
    nombre: 'Clara',
    apellidos: 'Núñez',
    email: `e2e-applicant-${stamp}@example.com`,
  });
  await candidate.goto('/account/my-profile');
  const personal = candidate.getByRole('region', { name: 'Name and location', exact: true });
  const country = personal.getByRole('combobox', { name: 'Country' });
  await country.fill('Spai');
  await expect(personal.getByRole('option', { name: 'Spain' })).toBeVisible();
  await country.press('Enter');
  await personal.getByRole('button', { name: 'Save' }).click();
  await expect(candidate.getByText('Name and location saved')).toBeVisible();
  await addLanguage(candidate.locator('#languages'), 'Spanish', 'Mother tongue');
  await candidate.goto('/account/my-cvs');
  await chooseCv(candidate, 'clara-nunez.pdf', minimalPdf('Clara Núñez'));
  await expect(candidate.getByText('CV uploaded successfully!')).toBeVisible();
  const applied = await api(candidate, 'POST', '/api/candidates/applications', { offer_id: jobId });
  expect(applied.status).toBe(200);

  // The company opens the job's pipeline: Clara is new; it moves her to Interview with her card's stage select.
  await company.goto(`/company/applicants/${jobId}/1`);
  await expect(company.getByRole('heading', { level: 1, name: `Applicants for ${title}` })).toBeVisible();
  const newColumn = company.getByRole('region', { name: /^New/ });
  await expect(newColumn.getByRole('button', { name: 'Clara Núñez' })).toBeVisible();
  await axe(company);
  await company.getByRole('combobox', { name: 'Stage of Clara Núñez' }).selectOption('interview');
  const interviewColumn = company.getByRole('region', { name: /^Interview/ });
  await expect(interviewColumn.getByRole('button', { name: 'Clara Núñez' })).toBeVisible();
  await expect(interviewColumn.getByRole('heading', { level: 3 })).toHaveText('Interview 1 applicant');

  // The drawer: her answers, CV and a private note the candidate never sees.
  await interviewColumn.getByRole('button', { name: 'Clara Núñez' }).click();
  const drawer = company.getByRole('dialog', { name: 'Clara Núñez' });
  await expect(drawer.getByRole('link', { name: 'clara-nunez.pdf' })).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Private note' }).fill('Great Spanish, call on Monday.');
  await drawer.getByRole('button', { name: 'Save the note' }).click();
  await expect(company.getByText('Note saved.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The candidate sees "Interview" for the job, and nothing of the note.
  await candidate.goto('/account/my-jobs/applications');
  const card = candidate.locator('.candidate-my-jobs__list > li').filter({ hasText: title });
  await expect(card.locator('.sk-badge')).toHaveText('Interview');
  await expect(candidate.getByText('Great Spanish')).toHaveCount(0);

  // CV search by language: locked profiles only, until the company spends a CV credit on one.
  await db.query(
    `INSERT INTO company_balances (company_id, cv_credits)
     SELECT company_id, 1 FROM users WHERE email = $1
     ON CONFLICT (company_id) DO UPDATE SET cv_credits = company_balances.cv_credits + 1`,
    [companyEmail],
  );
  await company.goto('/company/cvsearch');
  await expect(company.getByRole('heading', { level: 1, name: 'CV search' })).toBeVisible();
  await company.getByRole('combobox', { name: 'Languages' }).fill('Span');
  await company.getByRole('option', { name: 'Spanish' }).click();
  // The list stays open for more picks; Escape closes it, as a person would before going on.
  await company.getByRole('combobox', { name: 'Languages' }).press('Escape');
  await company.getByRole('combobox', { name: 'Minimum level' }).selectOption('4');
  await company.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(company).toHaveURL(/\/company\/cvsearch\?languages=Spanish&level=4$/);
  await expect(company.getByText('You have 1 CV credit. Unlocking a profile costs one.')).toBeVisible();
  const maria = company.getByRole('link', { name: 'Multilingual customer success specialist' });
  await expect(maria).toBeVisible();
  await axe(company);
  // Locked results name nobody.
  await expect(company.locator('.company-cv-results')).not.toContainText('Maria');

  await maria.click();
  await expect(company).toHaveURL(/\/company\/candidate\/\d+\/locked$/);
  await expect(company.getByText('It costs 1 CV credit. You have 1 credit.')).toBeVisible();
  await company.getByRole('button', { name: 'Unlock for 1 CV credit' }).click();
  await expect(company).toHaveURL(/\/company\/candidate\/\d+\/unlocked$/);
  await expect(company.getByRole('heading', { level: 1, name: /^Mar[ií]a/ })).toBeVisible();
  await expect(company.getByRole('link', { name: 'candidate@example.com' })).toBeVisible();

  await companyContext.close();
  await candidateContext.close();
});
