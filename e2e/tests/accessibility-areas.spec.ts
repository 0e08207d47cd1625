import { expect, test } from '../support/test';
import { openSettled } from '../support/public-pages';
import { AXE_VIEWPORTS, axeViolations } from '../support/axe';

// The same axe-core check as accessibility.spec.ts on the pages of the company, events and candidate areas and on
// the not-found page, each made of the design system's components (docs/design-system.md#the-candidate-company-and-events-screens).
const AREA_PAGES = [
  { name: 'employer landing', path: '/company' },
  { name: 'pricing', path: '/company/pricing' },
  { name: 'career events', path: '/career-events' },
  { name: 'data deletion', path: '/candidates/data-deletion' },
  { name: 'dashboard as a guest', path: '/account/dashboard' },
  { name: 'not found', path: '/no-such-page-here' },
];

// Each test opens one page: any worker may take it (docs/testing.md#three-projects).
test.describe.configure({ mode: 'parallel' });

for (const viewport of AXE_VIEWPORTS) {
  for (const { name, path } of AREA_PAGES) {
    test(`${name} on a ${viewport.name} has no accessibility violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSettled(page, path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}

// The server renders the not-found page with the same markup as shared-kit's NotFound (docs/pages.md): its ways back
// are buttons at the first paint, without JavaScript too, and stay where they are when React takes over.
test('the not-found page as served has its button links in place before and after React', async ({ browser }) => {
  const boxes = async (javascript: boolean) => {
    const context = await browser.newContext({ viewport: AXE_VIEWPORTS[0] });
    const page = await context.newPage();
    if (!javascript) await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    if (javascript) await openSettled(page, '/no-such-page-here');
    else await page.goto('/no-such-page-here');
    const links = page.getByRole('navigation', { name: 'Not found' }).getByRole('link');
    const found = await Promise.all(
      ['Browse jobs', 'Go to the home page'].map((name) => links.filter({ hasText: name }).boundingBox()),
    );
    const axe = javascript ? [] : await axeViolations(page);
    await context.close();
    return { found, axe };
  };
  const served = await boxes(false);
  expect(served.axe).toEqual([]);
  for (const box of served.found) expect(box?.height).toBeGreaterThanOrEqual(44);
  expect((await boxes(true)).found).toEqual(served.found);
});
