// The page builder (Puck, docs/events.md#the-page-builder-by-keyboard) by keyboard alone and in the admin's language
// (issue 29): a German admin opens the panels, adds a block, moves it, removes it and adds a question to the FAQ with
// Tab and Enter only, sees Puck's own words in German, the focus always visible, and axe finds nothing on the way.
import { logIn } from '../support/login';
import { expect, type Locator, type Page, test } from '../support/test';
import { axeOn } from '../support/axe';

const BUILDER = '/admin/pages/landing:work-in-europe';

async function axeFindings(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails after `most` presses. */
async function tabTo(page: Page, target: Locator, { back = false, most = 120 } = {}) {
  for (let n = 0; n < most; n += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never had the focus after ${most} presses of Tab`);
}

/** Whether the focused element draws a focus ring (an outline), on itself or on the box inside it (Puck's drawer). */
const focusRingShown = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    return [el, ...el.querySelectorAll('*')].some((node) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    });
  });

test('a German admin edits a landing page with the keyboard only, in German, axe clean', async ({ page, baseURL }) => {
  // Some hundred key presses and three axe runs: longer than a click-through (the machine is shared).
  test.setTimeout(180_000);
  await logIn(page, 'admin@example.com');
  await page.context().addCookies([{ name: 'locale', value: 'de', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(BUILDER);
  const box = page.locator('.admin-builder-canvas');
  const blocks = page.locator('#puck-canvas-root [data-puck-component]');
  await expect(blocks.first()).toBeVisible();
  // The blocks' ids in their order on the canvas (the demo page's: hero, text, register, faq).
  const order = () => blocks.evaluateAll((all) => all.map((b) => b.getAttribute('data-puck-component') ?? ''));
  const start = await order();

  // Puck's panel tabs, in German, each a toggle button the keyboard reaches; its English words are gone.
  const blocksTab = box.getByRole('button', { name: 'Bausteine', exact: true });
  const outlineTab = box.getByRole('button', { name: 'Gliederung', exact: true });
  await expect(blocksTab).toHaveAttribute('aria-pressed', 'true');
  await expect(outlineTab).toHaveAttribute('aria-pressed', 'false');
  await expect(box.getByRole('heading', { name: 'Seite', exact: true })).toBeVisible();
  for (const english of ['Blocks', 'Outline', 'Fields', 'Components', 'Page'])
    await expect(box.getByText(english, { exact: true }).locator('visible=true')).toHaveCount(0);

  // The Outline panel, by Tab and Enter: it opens in place of the Blocks panel, and the focus ring is on the tab.
  await tabTo(page, outlineTab);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(outlineTab).toHaveAttribute('aria-pressed', 'true');
  await expect(blocksTab).toHaveAttribute('aria-pressed', 'false');
  expect(await axeFindings(page)).toEqual([]);
  // Back to the Blocks panel.
  await tabTo(page, blocksTab, { back: true });
  await page.keyboard.press('Enter');
  await expect(blocksTab).toHaveAttribute('aria-pressed', 'true');

  // A video link block, added from the Blocks panel with Enter: it lands at the end, selected, with the focus on it.
  const videoItem = box.locator('[data-puck-drawer-item][role="button"]', { hasText: 'Videolink' });
  await tabTo(page, videoItem);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await order()).length).toBe(start.length + 1);
  const added = (await order()).at(-1) ?? '';
  expect(added).toMatch(/^video_link/);
  await expect(blocks.last()).toBeFocused();
  await expect(page.getByText(`„Videolink“ als Baustein ${start.length + 1} hinzugefügt.`)).toBeAttached();

  // Moved up twice from its action bar: "Nach oben verschieben" keeps the focus, the block climbs.
  const moveUp = box.getByRole('button', { name: 'Nach oben verschieben' });
  await tabTo(page, moveUp);
  expect(await focusRingShown(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual([...start.slice(0, -1), added, ...start.slice(-1)]);
  await expect(moveUp).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual([...start.slice(0, -2), added, ...start.slice(-2)]);

  // Removed with Puck's own Delete, in German.
  await tabTo(page, box.getByRole('button', { name: 'Löschen', exact: true }));
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(start);

  // The FAQ, chosen on the canvas with Enter; one more question from the list's named add button.
  await tabTo(page, blocks.filter({ has: page.locator('.page-block--faq') }));
  await page.keyboard.press('Enter');
  const addQuestion = box.getByRole('button', { name: 'Eintrag zu „Fragen“ hinzufügen' });
  await expect(addQuestion).toBeVisible();
  const questions = box.locator('[class*="ArrayFieldItem-summary"]').locator('visible=true');
  const before = await questions.count();
  await tabTo(page, addQuestion);
  await page.keyboard.press('Enter');
  await expect(questions).toHaveCount(before + 1);
  await expect(questions.last()).toContainText(`Frage ${before + 1}`);

  await page.screenshot({ path: test.info().outputPath('page-builder-keyboard-1440.png'), fullPage: true });
  expect(await axeFindings(page)).toEqual([]);
  // The draft is left unsaved: the demo page stays as it was for the other tests.
});

test('on a 390 px phone the panel tabs are buttons too, in German, axe clean', async ({ page, baseURL }) => {
  await logIn(page, 'admin@example.com');
  await page.context().addCookies([{ name: 'locale', value: 'de', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(BUILDER);
  const box = page.locator('.admin-builder-canvas');
  await expect(page.locator('#puck-canvas-root [data-puck-component]').first()).toBeVisible();
  const fieldsTab = box.getByRole('button', { name: 'Felder', exact: true });
  await expect(fieldsTab).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, fieldsTab);
  await page.keyboard.press('Enter');
  await expect(fieldsTab).toHaveAttribute('aria-pressed', 'true');
  // With nothing chosen the Fields panel shows the page's own fields, named "Seite".
  await expect(box.getByText('Seite', { exact: true }).locator('visible=true').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('page-builder-keyboard-390.png'), fullPage: true });
  expect(await axeFindings(page)).toEqual([]);
});
