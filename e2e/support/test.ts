import { writeFileSync } from 'node:fs';
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';

// Everything else (expect, the types) is Playwright's own.
export * from '@playwright/test';

/**
 * The browser tests' `test`: Playwright's, with a `page` whose `goto` returns only once the app has started on a
 * page the shell serves (`<html data-app="started">`, set by the shell after React's first commit). The server's
 * markup shows the same headings before React runs, so without this a check like "the h1 is visible" passed even
 * when the app never loaded (docs/testing.md#browser-tests). A test of the page as served without scripts sets
 * `test.use({ appStarts: false })`; pages without JavaScript, and answers that are not the shell's HTML (a PDF,
 * JSON, a page the api renders on its own), are not waited for.
 */
export const test = base.extend<{ appStarts: boolean; failedRequests: undefined }>({
  appStarts: [true, { option: true }],
  failedRequests: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; none.
    async ({}, use, testInfo) => {
      failed = [];
      opened = [];
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      if (failed.length > 0) writeFileSync(testInfo.outputPath(FAILED_REQUESTS_FILE), failed.slice(-20).join('\n'));
      const pages = await openPages();
      if (pages) writeFileSync(testInfo.outputPath(OPEN_PAGES_FILE), pages);
    },
    { auto: true },
  ],
  browser: [
    async ({ browser }, use) => {
      // Every context, the test's own `page`'s and those a test opens itself (another role, a measured first visit).
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = watchRequests(await newContext(options));
        opened.push(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page, appStarts, javaScriptEnabled }, use) => {
    if (appStarts && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== 'commit' && (await servesTheShell(response))) {
          await page.waitForSelector('html[data-app="started"]', { state: 'attached' });
          // A page the api wrote for this session (`private, no-store`: a dashboard, the profile, a form) shows that
          // markup inert until the page has taken its answers: a user cannot type into it, but Playwright's fill
          // could, and the text was lost when React's own form replaced it (docs/delivery.md#the-dashboard-in-the-first-html).
          if (response?.headers()['cache-control'] === 'private, no-store') await untilPageTakenOver(page);
        }
        return response;
      };
    }
    await use(page);
  },
});

/**
 * The requests of this test's pages that failed: no answer (other than a navigation's abort) or an error status. A
 * failed test leaves the last of them beside its page snapshot, and `npm test`'s summary shows them
 * (scripts/page-at-failure.mjs): a screen that says "could not load" on CI only is then told apart from a test that
 * looked too early. Refusals a test asks for (a 422, a 401) are listed too; the ones nearest the failure come last.
 */
let failed: string[] = [];
const FAILED_REQUESTS_FILE = 'failed-requests.txt';

/**
 * The contexts this test opened. Playwright's `error-context.md` shows the test's own `page` only; a test that signs
 * a second person in another context (a candidate beside a company) failed on CI with that person's page unseen, so
 * a failed test also leaves the accessibility snapshot of every page still open (`open-pages.txt`, one block each).
 */
let opened: BrowserContext[] = [];
const OPEN_PAGES_FILE = 'open-pages.txt';

async function openPages(): Promise<string> {
  const blocks: string[] = [];
  for (const page of opened.flatMap((context) => context.pages())) {
    if (page.isClosed()) continue;
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch(() => '');
    blocks.push(`# ${new URL(page.url()).pathname}\n${snapshot}`);
  }
  return blocks.join('\n');
}

function watchRequests(context: BrowserContext): BrowserContext {
  const where = (url: string) => {
    const { pathname, search, port } = new URL(url);
    return `:${port}${pathname}${search}`.slice(0, 160);
  };
  context.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? 'failed';
    if (error !== 'net::ERR_ABORTED') failed.push(`${request.method()} ${where(request.url())}: ${error}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400)
      failed.push(`${response.request().method()} ${where(response.url())}: ${response.status()}`);
  });
  return context;
}

/** An HTML answer with the shell's mount point: the app is to start on it. */
async function servesTheShell(response: Response | null): Promise<boolean> {
  if (!response || !(response.headers()['content-type'] ?? '').includes('text/html')) return false;
  // The built template is minified: `<div id=root>`.
  return /<div id="?root"?[\s>]/.test(await response.text());
}

/**
 * Until the page has replaced the markup the api wrote for this session (docs/delivery.md#the-dashboard-in-the-first-html):
 * first as it came, before React has started, then kept inert until the page has taken its answers. A user cannot type
 * into it, but Playwright's fill could, and the text was lost when the page's own form replaced it. The app must have
 * started first: before that the markup has no `.sk-server-markup` wrapper to wait for (CI filled the job form's
 * title into the HTML as it came).
 */
export async function untilPageTakenOver(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app="started"]', { state: 'attached' });
  await page.waitForSelector('#main .sk-server-markup', { state: 'detached' });
}
