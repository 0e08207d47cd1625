// Issue 29, "the event landing shows unstyled server HTML, then a skeleton, then the page": the first HTML of an
// event's landing is the landing's own markup with the events stylesheet linked, so it is styled before any script
// runs, and the landing takes it over without a skeleton in between (docs/pages.md#first-html-of-built-pages).
import { REMOTE_PORTS } from '../support/ports';
import { expect, type Page, test } from '../support/test';

const LANDING = '/german/speed-hiring-week';

declare global {
  interface Window {
    __landing: { skeletons: number; shift: number };
  }
}

/** Counts every skeleton that enters the document after the server's markup, and the layout shift. */
async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    window.__landing = { skeletons: 0, shift: 0 };
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches('.sk-skeleton') || node.querySelector('.sk-skeleton')) window.__landing.skeletons += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__landing.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false, appStarts: false });

  test("an event landing's first HTML links the events stylesheet and its heading is styled", async ({ page }) => {
    const response = await page.goto(LANDING);
    const html = (await response?.text()) ?? '';
    // The events area's stylesheet, linked in the head (read from mfe-events' manifest).
    const events = `localhost:${REMOTE_PORTS.mfe_events}/`;
    const styles = html.match(/<link rel="?stylesheet"? href="?[^"> ]+/g) ?? [];
    expect(styles.some((tag) => tag.includes(events) && tag.endsWith('.css'))).toBe(true);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The landing's own boxes: the area's width and the hero title's size, as the React landing has them.
    const area = page.locator('main .events-area');
    await expect(area).toHaveCount(1);
    expect(await area.evaluate((el) => getComputedStyle(el).maxWidth)).toBe('960px');
    const size = await heading.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize));
    const body = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
    expect(size).toBeGreaterThan(body * 1.7);
  });
});

test('the landing takes over its server markup without a skeleton in between', async ({ page }) => {
  await watchTakeover(page);
  await page.goto(LANDING);
  // The React landing is there once its sign-up form has its email field (the server's form has a button only).
  await expect(page.getByRole('textbox', { name: /email/i }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen = await page.evaluate(() => window.__landing);
  expect(seen.skeletons).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
