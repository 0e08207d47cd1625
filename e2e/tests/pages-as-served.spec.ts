import { type APIRequestContext, expect, type Page, test } from '../support/test';
import { demoJob } from '../support/public-pages';

// What a visitor without JavaScript (or a crawler) gets from the production build: the h1 and main content of
// each public page type, robots on zero-result pages, a 404 for unknown paths (docs/pages.md).

type ListJob = { url: string; title: string; description: string; company: { name: string; slug: string } };

const firstJob = (request: APIRequestContext) => demoJob<ListJob>(request);

/** The newest job of all, which /jobs lists first (another spec's, maybe: a newer one still leaves it on page 1). */
async function newestJob(request: APIRequestContext): Promise<ListJob> {
  const list = (await (await request.get('/api/jobs?_size=1')).json()) as { jobs: { data: ListJob[] } };
  const job = list.jobs.data[0];
  if (!job) throw new Error('the e2e database has no job');
  return job;
}

const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');
const main = (page: Page) => page.getByRole('main');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page has its h1, introduction and links to job lists', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
      'Jobs in Europe for people who speak languages',
    );
    await expect(main(page).getByText('EuLangJobs brings together multilingual candidates')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Jobs for German speakers' })).toHaveAttribute(
      'href',
      '/jobs-for-German-speakers',
    );
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test("the home page's search form leads to the list of its choices", async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Language you speak').selectOption('German');
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/\/jobs-for-German-speakers$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Jobs for German speakers in Europe');
  });

  test('/jobs lists the newest jobs with their total', async ({ page, request }) => {
    const job = await newestJob(request);
    const response = await page.goto('/jobs');
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Jobs in Europe');
    await expect(main(page).getByText(/jobs? found/)).toBeVisible();
    const results = main(page)
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    await expect(results.getByRole('link', { name: job.title }).first()).toHaveAttribute('href', `/jobs/${job.url}`);
    expect(await robots(page)).toBe('index, follow');
  });

  test('a filtered list shows only its jobs, with its own h1', async ({ page }) => {
    await page.goto('/jobs-for-German-speakers');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Jobs for German speakers in Europe');
    const cards = main(page)
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      await expect(card.getByRole('list')).toContainText('German');
    }
    await expect(page).toHaveTitle('Jobs for German speakers in Europe | EuLangJobs');
  });

  test('a job page has the job as h1 and its description', async ({ page, request }) => {
    const job = await firstJob(request);
    const response = await page.goto(`/jobs/${job.url}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(job.title);
    const description = main(page).getByRole('region', { name: 'Job description' });
    const firstWords = job.description.trim().split(/\s+/).slice(0, 4).join(' ');
    await expect(description).toContainText(firstWords);
    await expect(main(page).getByText(job.company.name).first()).toBeVisible();
  });

  test("a minisite page has the company's h1 and its jobs", async ({ page, request }) => {
    const job = await firstJob(request);
    const response = await page.goto(`/jobs-at-${job.company.slug}`);
    expect(response?.status()).toBe(200);
    await expect(main(page).getByRole('heading', { level: 1 })).toContainText(`Jobs at ${job.company.name}`);
    const cards = main(page)
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(job.company.name);
  });

  test('zero-result lists, by path or by keyword, are noindex', async ({ page, request }) => {
    // A list path with no job in this database (the generated data differs between runs): the first of these.
    const candidates = [
      '/jobs-in-Isle_of_Man',
      '/jobs-in-Isle_of_Man-for-Maltese-speakers',
      '/jobs-for-Maltese+Icelandic+Irish+Latvian-speakers',
    ];
    let emptyPath: string | null = null;
    for (const path of candidates) {
      const body = (await (await request.get(`/api${path}?_size=1`)).json()) as { jobs: { total_search: number } };
      if (body.jobs.total_search === 0) {
        emptyPath = path;
        break;
      }
    }
    expect(emptyPath, 'a list path without jobs').not.toBeNull();
    for (const path of ['/jobs?keywords=zzqqxx', emptyPath as string]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await robots(page)).toBe('noindex, follow');
      await expect(main(page).getByRole('heading', { name: 'No jobs match this search' })).toBeVisible();
    }
  });

  test('an unknown path answers 404 with noindex and the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(await robots(page)).toBe('noindex, follow');
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found | EuLangJobs');
  });
});

test.describe('with JavaScript', () => {
  /** The title and robots the server sent, read by a browser that does not run the app. */
  async function servedHead(browser: import('@playwright/test').Browser, path: string) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const head = { title: await page.title(), robots: await robots(page) };
    await context.close();
    return head;
  }

  test('the title the app sets is the one the server sent, on every page type', async ({ browser, page, request }) => {
    const job = await firstJob(request);
    const paths: [string, RegExp | string][] = [
      ['/', 'Jobs in Europe for people who speak languages'],
      ['/jobs', /jobs found/],
      ['/jobs-for-German-speakers', /jobs found/],
      [`/jobs-at-${job.company.slug}`, /jobs found/],
      [`/jobs/${job.url}`, 'Job description'],
      ['/about-us', 'About EuLangJobs'],
      ['/eulangjobs/faq', 'Frequently asked questions'],
      ['/login', /Log in/],
      ['/career-events', /event/i],
    ];
    for (const [path, shown] of paths) {
      const served = await servedHead(browser, path);
      await page.goto(path);
      await expect(main(page).getByText(shown).first()).toBeVisible();
      // The app has booted and rendered the page; its head must not have moved from the server's.
      await expect(page, `title of ${path}`).toHaveTitle(served.title);
      expect(await robots(page), `robots of ${path}`).toBe(served.robots);
    }
  });

  test('the page paints from the document and its styles alone: the app and the remote are requested after', async ({
    page,
    request,
  }) => {
    const job = await firstJob(request);
    await page.goto(`/jobs/${job.url}`);
    // The app has taken over: the job screen replaced the server's markup kept while it loaded.
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.sk-server-markup')).toHaveCount(0);
    // The api's deferred hints became links once the page had painted (docs/delivery.md).
    await expect(page.locator('link[rel="prefetch"][href$="/remoteEntry.js"]')).toHaveCount(1);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const styles = resources.filter(
        (entry) => entry.initiatorType === 'link' && /\.css$/.test(new URL(entry.name).pathname),
      );
      const scripts = resources.filter(
        (entry) => /\.js$/.test(new URL(entry.name).pathname) && !/\/main\.[0-9a-f]+\.js$/.test(entry.name),
      );
      return {
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
        stylesLoaded: Math.max(...styles.map((entry) => entry.responseEnd)),
        styles: styles.length,
        scripts: scripts.map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      };
    });
    expect(timing.styles).toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(timing.firstPaint).toBeGreaterThan(0);
    for (const script of timing.scripts) {
      expect(script.startTime, script.name).toBeGreaterThanOrEqual(Math.max(timing.stylesLoaded, timing.firstPaint));
    }
  });

  test("a job card is the same markup from the server and from mfe-jobs' screen", async ({ browser, page }) => {
    // Tag and class of the first card and everything in it, in document order: what the styles hang on.
    const cardShape = (from: Page) =>
      from
        .locator('.jobs-card')
        .first()
        .evaluate((card) =>
          // The structure, not the state: on a wide screen the app marks the card shown in its split view as
          // selected, which the server cannot know.
          [card, ...card.querySelectorAll('*')].map(
            (node) => `${node.tagName}.${(node.getAttribute('class') ?? '').replace(' jobs-card--selected', '')}`,
          ),
        );
    const guest = await browser.newContext({ javaScriptEnabled: false });
    const served = await guest.newPage();
    await served.goto('/jobs');
    const server = await cardShape(served);
    await guest.close();

    await page.goto('/jobs');
    await expect(page.locator('.sk-server-markup')).toHaveCount(0);
    await expect(
      main(page)
        .getByRole('list')
        .filter({ has: page.getByRole('article') }),
    ).toBeVisible();
    expect(server.length).toBeGreaterThan(5);
    expect(await cardShape(page)).toEqual(server);
  });

  test('a keyword search with no result stays noindex once the app has loaded it', async ({ page }) => {
    await page.goto('/jobs?keywords=zzqqxx');
    await expect(main(page).getByRole('heading', { name: 'No jobs match this search' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('an unknown path shows the app’s not-found page, still noindex', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });
});
