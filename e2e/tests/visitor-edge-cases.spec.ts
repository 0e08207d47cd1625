import { expect, type Page, test } from '../support/test';

const results = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .locator(':scope > li');

/** Uncaught errors of the page: a blank screen starts with one of these. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

test('a malformed hash or path never blanks the app', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/jobs#%');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(results(page).first()).toBeVisible();

  // Moving to a malformed hash inside the app (the scroll manager decodes it).
  await page.goto('/eulangjobs/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    window.location.hash = '%E0%A4%A';
  });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A malformed name in a job-list path reached inside the app (a link, the back button): the app still shows
  // its navbar and a page.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/jobs-in-%E0%A4%A');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('#main')).not.toBeEmpty();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(errors.filter((error) => error.startsWith('URIError'))).toEqual([]);

  // Loaded from the server, the router refuses such a URL before any route: a page that leads on, not bare JSON.
  const response = await page.goto('/jobs-in-%E0%A4%A');
  expect(response?.status()).toBe(400);
  await expect(page.getByRole('heading', { level: 1, name: 'This address is not valid' })).toBeVisible();
  await page.getByRole('link', { name: 'job search' }).click();
  await expect(results(page).first()).toBeVisible();
});

test('the company page shows every company logo, served with its size and alt text', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'image' && response.status() >= 400) failed.push(response.url());
  });
  await page.goto('/company');
  await expect(page.getByRole('heading', { name: 'Top hiring companies' })).toBeVisible();
  // The server's page is shown until the app has its own figures (docs/pages.md#server-rendered-content): the logos
  // looked at are the app's.
  await expect(page.locator('.sk-server-markup')).toHaveCount(0);
  const logos = page.locator('.company-logos img');
  await expect(logos.first()).toBeVisible();
  const count = await logos.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const logo = logos.nth(i);
    await logo.scrollIntoViewIfNeeded();
    // Loaded and decoded: a broken image has no natural width.
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await logo.getAttribute('src')).toMatch(/^\/files\/\d+\/[a-z0-9-]+\.svg$/);
    // A fixed box from the design system's stylesheet (a square Avatar), so nothing moves as the logos arrive.
    expect(await logo.boundingBox()).toMatchObject({ width: 48, height: 48 });
    // Decorative: the company's name is written beside it (docs/design-system.md#avatar).
    expect(await logo.getAttribute('alt')).toBe('');
  }
  expect(failed).toEqual([]);

  const src = (await logos.first().getAttribute('src')) as string;
  const response = await page.request.get(src);
  expect(response.headers()['content-type']).toBe('image/svg+xml');
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers().etag).toMatch(/^"[0-9a-f]{64}"$/);
});

test('a page past the results (/jobs/999) returns to the jobs, whose count and list agree', async ({ page }) => {
  await page.goto('/jobs/999');
  await expect(page).toHaveURL(/\/jobs(\?job=\d+)?$/);
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByText(/jobs found/)).toBeVisible();
  await expect(page.getByText(/No jobs match/)).toHaveCount(0);
});

test('an unknown location raises one notice', async ({ page }) => {
  await page.goto('/jobs-in-Atlantis');
  await expect(page).toHaveURL(/\/jobs(\?job=\d+)?$/);
  const notices = page.locator('.sk-toast');
  await expect(notices.first()).toBeVisible();
  await expect(notices.first()).toHaveText(/We could not find that language or location, so the filters were reset\./);
  // Both notices used to appear together (the server's toast and the page's own): give a second one a moment.
  await page.waitForTimeout(1000);
  await expect(notices).toHaveCount(1);
});

test('a job that does not exist goes straight to the jobs with one notice, never a "not found" page', async ({
  page,
}) => {
  // Every paint of the page is watched: the not-found page must never be on screen, not even for a moment.
  const flashes: string[] = [];
  await page.exposeFunction('reportNotFound', (text: string) => flashes.push(text));
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const heading = document.querySelector('main h1');
      if (heading && /not found/i.test(heading.textContent ?? '')) {
        (window as unknown as { reportNotFound: (t: string) => void }).reportNotFound(heading.textContent ?? '');
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const response = await page.goto('/jobs/no-such-job-xyz');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/jobs\/no-such-job-xyz$/);
  await expect(results(page).first()).toBeVisible();
  const notices = page.locator('.sk-toast');
  await expect(notices.first()).toHaveText(/This job is no longer available\./);
  // The notice leaves the address once shown: a reload does not say it again.
  await expect(page).toHaveURL(/\/jobs(\?job=\d+)?$/);
  await page.waitForTimeout(1000);
  await expect(notices).toHaveCount(1);
  expect(flashes).toEqual([]);
});
