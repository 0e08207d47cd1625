import { expect, type Page, test } from '@playwright/test';
import type pg from 'pg';
import { E2E_PASSWORD } from './candidate';
import { waitForLiveForm } from './login';
import { untilPageTakenOver } from './test';
import { minimalPdf } from './pdf';
import { connectDb } from './database';

/**
 * Registers a new company at /company/registry, as an employer would, and waits for its dashboard. A fresh company
 * per test, so tests never share credits or jobs through the demo company. Answers the account's email.
 */
export async function registerCompany(page: Page, stamp: number): Promise<string> {
  const email = `e2e-company-${stamp}@example.com`;
  await page.goto('/company/registry');
  await expect(page.getByRole('heading', { level: 1, name: 'Register your company' })).toBeVisible();
  // The server's copy of the form is on screen, inert, until the area's own replaces it.
  await waitForLiveForm(page);
  await page.getByLabel('Company name').fill(`E2E Hiring ${stamp}`);
  await page.getByLabel('Your first name').fill('Rita');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
  await page.getByLabel('Repeat the password').fill(E2E_PASSWORD);
  await page.getByRole('checkbox', { name: 'I accept the terms of use and the privacy policy' }).check();
  await page.getByRole('button', { name: 'Create the company account' }).click();
  await expect(page).toHaveURL(/\/company\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return email;
}

/** Buys a service of the catalogue by card on the built-in test provider's checkout and comes back confirmed. */
export async function buyByCard(page: Page, code: string, added: string) {
  await page.goto(`/company/services/purchase?code=${code}`);
  await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue(code);
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/payments/test-checkout/**');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/company/services/purchase-confirmed?payment=*');
  await expect(page.getByText(added)).toBeVisible();
}

export type JobToPost = { title: string; country: string; language: string; level: string };

/** Fills the job editor (/company/jobs/create) with a title, a description, a country and one mandatory language. */
export async function fillJob(page: Page, job: JobToPost) {
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  // The api writes the empty form into the page, inert until the editor has taken its lists: text filled into it would
  // be lost (a page from a context of the test's own, which support/test.ts's goto does not wait for).
  await untilPageTakenOver(page);
  await page.getByLabel('Job title').fill(job.title);
  await page.getByRole('textbox', { name: /^Description/ }).click();
  await page.keyboard.type(
    'Help our customers by phone and email in their own language. You join a friendly team, with training from day one.',
  );
  await page.getByRole('combobox', { name: 'Country', exact: true }).fill(job.country.slice(0, 5));
  await page.getByRole('option', { name: job.country, exact: true }).click();
  await page.getByRole('button', { name: 'Add a language' }).click();
  await page.getByRole('combobox', { name: 'Language 1', exact: true }).fill(job.language.slice(0, 4));
  await page.getByRole('listbox').getByRole('option', { name: job.language, exact: true }).click();
  await page.getByRole('combobox', { name: 'Level of language 1' }).selectOption({ label: job.level });
  await page.getByRole('switch', { name: 'Language 1 is mandatory' }).check();
}

/** Saves the job being written as a draft; answers its id. */
export async function saveDraft(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The job is saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/jobs\/\d+\/edit$/);
  return Number(/\/company\/jobs\/(\d+)\/edit$/.exec(page.url())?.[1]);
}

/** From the job editor: asks one yes/no knockout question ("No" ends the application), then back to the job. */
export async function addKnockoutQuestion(page: Page, text: string) {
  await page.getByRole('link', { name: 'Screening questions (0)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Screening questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a question' }).click();
  const question = page.getByRole('listitem', { name: 'Question 1' });
  await question.getByLabel('Question', { exact: true }).fill(text);
  await question.getByRole('combobox', { name: 'Use of the answer' }).selectOption('knockout');
  await question.getByRole('combobox', { name: /Answer that ends the application/ }).selectOption('No');
  await page.getByRole('button', { name: 'Save the questions' }).click();
  await expect(page.getByText('The questions are saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the job' }).click();
  await expect(page.getByRole('link', { name: 'Screening questions (1)' })).toBeVisible();
}

/** Publishes the job open in the editor and waits for the job list to say so. */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  await expect(page.getByText('The job is published.')).toBeVisible();
}

