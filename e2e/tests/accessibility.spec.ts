import { expect, test } from '../support/test';
import { openSettled, PUBLIC_PAGES } from '../support/public-pages';
import { AXE_VIEWPORTS, axeViolations } from '../support/axe';

// axe-core on the production build, after the app has taken over each page, on a phone and on a desktop (their
// navbars and filters differ): no violation of WCAG 2.2 A/AA or of axe's best practices
// (docs/design-system.md#how-the-design-is-tested).

// Each test opens one page: any worker may take it (docs/testing.md#three-projects).
test.describe.configure({ mode: 'parallel' });

for (const viewport of AXE_VIEWPORTS) {
  for (const { name, path } of PUBLIC_PAGES) {
    test(`${name} on a ${viewport.name} has no accessibility violation`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await openSettled(page, await path(request));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

// The server's markup alone, as a visitor without JavaScript (and a crawler) gets it. axe itself runs as a script,
// so instead of turning JavaScript off the page's own scripts are not delivered.
test.describe('without JavaScript', () => {
  test.use({ appStarts: false });
  test.beforeEach(async ({ page }) => {
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
  });
  for (const { name, path } of PUBLIC_PAGES) {
    test(`${name} as served has no accessibility violation`, async ({ page, request }) => {
      await page.setViewportSize(AXE_VIEWPORTS[0]);
      await page.goto(await path(request));
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
