import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openSettled } from '../support/public-pages';

// The same axe-core check as accessibility.spec.ts on the pages of the company, events and candidate areas and on
// the not-found page, each made of the design system's components (docs/design-system.md#how-the-areas-use-them).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];
const AREA_PAGES = [
  { name: 'employer landing', path: '/company' },
  { name: 'pricing', path: '/company/pricing' },
  { name: 'career events', path: '/career-events' },
  { name: 'data deletion', path: '/candidates/data-deletion' },
  { name: 'dashboard as a guest', path: '/account/dashboard' },
  { name: 'not found', path: '/no-such-page-here' },
];

for (const viewport of VIEWPORTS) {
  for (const { name, path } of AREA_PAGES) {
    test(`${name} on a ${viewport.name} has no accessibility violation`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openSettled(page, path);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      const violations = results.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        nodes: v.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
      expect(violations).toEqual([]);
    });
  }
}