/**
 * Posts a job as a company does where the posting is not what a spec looks at: the editor at /company/jobs/create
 * filled (`fillJob`), the draft saved, `knockoutQuestion` asked when given, and the job published with a credit the
 * company has. Pushes the job's id to `jobs` (from `removeJobsAfterwards`) and answers it.
 */
export async function postJob(page: Page, jobs: number[], job: JobToPost, knockoutQuestion?: string): Promise<number> {
  await page.goto('/company/jobs/create');
  await fillJob(page, job);
  const jobId = await saveDraft(page);
  jobs.push(jobId);
  if (knockoutQuestion) await addKnockoutQuestion(page, knockoutQuestion);
  await publish(page);
  return jobId;
}

/**
 * A call as the site's client makes it: the XSRF double-submit cookie of the browser context (load a page of the site
 * first) and, when given, a bearer token. Answers the status and the JSON body.
 */
export async function callApi(
  page: Page,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  data?: object,
) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error('no XSRF cookie in the browser context');
  const headers: Record<string, string> = { 'x-xsrf-token': decodeURIComponent(xsrf) };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await page.request.fetch(url, { method, headers, ...(data ? { data } : {}) });
  return { status: response.status(), body: await response.json() };
}

/**
 * An account registered through the api with the e2e password, as the register form does (after a page of the site,
 * for the XSRF cookie): `type` ('candidate' or 'company'), `email`, `nombre` and the type's other fields. Answers its
 * token and user id.
 */
export async function registerByApi(page: Page, account: Record<string, string>) {
  const registered = await callApi(page, null, 'POST', '/api/auth/register', {
    ...account,
    password: E2E_PASSWORD,
    password_confirmation: E2E_PASSWORD,
  });
  expect(registered.status).toBe(200);
  return { token: registered.body.token as string, userId: registered.body.user.id as number };
}

/** Registers a new company through the api, as the register form does (after a page of the site); answers its token. */
export async function registerCompanyByApi(
  page: Page,
  account: { company_name: string; nombre: string; email: string },
): Promise<string> {
  return (await registerByApi(page, { type: 'company', ...account })).token;
}

/**
 * A new candidate registered through the api (after a page of the site, for the XSRF cookie), with only a name: the
 * fresh account a spec signs in with `logIn(page, email, E2E_PASSWORD)` where it would change a demo account that
 * other specs read meanwhile (docs/testing.md#four-workers-one-stack). Answers the email.
 */
export async function registerCandidateByApi(page: Page, who: { nombre: string; apellidos: string; stamp: string }) {
  const email = `e2e-${who.stamp}-${Date.now()}@example.com`;
  await registerByApi(page, { type: 'candidate', email, nombre: who.nombre, apellidos: who.apellidos });
  return email;
}

/** A PDF CV uploaded as the CV page does, by the candidate whose token is given; answers the new CV's id. */
export async function uploadCv(page: Page, token: string, file: { name: string; buffer: Buffer }): Promise<number> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const uploaded = await page.request.post('/api/candidates/mycv/fromVue', {
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': decodeURIComponent(xsrf) },
    multipart: { file: { name: file.name, mimeType: 'application/pdf', buffer: file.buffer } },
  });
  expect(uploaded.status()).toBe(200);
  // The answer lists every CV of the candidate; ids grow, so the new one is the largest.
  return Math.max(...((await uploaded.json()).cvs as { id: number }[]).map((cv) => cv.id));
}

/** What the browser console says the Content-Security-Policy refused on this page from now on. */
export function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/**
 * The ids of jobs a spec publishes, removed with their applications after its tests: other browser tests count the
 * jobs and take screenshots of the lists. Call at the top level of a spec file; push each job id to the answer.
 */
export function removeJobsAfterwards(): number[] {
  const jobs: number[] = [];
  test.afterAll(async () => {
    if (jobs.length === 0) return;
    // The stack's own PostgreSQL: no api call deletes a job that has applications (a company closes it instead).
    const db = await connectDb();
    try {
      await db.query('DELETE FROM applications WHERE job_id = ANY($1::int[])', [jobs]);
      await db.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [jobs]);
    } finally {
      await db.end();
    }
  });
  return jobs;
}

