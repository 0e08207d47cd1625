// The header on a phone (docs/design-system.md#navbar): the brand, "Sign up" and the menu button share one row, in
// every interface language, on a 390 px phone and a 360 px one. Issue 23's walk found Polish's "Zarejestruj się"
// pushing the menu button past a 390 px screen, so every page a Polish visitor opened slid sideways.
import { expect, test } from '../support/test';

const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pl'];

for (const width of [390, 360]) {
  test(`a guest's header fits a ${width} px phone in every language`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 800 });
    const overflowing: string[] = [];
    for (const locale of LOCALES) {
      await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
      await page.goto('/jobs');
      const menu = page
        .getByRole('navigation')
        .first()
        .getByRole('button', { name: /^Men[uüú]$/ });
      await expect(menu).toBeVisible();
      const right = await menu.evaluate((button) => button.getBoundingClientRect().right);
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (right > width || extra > 0)
        overflowing.push(`${locale}: menu ends at ${Math.round(right)} px, ${extra} px too wide`);
    }
    expect(overflowing).toEqual([]);
  });
}
