import { expect, test } from '../support/test';

// The api's part of the interface languages as a browser sees it (docs/i18n.md#on-the-server): the served page in
// the cookie's language, the job's own text marked with its language, and the language form without JavaScript.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('with the locale cookie, the served list says Polish in <html lang>, title and h1', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'pl', url: baseURL as string }]);
    const response = await page.goto('/jobs-in-Germany');
    expect(response?.status()).toBe(200);
    expect(response?.headers().vary).toMatch(/Accept-Language/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page).toHaveTitle(/^Praca – Niemcy(?: – strona \d+)? \| EuLangJobs$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Praca – Niemcy');
    // Job titles stay as posted, marked with the language they are written in.
    const titles = page.locator('.jobs-card-title[lang]');
    expect(await titles.count()).toBeGreaterThan(0);
  });
});

test('the language form posted without script sets the cookie and comes back to the page', async ({
  page,
  context,
}) => {
  await page.goto('/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The form as the server-rendered switcher posts it, submitted natively (no fetch, no XSRF header).
  await page.evaluate(() => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = '/api/locale';
    for (const [name, value] of [
      ['locale', 'de'],
      ['next', '/jobs-in-Germany'],
    ]) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  });
  await page.waitForURL('**/jobs-in-Germany');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('de');
  await expect(page).toHaveTitle(/^Jobs in Deutschland/);
});
