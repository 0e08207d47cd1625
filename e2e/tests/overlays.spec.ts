import { expect, type Page, test } from '../support/test';

// The overlays of shared-kit/ui in a real browser, on the design-system catalogue (docs/design-system.md#components):
// what jsdom cannot show (the native modal <dialog>, focus, the top layer, scroll locking), driven by the keyboard.

// The overlays' animations as most visitors see them: every other spec runs with reduced motion
// (docs/testing.md#reduced-motion), which ends them at once.
test.use({ reducedMotion: 'no-preference' });

const state = (page: Page, section: string, name: string) =>
  page.getByRole('region', { name: section }).getByRole('figure', { name });

test.beforeEach(async ({ page }) => {
  await page.goto('/design-system');
  await expect(page.getByRole('heading', { name: 'Design system', level: 1 })).toBeVisible();
});

test('a dialog is modal: focus moves in, the page is locked, Escape closes it and focus returns', async ({ page }) => {
  const opener = state(page, 'Dialog', 'Confirmation with actions').getByRole('button', {
    name: 'Withdraw the application',
  });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  // Tab never reaches the page behind, which is inert: it goes through the dialog's controls and, past the last one,
  // out to the browser's own controls (the document's body here) before coming back.
  const where = () =>
    page.evaluate(() =>
      document.activeElement?.closest('dialog')
        ? 'dialog'
        : document.activeElement === document.body
          ? 'browser'
          : 'page',
    );
  const stops: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(await where());
  }
  expect(stops).not.toContain('page');
  expect(stops.slice(0, 2)).toEqual(['dialog', 'dialog']);
  expect(stops.at(-1)).toBe('dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('a bottom drawer opens from a button and closes with its close button', async ({ page }) => {
  const opener = state(page, 'Drawer', 'Bottom sheet').getByRole('button');
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const box = await drawer.boundingBox();
  const viewport = page.viewportSize();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport?.height);
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a menu button works from the keyboard', async ({ page }) => {
  const figure = state(page, 'Menu', 'Actions, aligned to the start');
  const button = figure.getByRole('button', { name: 'Actions' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'Actions' });
  await expect(menu.getByRole('menuitem', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('a');
  await expect(menu.getByRole('menuitem', { name: 'Archive' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(figure.getByText('Chosen: Archive')).toBeVisible();
});

test('two languages are picked in the multi-select by keyboard, with a visible focus ring', async ({ page }) => {
  const figure = state(page, 'MultiCombobox', 'Empty');
  const input = figure.getByRole('combobox', { name: 'Languages' });
  await input.focus();
  await page.keyboard.type('germ');
  await expect(figure.getByRole('option', { name: 'German', exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.type('spa');
  await page.keyboard.press('Enter');
  await expect(figure.getByRole('button', { name: 'Remove German' })).toBeVisible();
  await expect(figure.getByRole('button', { name: 'Remove Spanish' })).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const ring = await figure
    .locator('.sk-combobox__control')
    .evaluate((control) => getComputedStyle(control).outlineStyle);
  expect(ring).toBe('solid');
  await page.keyboard.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Backspace');
  await expect(figure.getByRole('button', { name: 'Remove Spanish' })).toHaveCount(0);
});

test('Escape in a multi-select inside a drawer closes the list, then clears the text, then the drawer', async ({
  page,
}) => {
  const opener = state(page, 'Drawer', 'With a multi-select inside').getByRole('button');
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const input = drawer.getByRole('combobox', { name: 'Languages' });
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await page.keyboard.type('pol');
  await page.keyboard.press('Enter');
  await page.keyboard.type('fre');
  await page.keyboard.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();
});
