import { expect, type Page, test } from '../support/test';
import { E2E_BASE_PORT, REMOTE_PORTS } from '../support/ports';

function recordOrigins(page: Page) {
  const urls: string[] = [];
  page.on('response', (response) => urls.push(response.url()));
  return urls;
}

test('/jobs shows real jobs from the database, rendered by mfe-jobs from its own port', async ({ page }) => {
  const urls = recordOrigins(page);
  await page.goto('/jobs');
  const items = page.locator('.jobs-items > li');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(10);
  expect(urls.some((u) => u.startsWith(`http://localhost:${REMOTE_PORTS.mfe_jobs}/`))).toBe(true);

  // The same titles come straight from the api: a demo job's, since a spec running beside this one may have
  // published a job (its title stamped with Date.now()) after the page loaded (CI run E of session 23).
  const api = await page.request.get('/api/jobs?_size=20');
  const body = (await api.json()) as { jobs: { data: { title: string }[] } };
  const demoTitle = body.jobs.data.find((job) => !/\d{13}/.test(job.title))?.title ?? '';
  expect(demoTitle).not.toBe('');
  await expect(page.getByRole('link', { name: demoTitle }).first()).toBeVisible();

  // Load more appends.
  const before = await items.count();
  await page.getByRole('button', { name: /load more/i }).click();
  await expect.poll(() => items.count()).toBeGreaterThan(before);

  // Opening a job shows its page: a demo job's, not the newest, which may be one another spec beside this one
  // publishes and deletes (a CI run opened "CV agent 1796001119437" after application-cv had removed it).
  const demo = items
    .filter({ hasNotText: /\d{13}/ })
    .first()
    .getByRole('link')
    .first();
  const title = (await demo.textContent())?.trim() ?? '';
  await page.goto((await demo.getAttribute('href')) ?? '/jobs');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job description' })).toBeVisible();
});

test('the company, events and candidate areas each load their remote with real data', async ({ page }) => {
  const urls = recordOrigins(page);
  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'Top hiring companies' })).toBeVisible();
  await expect(
    page.locator('#company-top-heading ~ * li, #company-top-heading + ul li, #company-top-heading + ol li').first(),
  ).toBeVisible();
  expect(urls.some((u) => u.startsWith(`http://localhost:${REMOTE_PORTS.mfe_company}/`))).toBe(true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Career events' })).toBeVisible();
  await expect(page.getByText(/speed hiring week/i).first()).toBeVisible();
  expect(urls.some((u) => u.startsWith(`http://localhost:${REMOTE_PORTS.mfe_events}/`))).toBe(true);

  await page.goto('/candidates/data-deletion');
  await expect(page.getByRole('heading', { level: 1, name: 'How to delete your data' })).toBeVisible();
  expect(urls.some((u) => u.startsWith(`http://localhost:${REMOTE_PORTS.mfe_candidate}/`))).toBe(true);
});

test('React is downloaded once although every area is visited', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if ((response.headers()['content-type'] ?? '').includes('javascript')) {
      scripts.push({ url: response.url(), body: (await response.body().catch(() => Buffer.from(''))).toString() });
    }
  });
  await page.goto('/jobs');
  await expect(page.locator('.jobs-items > li').first()).toBeVisible();
  // The app has taken the list over (docs/pages.md#reacts-takeover-without-a-jump): on a busy machine a click made
  // during the takeover was lost, and the page stayed on /jobs.
  await expect(page.locator('.sk-server-markup')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For companies' }).click();
  await expect(page.getByRole('heading', { name: 'Top hiring companies' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career events' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Career events' })).toBeVisible();

  // Markers of react-dom's client build and of react's own module (where it defines its internals): each
  // must arrive in exactly one file, from the shell's origin, although every remote's build has a copy.
  // Counted by file: a copy of React is a file of its own (a remote's would come from the remote's origin). The
  // same file named twice is one download; the second answer comes from the memory cache.
  const files = (marker: string) => [
    ...new Map(scripts.filter((s) => s.body.includes(marker)).map((s) => [s.url, s])).values(),
  ];
  const reactDom = files('__reactContainer$');
  const react = files('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE=');
  expect(reactDom.map((s) => s.url)).toHaveLength(1);
  expect(react.map((s) => s.url)).toHaveLength(1);
  expect(reactDom[0].url.startsWith(`http://localhost:${E2E_BASE_PORT}/`)).toBe(true);
  expect(react[0].url.startsWith(`http://localhost:${E2E_BASE_PORT}/`)).toBe(true);
});

test('an event on /career-events opens from its title, like every card of the site', async ({ page }) => {
  await page.goto('/career-events');
  // The demo's event: the ones other specs publish beside this one may be unpublished meanwhile
  // (docs/testing.md#four-workers-one-stack).
  const card = page.getByRole('article', { name: 'German Speed Hiring Week' });
  const title = card.getByRole('heading', { level: 3 }).getByRole('link');
  const target = await card.getByRole('link', { name: 'Register' }).getAttribute('href');
  await expect(title).toHaveAttribute('href', target ?? '');
  await title.click();
  await expect(page).toHaveURL(new RegExp(`${target}(\\?|$)`));
});