/**
 * A candidate registered through the api and made ready to apply in the database (a country, a language and a CV):
 * country 1, English at level 3, and a one-page PDF CV named `<nombre>-cv.pdf` as the default. Answers their token.
 */
export async function readyCandidate(
  page: Page,
  db: pg.Client,
  who: { email: string; nombre: string; apellidos: string },
): Promise<string> {
  const { email, nombre, apellidos } = who;
  const { token } = await registerByApi(page, { type: 'candidate', email, nombre, apellidos });
  const { rows } = await db.query<{ id: number }>('UPDATE users SET fk_pais_id = 1 WHERE email = $1 RETURNING id', [
    email,
  ]);
  const userId = rows[0]?.id;
  await db.query(
    `INSERT INTO candidate_languages (user_id, language_id, level) SELECT $1, id, 3 FROM languages WHERE slug = 'English'`,
    [userId],
  );
  const pdf = minimalPdf(`${nombre} ${apellidos}`);
  const name = `${nombre.toLowerCase()}-cv.pdf`;
  const file = await db.query<{ id: number }>(
    `INSERT INTO files (owner_user_id, kind, filename, content_type, size, data)
     VALUES ($1, 'cv', $2, 'application/pdf', $3, $4) RETURNING id`,
    [userId, name, pdf.length, pdf],
  );
  await db.query(`INSERT INTO candidate_cvs (user_id, file_id, name, is_default) VALUES ($1, $2, $3, true)`, [
    userId,
    file.rows[0]?.id,
    name,
  ]);
  return token;
}

/**
 * A new company (registered in the browser, as `registerCompany`) with one active English job in Germany, inserted in
 * the database so a spec starts at its applicants. The job is titled `<title> <stamp>` (its url the same in lower
 * case with dashes) and pushed to `jobs` (from `removeJobsAfterwards`). Answers the stamp the names carry, too.
 */
export async function companyWithJob(
  page: Page,
  db: pg.Client,
  jobs: number[],
  job: { title: string; description?: string },
): Promise<{ stamp: number; title: string; companyEmail: string; companyId: number; jobId: number }> {
  const stamp = Date.now();
  const title = `${job.title} ${stamp}`;
  const companyEmail = await registerCompany(page, stamp);
  const { rows } = await db.query<{ company_id: number }>('SELECT company_id FROM users WHERE email = $1', [
    companyEmail,
  ]);
  const companyId = rows[0]?.company_id as number;
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO jobs (url, title, description, company_id, country_id, status, content_lang)
     VALUES ($1, $2, $3, $4, (SELECT id FROM countries WHERE iso2 = 'DE'), 'active', 'en')
     RETURNING id`,
    [title.toLowerCase().replace(/ /g, '-'), title, job.description ?? 'Answer our customers in English.', companyId],
  );
  const jobId = inserted.rows[0]?.id as number;
  jobs.push(jobId);
  return { stamp, title, companyEmail, companyId, jobId };
}

/**
 * Each of `names` (surname Lind) as a `readyCandidate` who applies to the job through the api, in the order given;
 * their emails are `e2e-<tag>-<name>-<stamp>@example.com`. Answers the application ids in that order.
 */
export async function applicantsApply(
  page: Page,
  db: pg.Client,
  to: { jobId: number; stamp: number; tag: string; names: string[] },
): Promise<number[]> {
  const ids: number[] = [];
  for (const name of to.names) {
    const token = await readyCandidate(page, db, {
      email: `e2e-${to.tag}-${name.toLowerCase()}-${to.stamp}@example.com`,
      nombre: name,
      apellidos: 'Lind',
    });
    const applied = await callApi(page, token, 'POST', '/api/candidates/applications', {
      offer_id: to.jobId,
      answers: {},
    });
    expect(applied.status).toBe(200);
    ids.push(applied.body.application.id as number);
  }
  return ids;
}
