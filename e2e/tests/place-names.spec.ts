import { expect, test } from '../support/test';
import { E2E_BASE_PORT } from '../support/ports';

// Cities in the visitor's language (docs/i18n.md#place-names): issue 29 found "Cologne, Deutschland" on German pages.

test.beforeEach(async ({ context, page }) => {
  await context.addCookies([{ name: 'locale', value: 'de', url: `http://localhost:${E2E_BASE_PORT}` }]);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the German job list says Köln: the place filter finds it as "Cologne", the heading and the cards name it', async ({
  page,
  request,
}) => {
  // The server's first HTML already says it (search engines, a page before its JavaScript).
  const html = await (await request.get('/jobs-in-Cologne', { headers: { cookie: 'locale=de' } })).text();
  expect(html).toContain('Köln');
  expect(html).not.toContain('Cologne, Deutschland');

  await page.goto('/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('.sk-server-markup')).toHaveCount(0);
  const location = page.locator('.jobs-filter-bar').getByRole('combobox', { name: 'Ort' });
  await location.fill('Cologne');
  const listbox = page.getByRole('listbox', { name: 'Ort' });
  await expect(listbox.getByRole('option', { name: /^Köln/ })).toBeVisible();
  await expect(listbox.getByRole('option', { name: /Cologne/ })).toHaveCount(0);
  await location.press('Enter');

  await expect(page).toHaveURL(/\/jobs-in-Cologne/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Köln');
  const cards = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(cards.getByText('Köln, Deutschland').first()).toBeVisible();
});

test('after a switch to German in the page, the cards already on screen say Köln too', async ({ context, page }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: `http://localhost:${E2E_BASE_PORT}` }]);
  await page.goto('/jobs-in-Cologne');
  await expect(page.locator('.sk-server-markup')).toHaveCount(0);
  const cards = page.getByRole('list').filter({ has: page.getByRole('article') });
  await expect(cards.getByText('Cologne, Germany').first()).toBeVisible();
  // The navbar's switcher: the list is asked for again, in the new language.
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(cards.getByText('Köln, Deutschland').first()).toBeVisible();
  await expect(cards.getByText(/Cologne/)).toHaveCount(0);
});
