import { expect, type Page, test } from '../support/test';

// The shell's screens as a visitor uses them on the production build (docs/design-system.md#the-shells-screens): the
// phone's one-row navbar and its menu, and the home page's search, with and without JavaScript.

const PHONE = { width: 390, height: 844 };

const navbarHeight = (page: Page) =>
  page.locator('header.navbar').evaluate((header) => header.getBoundingClientRect().height);

test.describe('the navbar on a phone', () => {
  test.use({ viewport: PHONE });

  test('is one row under 64 px with the brand, Sign up and a menu that opens and closes by keyboard', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    expect(await navbarHeight(page)).toBeLessThan(64);
    // Brand, call to action and menu button share one row.
    const tops = await Promise.all(
      [nav.getByRole('link', { name: 'EuLangJobs' }), nav.getByRole('link', { name: 'Sign up' }), menu].map(
        async (item) => (await item.boundingBox())?.y ?? -1,
      ),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(16);
    await expect(nav.getByRole('link', { name: 'Career events' })).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Career events' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await drawer.getByRole('link', { name: 'Jobs', exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(drawer).toBeHidden();
  });

  test('keeps its height when React takes over, and its menu works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const served = await navbarHeight(page);
    expect(served).toBeLessThan(64);
    await page.getByText('Menu', { exact: true }).click();
    await page.locator('.navbar__menu-panel').getByRole('link', { name: 'Career events' }).click();
    await expect(page).toHaveURL(/\/career-events$/);
    await context.close();

    const live = await browser.newPage({ viewport: PHONE });
    await live.goto('/', { waitUntil: 'networkidle' });
    await expect(live.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(await navbarHeight(live)).toBe(served);
    await live.close();
  });
});

test.describe("the home page's search", () => {
  test('keywords, a language and a place from the comboboxes lead to that list', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const search = page.getByRole('search', { name: 'Search jobs' });
    await search.getByRole('searchbox', { name: 'Job title, skill or keyword' }).fill('software');
    await search.getByRole('combobox', { name: 'Language you speak' }).fill('germ');
    await page.getByRole('option', { name: 'German', exact: true }).click();
    const place = search.getByRole('combobox', { name: 'Where' });
    await place.fill('germany');
    // Keyboard: the first match is active; Enter chooses it.
    await place.press('Enter');
    await expect(place).toHaveValue('Germany');
    await search.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/\/jobs-in-Germany-for-German-speakers\?keywords=software$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('German');
  });

  test('works without JavaScript: the server redirects its GET form to the same list', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const search = page.getByRole('search', { name: 'Search jobs' });
    await search.getByRole('searchbox', { name: 'Job title, skill or keyword' }).fill('software');
    await search.getByLabel('Language you speak').selectOption('German');
    await search.getByLabel('Where').selectOption('Germany');
    await search.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/\/jobs-in-Germany-for-German-speakers\?keywords=software$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('German');
    await context.close();
  });
});
