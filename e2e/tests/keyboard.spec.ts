import { expect, type Locator, type Page, test } from '../support/test';
import { E2E_PASSWORD } from '../support/candidate';
import { registerCandidateByApi } from '../support/company';
import { logIn } from '../support/login';

// A job search by keyboard only, with no mouse and no click after logging in: keyword, two languages in the
// searchable multi-select, a country, a job opened from the list, saved. At every step the control that has the
// focus is the one expected and shows a focus indicator (docs/design-system.md#the-job-list-and-the-job-page).

/**
 * Whether what has the focus is drawn with a visible indicator: an outline or a box shadow on the element, on its
 * `::after` (an interactive card's ring is drawn round the card by its title link's pseudo-element), or on the
 * combobox's control around its input.
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const drawn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const candidates: [Element, string | null][] = [
      [element, null],
      [element, '::after'],
    ];
    const control = element.closest('.sk-combobox__control');
    if (control) candidates.push([control, null]);
    return candidates.some(([target, pseudo]) => drawn(getComputedStyle(target, pseudo)));
  });
}

/** Presses Tab until `target` has the focus (at most `limit` times), then checks the focus is shown. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await focusIsVisible(page)).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focus is on `target` and is shown. */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  expect(await focusIsVisible(page)).toBe(true);
}

test('search, pick two languages and a country, open a job and save it, by keyboard only with visible focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // A candidate of its own, whose favourites no other spec reads (docs/testing.md#four-workers-one-stack).
  await page.goto('/login');
  await logIn(
    page,
    await registerCandidateByApi(page, { nombre: 'Kai', apellidos: 'Berg', stamp: 'keys' }),
    E2E_PASSWORD,
  );

  await page.goto('/jobs');
  // The app has taken over the server's markup (docs/pages.md#reacts-takeover-without-a-jump).
  await expect(page.locator('.sk-server-markup')).toHaveCount(0);
  await expect(page.getByRole('list').filter({ has: page.getByRole('article') })).toBeVisible();

  // Keyword search: Tab from the top of the page to the field, type, Enter.
  const keywords = page.getByRole('searchbox', { name: 'Keywords' });
  await tabTo(page, keywords);
  await page.keyboard.type('support');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\?keywords=support/);
  await expectFocusOn(page, keywords);

  // Two languages in the multi-select: type to filter, Enter picks the active option; the list stays for more.
  const bar = page.locator('.jobs-filter-bar');
  const languages = bar.getByRole('combobox', { name: 'Languages' });
  await tabTo(page, languages);
  await page.keyboard.type('engl');
  // The input keeps the focus; the active option is the one it points to (aria-activedescendant).
  const english = bar.getByRole('listbox', { name: 'Languages' }).getByRole('option', { name: 'English', exact: true });
  await expect(languages).toHaveAttribute('aria-activedescendant', (await english.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs-for-English-speakers\?keywords=support/);
  await expectFocusOn(page, languages);
  await page.keyboard.type('germ');
  // As for English: Enter only once German is the active option (the list is still reloading after the first
  // pick, and an Enter before the options follow the typing picked nothing).
  const german = bar.getByRole('listbox', { name: 'Languages' }).getByRole('option', { name: 'German', exact: true });
  await expect(languages).toHaveAttribute('aria-activedescendant', (await german.getAttribute('id')) ?? '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs-for-English\+German-speakers\?keywords=support/);
  await expectFocusOn(page, languages);
  await expect(bar.getByRole('button', { name: 'Remove German' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A country in the location combobox.
  const location = bar.getByRole('combobox', { name: 'Location' });
  await tabTo(page, location);
  await page.keyboard.type('germany');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs-in-Germany-for-English\+German-speakers\?keywords=support/);
  await expectFocusOn(page, location);
  await expect(location).toHaveValue('Germany');

  // The first job of the list: its card's one link. On a wide screen Enter selects it beside the list.
  const results = page.getByRole('list').filter({ has: page.getByRole('article') });
  const first = results.getByRole('article').first().getByRole('link').first();
  await expect(first).toBeVisible();
  const title = ((await first.textContent()) ?? '').trim();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  const pane = page.getByRole('complementary', { name: 'Selected job' });
  const paneTitle = pane.getByRole('heading', { level: 2, name: title }).getByRole('link');
  await expect(paneTitle).toBeVisible();

  // On to the selected job's title, whose link opens the job's own page.
  await tabTo(page, paneTitle);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Save it.
  const save = page.getByRole('article').getByRole('button', { name: `Save ${title} to favourites` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Favorite added')).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expectFocusOn(page, save);

  // And unsave it.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Favorite removed')).toBeVisible();
});
