import { test as base, type Page, type Response } from '@playwright/test';

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
export const test = base.extend<{ appStarts: boolean }>({
  appStarts: [true, { option: true }],
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
