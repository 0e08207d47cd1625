// What a company meets in its first minutes (issue 23) on the production build: the CV preview shows the PDF under
// the site's Content-Security-Policy (docs/security.md#security-headers-apisrcpluginssecurity-headersts), the return
// page of a purchase without a payment says so with a heading and a way back
// (docs/company-area.md#services-purchases-pricing-and-the-minisite-editor), and the job editor's preview shows the
// description's paragraphs as the job page does.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { E2E_PASSWORD } from '../support/candidate';
import { callApi, cspRefusals, fillJob, registerCompany, removeJobsAfterwards, saveDraft } from '../support/company';
import { logIn } from '../support/login';

const drafts = removeJobsAfterwards();

const CV = path.resolve(__dirname, '../../api/test/fixtures/cvs/en-1.pdf');

/** The bearer token of the page's signed-in user, from the cookie the shell wrote. */
async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name.startsWith('auth_token'))?.value;
  expect(token).toBeTruthy();
  return decodeURIComponent(token ?? '');
}

test('a company previews an unlocked candidate’s PDF CV in the page, with no CSP refusal', async ({
  page,
  browser,
}) => {
  // A new candidate with a CV, through the api as the site's client calls it.
  const candidatePage = await (await browser.newContext()).newPage();
  await candidatePage.goto('/');
  const registered = await callApi(candidatePage, null, 'POST', '/api/auth/register', {
    type: 'candidate',
    nombre: 'Petra',
    apellidos: 'Novak',
    email: `e2e-cv-preview-${Date.now()}@example.com`,
    password: E2E_PASSWORD,
    password_confirmation: E2E_PASSWORD,
  });
  expect(registered.status).toBe(200);
  const candidateId = registered.body.user.id as number;
  const xsrf = (await candidatePage.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const uploaded = await candidatePage.request.post('/api/candidates/mycv/fromVue', {
    headers: { authorization: `Bearer ${registered.body.token}`, 'x-xsrf-token': decodeURIComponent(xsrf) },
    multipart: { file: { name: 'petra-novak.pdf', mimeType: 'application/pdf', buffer: await readFile(CV) } },
  });
  expect(uploaded.status()).toBe(200);
  const cvId = ((await uploaded.json()).cvs as { id: number }[])[0].id;
  await candidatePage.context().close();

  // The demo company (it holds CV credits) unlocks her and opens the preview.
  const refused = cspRefusals(page);
  await logIn(page, 'company@example.com');
  const unlocked = await callApi(page, await tokenOf(page), 'POST', `/api/companies/candidates/${candidateId}/unlock`);
  expect(unlocked.status).toBe(200);
  await page.goto(`/company/previewCV/${candidateId}/${cvId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'petra-novak.pdf' })).toBeVisible();
  const frame = page.getByTitle('petra-novak.pdf', { exact: false }).and(page.locator('iframe'));
  await expect(frame).toBeVisible();
  // Chromium's PDF viewer runs in a frame of its own inside ours: it is there only when the PDF was let in.
  await expect
    .poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://') && f.url().endsWith('index.html')))
    .toBe(true);
  expect(page.frames().filter((f) => f.url().startsWith('chrome-error://'))).toEqual([]);
  await expect(page.getByRole('link', { name: /Download/ })).toBeVisible();
  expect(refused).toEqual([]);
});

test('the purchase return page without a payment has a heading, says there is none and links to services', async ({
  page,
}) => {
  await registerCompany(page, Date.now());
  for (const address of ['/company/services/purchase-confirmed', '/company/services/purchase-denied?payment=']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: 'No payment to show' })).toBeVisible();
    await expect(page.getByText('This address does not name a payment.')).toBeVisible();
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to services' }).click();
    await expect(page).toHaveURL(/\/company\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services and credits' })).toBeVisible();
  }
});

test('the job editor’s preview shows the description’s paragraphs as the public job page shows them', async ({
  page,
}) => {
  const stamp = Date.now();
  const title = `Preview check ${stamp}`;
  await registerCompany(page, stamp);
  await page.goto('/company/jobs/create');
  await fillJob(page, { title, country: 'Spain', language: 'Spanish', level: 'Advanced (C1–C2)' });
  // A second paragraph, typed as a recruiter does (Enter makes a paragraph; the first line stays bare).
  await page.getByRole('textbox', { name: /^Description/ }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Second paragraph: what you will do.');
  const jobId = await saveDraft(page);
  drafts.push(jobId);

  const paragraphs = [
    'Help our customers by phone and email in their own language. You join a friendly team, with training from day one.',
    'Second paragraph: what you will do.',
  ];
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Description' })).toBeVisible();
  const previewed = preview.locator('.company-preview__description p');
  await expect(previewed).toHaveText(paragraphs);
  await preview.getByRole('button', { name: 'Close the preview' }).click();

  // Published, its public page says the same paragraphs.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/company\/jobs$/);
  const job = (await (await page.request.get(`/api/job?id=${jobId}`)).json()).job as { url: string };
  await page.goto(`/jobs/${job.url}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.jobs-description p')).toHaveText(paragraphs);
});
