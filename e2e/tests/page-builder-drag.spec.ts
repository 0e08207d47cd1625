// Dragging a block in the page builder works under the site's Content-Security-Policy: the drag library's feedback
// styles arrive as constructed stylesheets (patches/@dnd-kit__dom@0.4.0.patch), never as the inline <style> elements
// the policy refuses (docs/security.md#inline-styles).
import { expect, test } from '../support/test';
import { cspRefusals } from '../support/company';
import { logIn } from '../support/login';

test('a marketer drags a block of a landing page below another, with no refusal of the policy', async ({ page }) => {
  const refused = cspRefusals(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'admin@example.com');
  await page.goto('/admin/pages/landing:work-in-europe');
  const blocks = page.locator('[data-puck-component]');
  await expect(blocks.first()).toBeVisible();
  const order = () => blocks.evaluateAll((all) => all.map((block) => block.getAttribute('data-puck-component')));
  const before = await order();
  expect(before.slice(0, 2)).toEqual(['hero', 'text']);

  // A pointer drag of the first block, past the second one.
  const from = await blocks.nth(0).boundingBox();
  const past = await blocks.nth(2).boundingBox();
  if (!from || !past) throw new Error('the canvas has no blocks on screen');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + 10);
  await page.mouse.down();
  for (let step = 1; step <= 20; step += 1) {
    await page.mouse.move(x, from.y + 10 + ((past.y - from.y + 20) * step) / 20);
  }
  // While dragging, the library's styles are in force (the dragged block's feedback), as constructed stylesheets.
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0);
  await page.mouse.up();

  await expect.poll(order).not.toEqual(before);
  expect((await order()).indexOf('hero')).toBeGreaterThan(0);
  // And gone once the drop's animation is over.
  await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  expect(refused).toEqual([]);
  // The draft is left unsaved: the demo page stays as it was for the other tests.
});
