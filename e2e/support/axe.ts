import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe-core rule sets every accessibility check of the browser tests runs (WCAG 2.2 AA and best practice). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The phone and the desktop the accessibility checks run on (their navbars and filters differ). */
export const AXE_VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

/** Longest wait for the page's transitions to end: the design system's last a quarter of a second. */
const SETTLE_LIMIT_MS = 2_000;

/**
 * Until every transition and finite animation running on the page has ended. axe reads the colours as they are: a
 * button that has just become enabled is half-way through its colour transition for a moment, and axe once found its
 * label's contrast too low there (welcome.spec on CI). Spinners and skeletons loop forever and are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    SETTLE_LIMIT_MS,
  );
}

/** axe with the browser tests' rules (AXE_TAGS), run once the page's transitions have ended. */
class SettledAxeBuilder extends AxeBuilder {
  readonly #page: Page;

  constructor(page: Page) {
    super({ page });
    this.#page = page;
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    await settled(this.#page);
    return super.analyze();
  }
}

/**
 * The one way the browser tests run axe: `axeOn(page).include('#languages').analyze()`, AXE_TAGS' rules, on the page
 * as it is once its transitions have ended.
 */
export function axeOn(page: Page): AxeBuilder {
  return new SettledAxeBuilder(page).withTags(AXE_TAGS);
}

/**
 * No axe violation on the page as it is, or at each viewport given and then back at the first (a desktop and a
 * 390 px phone, say).
 */
export async function expectNoAxeViolations(page: Page, viewports: { width: number; height: number }[] = []) {
  for (const viewport of viewports.length > 0 ? viewports : [null]) {
    if (viewport) await page.setViewportSize(viewport);
    const results = await axeOn(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  if (viewports[0]) await page.setViewportSize(viewports[0]);
}

/** axe's violations on the page: each rule with its impact and its first five nodes. */
export async function axeViolations(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}
