import { expect, type Page, test } from '../support/test';
import { E2E_BASE_PORT } from '../support/ports';
import { demoJob } from '../support/public-pages';

// A visitor whose language is Polish (the `locale` cookie the switcher sets, docs/i18n.md#choosing-the-language): the
// server names it in `<html lang>` and the jobs area, once it has taken over from the server's markup, speaks Polish
// (docs/i18n.md#in-the-front-ends). Job contents stay as posted.

/** Texts of the English jobs screens that must not be left on a Polish one (job contents aside). */
const ENGLISH = [
  'jobs found',
  'Showing ',
  'Load more jobs',
  'Latest jobs only',
  'Filters (',
  'More filters',
  'Type a language',
  'Published',
  '(required)',
  'Job description',
  'Employment type',
  'Back to the newest jobs',
  'Similar jobs',
];

/** The jobs area's text, once the app has replaced the server's (inert) markup with its own screen. */
async function areaText(page: Page): Promise<string> {
  await expect(page.locator('.sk-server-markup')).toHaveCount(0);
  return (await page.locator('.jobs-area').textContent()) ?? '';
}

test.beforeEach(async ({ context, page }) => {
  await context.addCookies([{ name: 'locale', value: 'pl', url: `http://localhost:${E2E_BASE_PORT}` }]);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('the job list speaks Polish: count, filters, cards, split view and load more', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  // The demo seed's 2,914 open jobs (2,891 generated, 23 of the employer landings' five employers;
  // e2e/tests/job-search.spec.ts), "many" in Polish; 4-digit numbers are not grouped.
  await expect(page.locator('.jobs-total')).toHaveText('2914 ofert pracy');
  await expect(page.getByText('Wyświetlono 20 z 2914')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wczytaj więcej ofert' })).toBeVisible();
  const bar = page.locator('.jobs-filter-bar');
  await expect(bar.getByRole('button', { name: 'Tylko najnowsze oferty', pressed: false })).toBeVisible();
  await expect(bar.getByRole('combobox', { name: 'Języki' })).toBeVisible();
  await expect(
    bar.getByRole('group', { name: 'Rodzaj zatrudnienia' }).getByRole('button', { name: 'Pełny etat', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Wybrana oferta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Następna oferta' })).toBeVisible();
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .getByText('Opublikowano')
      .first(),
  ).toBeVisible();

  // The rarer filters in the drawer, in Polish too.
  await page.getByRole('button', { name: 'Więcej filtrów' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtry' });
  await expect(
    drawer.getByRole('group', { name: 'Doświadczenie' }).getByText('Doświadczenie nie jest wymagane'),
  ).toBeVisible();

  const text = await areaText(page);
  expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
  // No message id in place of a text (a catalogue not loaded, an id missing).
  expect(text).not.toMatch(/(jobs|kit)\.[a-z]+\.[\w.-]+/);
});

test('a job page speaks Polish around the job as it was posted', async ({ page, request }) => {
  const job = await demoJob(request);
  await page.goto(`/jobs/${job.url}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await expect(page.getByRole('heading', { level: 2, name: 'Opis stanowiska' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await expect(page.locator('.jobs-facts dt', { hasText: 'Lokalizacja' })).toBeVisible();
  await expect(page.locator('.jobs-apply-posted', { hasText: /^Opublikowano / })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Języki' }).getByRole('list').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aplikuj' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Zapisz ofertę ${job.title} w ulubionych` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do najnowszych ofert' })).toBeVisible();

  const text = await areaText(page);
  expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
  // No message id in place of a text (a catalogue not loaded, an id missing).
  expect(text).not.toMatch(/(jobs|kit)\.[a-z]+\.[\w.-]+/);
});
