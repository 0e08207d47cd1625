// Issue 29, "blank white screens, then layout shift on the dashboard": a signed-in page's first HTML is its own frame
// (a signed-in navbar that names nobody, and a skeleton shaped like the page), and the page arrives in it without
// moving (docs/pages.md#server-rendered-content).
import { registerCandidate } from '../support/candidate';
import { expect, type Page, test } from '../support/test';

declare global {
  interface Window {
    __cls: { sum: number; moved: string[] };
  }
}

/** The layout shift of the page from its first byte (Chrome's layout-shift entries), with what moved. */
async function watchShift(page: Page) {
  await page.addInitScript(() => {
    window.__cls = { sum: 0, moved: [] };
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.__cls.sum += entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          window.__cls.moved.push(`${entry.value.toFixed(3)} ${node?.tagName ?? '?'}.${node?.className ?? ''}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('the frame as served', () => {
  test.use({ javaScriptEnabled: false, appStarts: false });

  test('a signed-in page is framed by a navbar without "Sign up" or "Log in", and no name', async ({ page }) => {
    const response = await page.goto('/account/dashboard');
    expect(response?.headers()['cache-control']).toBe('no-cache');
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'EuLangJobs' })).toBeVisible();
    await expect(page.getByText('Sign up')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    // The skeleton has the dashboard's blocks, not two generic boxes.
    await expect(page.locator('main .sk-shape--dashboard')).toHaveCount(1);
  });
});

for (const width of [390, 1440]) {
  test(`the dashboard arrives in its frame with a layout shift under 0.05 at ${width} px`, async ({ page }) => {
    await registerCandidate(page, {
      nombre: 'Lena',
      apellidos: 'Frame',
      email: `e2e-frame-${width}-${Date.now()}@example.com`,
    });
    await page.setViewportSize({ width, height: 900 });
    await watchShift(page);
    await page.goto('/account/dashboard', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Welcome, Lena' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => window.__cls);
    console.log(`CLS at ${width}: ${cls.sum.toFixed(4)} ${cls.moved.join('; ')}`);
    expect(cls.sum, cls.moved.join('; ')).toBeLessThan(0.05);
  });
}
