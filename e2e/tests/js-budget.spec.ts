import { type BrowserContext, expect, type Page, test } from '../support/test';
import { JS_BUDGETS } from '../support/js-budgets';
import { countJavaScript, type JsBudget, overBudget } from '../support/js-bytes';
import { logIn } from '../support/login';
import { demoJob } from '../support/public-pages';

// The JavaScript each key route downloads before it is usable, against a budget a little above what it was measured
// at (docs/delivery.md#the-guard). Bytes, not times: the same build downloads the same bytes on a busy machine.
// JS_BUDGET_PRINT=1 prints the figures to record in e2e/support/js-budgets.ts.

/** Usable: the heading on screen, the server's markup taken over, no skeleton, nothing loading. */
async function usable(page: Page) {
  // The app's first commit first: before it, the server's markup passes every other test, and on a busy machine the
  // network could fall idle between the shell's bootstrap and the page's chunk (the home page was then measured
  // without its page and catalogues, 4.9 KB short).
  await page.waitForSelector('html[data-app="started"]', { state: 'attached', timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#main .sk-server-markup, #main [inert], #main .sk-skeleton')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function firstJobPath(page: Page): Promise<string> {
  return `/jobs/${(await demoJob(page.request)).url}`;
}

const ROUTES: { route: string; path?: (page: Page) => Promise<string>; as?: string }[] = [
  { route: '/' },
  { route: '/jobs' },
  { route: 'a job page', path: firstJobPath },
  { route: '/blog' },
  { route: '/career-events' },
  { route: '/account/dashboard', as: 'candidate@example.com' },
  { route: '/company/dashboard', as: 'company@example.com' },
  { route: '/admin', as: 'admin@example.com' },
];

for (const { route, path, as } of ROUTES) {
  test(`${route}${as ? ` (signed in as ${as})` : ''} downloads no more JavaScript than its budget`, async ({
    browser,
  }) => {
    // Signed in through the login form, then measured in a new context with that session: the login page's files
    // (and the area the login warms) must not be in the measured context's memory cache.
    let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
    if (as) {
      const signing = await browser.newContext();
      const login = await signing.newPage();
      await logIn(login, as);
      await login.waitForLoadState('networkidle');
      storageState = await signing.storageState();
      await signing.close();
    }
    const context = await browser.newContext({ storageState });
    const page = await context.newPage();
    const target = path ? await path(page) : route;
    const counter = await countJavaScript(context, page);
    await page.goto(target);
    await usable(page);
    // At this width the job list shows its first job beside it: usable once that job is there.
    if (route === '/jobs')
      await expect(
        page.getByRole('complementary', { name: 'Selected job' }).getByRole('heading').first(),
      ).toBeVisible();
    await page.waitForLoadState('networkidle');
    const measured = counter.read();
    await context.close();
    if (process.env.JS_BUDGET_PRINT) console.log(JSON.stringify({ [route]: measured }, null, 2));
    const recorded = JS_BUDGETS[route];
    if (!recorded) throw new Error(`no budget recorded for ${route} in e2e/support/js-budgets.ts`);
    expect(overBudget(route, measured, recorded)).toBeNull();
  });
}

test('the guard names the file that grew when a route is over its budget', () => {
  const recorded: JsBudget = { budget: 1100, files: { 'shell/vendor.js': 600, 'shell/main.js': 400 } };
  expect(overBudget('/jobs', { 'shell/vendor.js': 600, 'shell/main.js': 450 }, recorded)).toBeNull();
  const message = overBudget(
    '/jobs',
    { 'shell/vendor.js': 900, 'shell/main.js': 401, 'mfe-jobs/1234.js': 50 },
    recorded,
  );
  expect(message).toBe(
    [
      '/jobs: 1.3 KB of JavaScript before it is usable, over its budget of 1.1 KB (recorded 1.0 KB).',
      '  grew: shell/vendor.js 600 -> 900 B (+300 B)',
      '  new: mfe-jobs/1234.js 50 B',
      '  grew: shell/main.js 400 -> 401 B (+1 B)',
    ].join('\n'),
  );
});
