import { expect, test } from '../support/test';
import { registerCompany } from '../support/company';
import { demoJob } from '../support/public-pages';

// A page that works says nothing in the console: a warning there is a defect a visitor does not see yet (a message
// id translated before its catalogue was in, a refused style, a React key). Public pages, on a phone and a wide
// screen, in English and Polish.
const PAGES = ['/', '/jobs', '/jobs-in-Krak%C3%B3w', '/jobs/2', '/career-events', '/company', '/login', '/about-us'];

/**
 * On a wide screen a job list opens its first job beside it (`?job=`): that may be another spec's job, deleted while
 * this one loads it, and the browser logs the 404 (docs/testing.md#four-workers-one-stack). The lists open a demo job
 * there instead; the newest job's own selection is the job list's specs' to check.
 */
const withDemoJob = (path: string, jobId: number) =>
  path.startsWith('/jobs') && path !== '/jobs/2' ? `${path}?job=${jobId}` : path;

for (const [locale, width] of [
  ['en', 390],
  ['pl', 1280],
] as const) {
  test(`public pages log no warning or error (${locale}, ${width} px)`, async ({ page, baseURL }) => {
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') said.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => said.push(`${page.url()}: ${error.message}`));
    await page.setViewportSize({ width, height: 900 });
    await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    const job = await demoJob<{ id: number; url: string }>(page.request);
    for (const path of PAGES) {
      await page.goto(width > 1000 ? withDemoJob(path, job.id) : path, { waitUntil: 'networkidle' });
      await expect(page.locator('main h1').first()).toBeVisible();
    }
    // A job page: a demo one, since the newest job of /jobs may be another spec's, deleted while this one opens it
    // (docs/testing.md#four-workers-one-stack).
    await page.goto(`/jobs/${job.url}`, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(said).toEqual([]);
  });
}

// The pages the api renders itself (docs/company-area.md: the test provider's checkout; a job alert's unsubscribe
// page) are quiet too: without an icon of their own the browser asked for /favicon.ico, a 404 in the console.
test('the test provider’s checkout logs no warning or error', async ({ page }) => {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') said.push(`${page.url()}: ${message.text()}`);
  });
  await registerCompany(page, Date.now());
  await page.goto('/company/services/purchase?code=cv_credits_10');
  await page.getByRole('radio', { name: 'Card' }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/payments/test-checkout/**');
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(said).toEqual([]);
});
