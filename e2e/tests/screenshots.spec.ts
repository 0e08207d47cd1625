import { expect, test } from '../support/test';
import { openSettled, PUBLIC_PAGES } from '../support/public-pages';
import { readStackState } from '../support/stack-state';

// The look of each public page on a phone (390 px) and a desktop (1366 px), against the images committed next to
// this file (docs/design-system.md#how-the-design-is-tested). A change that moves pixels shows its visual diff in the
// test report; when the change is wanted, refresh the images with `npx playwright test tests/screenshots.spec.ts
// --update-snapshots` and commit them with it. The demo data is deterministic and its dates are anchored at the start
// of the day it was seeded on; the browser's clock is frozen at noon of that day, so "yesterday", "3 days ago" and
// the "New" marks are the same at any hour. The calendar dates still change from day to day and are masked; the caret
// and animations are frozen by Playwright.
// Each test opens one page: any worker of the 'quiet' project may take it (docs/testing.md#three-projects).
test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

for (const viewport of VIEWPORTS) {
  for (const { name, path } of PUBLIC_PAGES) {
    test(`${name} on a ${viewport.name} looks as approved`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await page.clock.setFixedTime(new Date(`${readStackState().seedDay}T12:00:00Z`));
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
