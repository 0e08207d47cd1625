import { expect, type Page, test } from '../support/test';

// Place names outside ASCII (Kraków, Düsseldorf) reach the browser percent-encoded (`Krak%C3%B3w`): the app must
// read them as the same page as the readable name, not redirect to itself for ever and render an empty <main>
// (docs/product-rules.md#path-names-and-canonical-paths).

/**
 * The app's own list (not the server's markup) is on screen with its heading and its count; a guest's list comes
 * with the page (docs/delivery.md), so no api request is awaited: the app has started (page.goto waits for it) and
 * the server's markup is gone. `jobs` says whether the demo data has jobs there (no remote job is in a Polish city:
 * an empty state).
 */
async function expectListRendered(page: Page, path: string, heading: RegExp, jobs = true) {
  await page.goto(path);
  await expect(page.locator('.sk-server-markup')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText(/jobs? found/)).toBeVisible();
  const results = page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .locator(':scope > li');
  if (jobs) await expect(results.first()).toBeVisible();
  else await expect(page.getByRole('heading', { name: 'No jobs match this search' })).toBeVisible();
}

const CITIES = ['Kraków', 'Gdańsk', 'Poznań', 'Wrocław', 'Düsseldorf', 'Malmö', 'Málaga', 'Iași'];

for (const city of CITIES) {
  test(`the jobs in ${city} show, as the browser spells the path`, async ({ page }) => {
    await expectListRendered(page, `/jobs-in-${encodeURIComponent(city)}`, new RegExp(`in ${city}$`));
  });
}

test('every variant of a job list with an accented place shows its jobs', async ({ page }) => {
  await expectListRendered(page, '/jobs-in-Krak%C3%B3w-for-Polish-speakers', /^Jobs for Polish speakers in Kraków$/);
  await expectListRendered(page, '/remote-jobs-in-Krak%C3%B3w', /^Remote jobs in Kraków$/, false);
  await expectListRendered(
    page,
    '/remote-jobs-in-Pozna%C5%84-for-English-speakers',
    /^Remote jobs for English speakers in Poznań$/,
    false,
  );
  // A page number past a short list's end goes back to its first page, as for any list.
  await expectListRendered(page, '/jobs-in-D%C3%BCsseldorf/2', /in Düsseldorf$/);
  // A name typed in lower case is put right, once.
  await page.goto('/jobs-in-krak%C3%B3w');
  await expect(page).toHaveURL(/\/jobs-in-Krak%C3%B3w(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/in Kraków$/);
});

test('the home search for Polish speakers in Kraków lands on their jobs', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const search = page.getByRole('search', { name: 'Search jobs' });
  await search.getByRole('combobox', { name: 'Language you speak' }).fill('Polish');
  await page.getByRole('option', { name: 'Polish', exact: true }).click();
  await search.getByRole('combobox', { name: 'Where' }).fill('Kraków');
  await page
    .getByRole('option', { name: /^Kraków/ })
    .first()
    .click();
  await search.getByRole('button', { name: 'Search jobs' }).click();
  await expect(page).toHaveURL(/\/jobs-in-Krak%C3%B3w-for-Polish-speakers/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jobs for Polish speakers in Kraków');
  await expect(
    page
      .getByRole('list')
      .filter({ has: page.getByRole('article') })
      .locator(':scope > li')
      .first(),
  ).toBeVisible();
});
