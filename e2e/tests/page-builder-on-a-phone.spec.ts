// The page builder (Puck, docs/events.md#the-admin-area) on a 390 px phone and on a desktop (issue 29): the page
// never scrolls sideways, Puck's panels (Blocks, Outline, Fields) are in reach inside the builder's box, a block can
// be chosen and its fields edited, and axe finds nothing on the whole builder, Puck's editor included.
import { emulateTouch, sidewaysScroll } from '../support/layout';
import { logIn } from '../support/login';
import { expect, type Locator, type Page, test } from '../support/test';
import { axeOn } from '../support/axe';

const BUILDER = '/admin/pages/landing:work-in-europe';

/**
 * Whether `inner` lies whole inside `outer` on screen (not cut off by its box). Asked with `expect.poll`: a panel
 * that has just opened may still be moving into place on a busy machine.
 */
async function inside(inner: Locator, outer: Locator) {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.width <= b.x + b.width + 1 && a.y + a.height <= b.y + b.height + 1;
}

async function axeFindings(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a marketer edits a landing page on a 390 px phone: no sideways scroll, the panels in reach, axe clean', async ({
  page,
}) => {
  await logIn(page, 'admin@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(BUILDER);
  await emulateTouch(page, true);
  const box = page.locator('.admin-builder-canvas');
  const canvas = page.locator('#puck-canvas-root');
  const hero = canvas.getByRole('button', { name: /Work in Europe with your languages/ });
  await expect(hero).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);

  // Puck's bar of panels sits at the bottom of its layout on a phone: inside the builder's box, not cut off below it.
  const fields = box.getByText('Fields', { exact: true });
  await expect(fields).toBeVisible();
  await expect.poll(() => inside(fields, box)).toBe(true);
  await expect.poll(() => inside(box.getByText('Blocks', { exact: true }), box)).toBe(true);

  // Choose the hero, open its fields: the Title field is there, in the box, and takes the words.
  await hero.click();
  // The tab is a button laid over its label (docs/events.md#the-page-builder-by-keyboard).
  await box.getByRole('button', { name: 'Fields', exact: true }).click();
  const title = page.getByLabel('Title', { exact: true }).locator('visible=true');
  await expect(title).toBeVisible();
  await expect.poll(() => inside(title, box)).toBe(true);
  await title.fill('Work in Europe, from your phone');
  await expect(canvas.locator('h1')).toHaveText('Work in Europe, from your phone');
  expect(await sidewaysScroll(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('page-builder-390.png'), fullPage: true });
  expect(await axeFindings(page)).toEqual([]);
  // The draft is left unsaved: the demo page stays as it was for the other tests.
});

test('the page builder on a desktop: axe finds nothing, Puck included', async ({ page }) => {
  await logIn(page, 'admin@example.com');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(BUILDER);
  await expect(
    page.locator('#puck-canvas-root').getByRole('button', { name: /Work in Europe with your languages/ }),
  ).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await page.screenshot({ path: test.info().outputPath('page-builder-1440.png'), fullPage: true });
  expect(await axeFindings(page)).toEqual([]);
});
