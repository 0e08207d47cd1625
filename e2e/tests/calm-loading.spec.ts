// Issue 29, "no blank screens, no stale loading bar": a signed-in page shows its frame and a skeleton from the first
// paint until its area is there, without moving (docs/pages.md#server-rendered-content), and the top loading bar
// leaves once the page has loaded (docs/product-rules.md#page-chrome-scroll-and-loading-bar).
import { registerCandidate } from '../support/candidate';
import { expect, type Page, test } from '../support/test';

declare global {
  interface Window {
    __calm: { shift: number; firstMain: string | null; skeletonFirst: boolean; moved: string[] };
  }
}

/** Records, from the page's first byte, what <main> held when the HTML was parsed and the layout shift since. */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    window.__calm = { shift: 0, firstMain: null, skeletonFirst: false, moved: [] };
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.__calm.shift += entry.value;
        // What moved, named in a failure's message.
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          window.__calm.moved.push(`${entry.value.toFixed(3)} ${node?.tagName ?? '?'}.${node?.className ?? ''}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const main = document.querySelector('#main');
      window.__calm.firstMain = main ? main.innerHTML : null;
      window.__calm.skeletonFirst = !!main?.querySelector('[role="status"][aria-busy="true"] .sk-skeleton');
    });
  });
}

const loadingBar = (page: Page) => page.locator('#nprogress');

test("a signed-in dashboard shows the candidate's own page from the first paint, then the same without moving", async ({
  page,
}) => {
  await registerCandidate(page, { nombre: 'Lena', apellidos: 'Calm', email: `e2e-calm-${Date.now()}@example.com` });
  await watchFirstPaint(page);
  await page.goto('/account/dashboard', { waitUntil: 'commit' });
  // The api writes the dashboard for the session (docs/delivery.md#the-dashboard-in-the-first-html); the shell and
  // the area take it over: from the first paint to the area's screen, nothing moves and no skeleton shows.
  await page.getByRole('heading', { level: 1, name: 'Welcome, Lena' }).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.app === 'started');
  await expect(page.locator('#main .sk-server-markup')).toHaveCount(0);
  const calm = await page.evaluate(() => window.__calm);
  // Before the skeleton (2026-11-28) the root was empty: no <main> at all until React's first render.
  expect(calm.firstMain).toContain('candidate-dashboard-heading');
  expect(calm.skeletonFirst).toBe(false);
  expect(calm.shift, calm.moved.join('; ')).toBeLessThan(0.02);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const after = await page.evaluate(() => window.__calm);
  expect(after.shift, after.moved.join('; ')).toBeLessThan(0.02);
});

test('the loading bar is gone once a page has loaded, and again after a navigation', async ({ page }) => {
  await registerCandidate(page, { nombre: 'Piotr', apellidos: 'Calm', email: `e2e-bar-${Date.now()}@example.com` });
  await page.goto('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Piotr' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(loadingBar(page)).toHaveCount(0, { timeout: 3000 });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expect(page.locator('.jobs-items > li').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(loadingBar(page)).toHaveCount(0, { timeout: 3000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'de-DE', appStarts: false });

  test("an event landing's first HTML says its dates in a German visitor's format", async ({ page }) => {
    await page.goto('/german/speed-hiring-week');
    const times = page.locator('main time');
    await expect(times.first()).toBeVisible();
    // The browser's own format, written by mfe-events' server module: "Fr., 29. Jan. 2027, 10:00 MEZ", not
    // "Fri, Jan 29, 2027, 10:00 AM".
    for (const text of await times.allTextContents()) {
      expect(text).toMatch(/\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+\.? \d{4}/);
      expect(text).not.toMatch(/AM|PM/);
    }
  });
});
