import { expect, test } from '@playwright/test';
import { openSettled, PUBLIC_PAGES } from '../support/public-pages';

// The look of each public page on a phone (390 px) and a desktop (1366 px), against the images committed next to
// this file (docs/design-system.md#how-the-design-is-tested). A change that moves pixels shows its visual diff in the
// test report; when the change is wanted, refresh the images with `npx playwright test tests/screenshots.spec.ts
// --update-snapshots` and commit them with it. The demo data is deterministic and its dates are relative to today,
// so the pages are the same on every run but for the calendar dates, which are masked; the caret and animations are
// frozen by Playwright.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

for (const viewport of VIEWPORTS) {
  for (const { name, path } of PUBLIC_PAGES) {
    test(`${name} on a ${viewport.name} looks as approved`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await openSettled(page, await path(request));
      // Web fonts are the system's; wait for layout to settle after the app's takeover.
      await page.evaluate(() => document.fonts.ready);
      await expect(page).toHaveScreenshot(`${name}-${viewport.name}.png`, {
        maxDiffPixelRatio: 0.01,
        mask: [page.locator('time'), page.locator('.jobs-fact', { hasText: 'Published' }).locator('dd')],
      });
    });
  }
}
