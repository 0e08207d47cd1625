// The company area on a phone (390 px), as issue 23's walk met it: a page must fit the screen. The payment history
// is a table that scrolls sideways inside its own box (docs/company-area.md#services-purchases-pricing-and-the-minisite-editor),
// and an unlocked candidate's page wraps its long badge ("Otwarty dla Ciebie: aplikował na Twoją ofertę"): neither
// may widen the page, or the whole screen slides sideways and the invoice button is out of reach.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import {
  buyByCard,
  callApi,
  postJob,
  registerByApi,
  registerCompany,
  removeJobsAfterwards,
  uploadCv,
} from '../support/company';

const jobs = removeJobsAfterwards();
const CV = path.resolve(__dirname, '../../api/test/fixtures/cvs/en-1.pdf');

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page reaches past the screen's right edge, in CSS pixels (0: it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the services page with a payment fits the phone, and its invoice opens', async ({ page }) => {
  await registerCompany(page, Date.now());
  await buyByCard(page, 'cv_credits_10', '10 CV credits were added to your account.');
  await page.goto('/company/services');
  const invoice = page.getByRole('button', { name: /^Open invoice \d{4}-\d{6}$/ });
  await expect(invoice).toBeVisible();
  expect(await overflow(page)).toBe(0);
  await invoice.click();
  await expect(page.getByRole('dialog', { name: /^Invoice \d{4}-\d{6}$/ })).toBeVisible();
});

test('a candidate’s page, open to the company through an application, fits the phone in Polish', async ({
  page,
  browser,
  baseURL,
}) => {
  await registerCompany(page, Date.now());
  const job = { title: 'Obsługa klienta', country: 'Poland', language: 'English', level: 'Basic (A1–A2)' };
  const jobId = await postJob(page, jobs, job);

  // A candidate applies to it, through the api as the site's client calls it.
  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto('/');
  const { token, userId: candidateId } = await registerByApi(candidate, {
    type: 'candidate',
    nombre: 'Agnieszka',
    apellidos: 'Krzyżanowska',
    email: `e2e-phone-candidate-${Date.now()}@example.com`,
  });
  const countries = (await (await candidate.request.get('/api/countries')).json()).countries as {
    id: number;
    slug: string;
  }[];
  const poland = countries.find((country) => country.slug === 'Poland')?.id;
  expect(
    (
      await callApi(candidate, token, 'POST', '/api/candidates/profile', {
        nombre: 'Agnieszka',
        apellidos: 'Krzyżanowska',
        fk_pais_id: poland,
      })
    ).status,
  ).toBe(200);
  expect(
    (await callApi(candidate, token, 'POST', '/api/candidates/languages', { language: 'English', level: 3 })).status,
  ).toBeLessThan(300);
  await uploadCv(candidate, token, { name: 'cv.pdf', buffer: await readFile(CV) });
  const applied = await callApi(candidate, token, 'POST', '/api/candidates/applications', {
    offer_id: jobId,
    answers: {},
  });
  expect(applied.status).toBe(200);
  await candidate.context().close();

  await page.context().addCookies([{ name: 'locale', value: 'pl', url: baseURL ?? '' }]);
  await page.goto(`/company/candidate/${candidateId}/unlocked`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agnieszka Krzyżanowska' })).toBeVisible();
  await expect(page.getByText('Otwarty dla Ciebie: aplikował na Twoją ofertę')).toBeVisible();
  expect(await overflow(page)).toBe(0);
});
