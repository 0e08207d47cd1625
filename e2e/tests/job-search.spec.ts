import { expect, test } from '../support/test';
import { logIn } from '../support/login';
import { demoJob, openSettled } from '../support/public-pages';

const results = (page: import('@playwright/test').Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .locator(':scope > li');

// The demo seed is deterministic (api/src/db/seed: 3,000 generated jobs, seed 42, dates relative to today): the
// counts below are what every run shows.
test('load more, filter by two languages and a country, next and previous, open a job', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/jobs');
  await expect(results(page)).toHaveCount(20);

  // Load more appends the next 20 of the open jobs (the button is the app's: the server's HTML has page links): the
  // demo's 2,914, give or take one that a spec running beside this file has open for a moment.
  const total = (await page.getByText(/^Showing 20 of /).innerText()).replace('Showing 20 of ', '');
  expect(Number(total.replace(',', ''))).toBeGreaterThanOrEqual(2914);
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(results(page)).toHaveCount(40);
  await expect(page.getByText(`Showing 40 of ${total}`)).toBeVisible();

  // The filter bar of a wide screen: the languages and the place are searchable comboboxes; a pick applies at once.
  // The list first shows the server's (inert) HTML: the app takes over within a second or so (docs/pages.md).
  await expect(page.locator('.sk-server-markup')).toHaveCount(0);
  const bar = page.locator('.jobs-filter-bar');
  const languages = bar.getByRole('combobox', { name: 'Languages' });
  await languages.click();
  await page.keyboard.type('English');
  await page.getByRole('listbox', { name: 'Languages' }).getByRole('option', { name: 'English', exact: true }).click();
  // The English list has loaded once its first job is selected (?job=): its answer also refreshes the language
  // options, and an Enter pressed while they change picks nothing (noted as a small race of the combobox).
  await expect(page).toHaveURL(/\/jobs-for-English-speakers\?job=\d+/);
  await page.keyboard.type('German');
  await expect(
    page.getByRole('listbox', { name: 'Languages' }).getByRole('option', { name: 'German', exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs-for-English\+German-speakers/);
  await bar.getByRole('combobox', { name: 'Location' }).click();
  await page.keyboard.type('Germany');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs-in-Germany-for-English\+German-speakers/);
  // Each filter applied is a chip that removes it.
  await expect(page.getByRole('group', { name: 'Applied filters' }).getByRole('listitem')).toHaveText([
    /^English\W*$/,
    /^German\W*$/,
    /^Germany\W*$/,
  ]);

  // 13 jobs need both languages in Germany: one page, all shown, nothing more to load.
  await expect(page.getByText('13 jobs found')).toBeVisible();
  await expect(results(page)).toHaveCount(13);
  await expect(page.getByText('Showing 13 of 13')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more jobs' })).toHaveCount(0);

  // Every job shown needs both languages and is in Germany: the api says so for the first one.
  const firstTitle = (await results(page).first().getByRole('link').first().textContent())?.trim() ?? '';
  const api = await page.request.get('/api/jobs-in-Germany-for-English+German-speakers?_size=1');
  const body = (await api.json()) as {
    jobs: { data: { title: string; languages: { slug: string }[]; country: { slug: string } }[] };
  };
  expect(body.jobs.data[0].title).toBe(firstTitle);
  expect(body.jobs.data[0].languages.map((l) => l.slug)).toEqual(expect.arrayContaining(['English', 'German']));
  expect(body.jobs.data[0].country.slug).toBe('Germany');

  // The first result is selected in the split view; next and previous walk the list.
  const pane = page.getByRole('complementary', { name: 'Selected job' });
  const paneTitle = pane.getByRole('heading', { level: 2 }).first();
  await expect(paneTitle).toHaveText(firstTitle);
  const secondTitle = (await results(page).nth(1).getByRole('link').first().textContent())?.trim() ?? '';
  await pane.getByRole('button', { name: 'Next job' }).click();
  await expect(paneTitle).toHaveText(secondTitle);
  await expect(page).toHaveURL(/[?&]job=\d+/);
  await pane.getByRole('button', { name: 'Previous job' }).click();
  await expect(paneTitle).toHaveText(firstTitle);

  // The selected job's title opens its full page.
  await paneTitle.getByRole('link').click();
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job description' })).toBeVisible();
});

test('the list brings its reference lists once: load more and later searches ask without them', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // The list's own calls (they name an offset; the shell's reference reads do not).
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.searchParams.has('_from'))
      asked.push(url.searchParams.get('_lists') ?? 'all');
  });
  await page.goto('/jobs');
  await expect(page.locator('.sk-server-markup')).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(results(page)).toHaveCount(40);
  const bar = page.locator('.jobs-filter-bar');
  await bar.getByRole('combobox', { name: 'Location' }).click();
  await page.keyboard.type('Germany');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobs-in-Germany/);
  await expect(results(page).first()).toBeVisible();
  // The filters still offer every language, from the lists the page brought (docs/contracts.md#jobs).
  await bar.getByRole('combobox', { name: 'Languages' }).click();
  await page.keyboard.type('Engl');
  await expect(
    page.getByRole('listbox', { name: 'Languages' }).getByRole('option', { name: 'English', exact: true }),
  ).toBeVisible();
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.every((lists) => lists === 'none')).toBe(true);
});

test('a job page shows its related jobs as small cards, each opening its job', async ({ page }) => {
  const job = await demoJob(page.request);
  await openSettled(page, `/jobs/${job.url}`);
  const card = page.getByRole('region', { name: 'Similar jobs' }).getByRole('listitem').first();
  await expect(card.locator('.jobs-related-company')).not.toBeEmpty();
  const link = card.getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(/\/jobs\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('an unknown language in the path resets the filters to /jobs', async ({ page }) => {
  await page.goto('/jobs-for-klingon-speakers');
  // Back on the plain list (whose first job is then selected).
  await expect(page).toHaveURL(/\/jobs(\?job=\d+)?$/);
  await expect(results(page).first()).toBeVisible();
});

test('a guest who saves a job is sent to login and comes back to it, saved; a candidate unsaves it', async ({
  page,
}) => {
  await page.goto('/jobs');
  const link = results(page).first().getByRole('link').first();
  await page.goto((await link.getAttribute('href')) ?? '/jobs');
  await expect(page.getByRole('heading', { name: 'Job description' })).toBeVisible();
  const jobUrl = new URL(page.url()).pathname;
  const save = page.getByRole('article').getByRole('button', { name: /^Save .* to favourites$/ });

  // The server's Save does nothing until the app has taken the page over (docs/pages.md): wait for it to load.
  await page.waitForLoadState('networkidle');
  await save.click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'candidate@example.com');
  await expect(page).toHaveURL(new RegExp(`${jobUrl}$`));

  // The guest's Save was kept through the login: back on the job, it is added.
  await expect(page.getByText('Favorite added')).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  // The server kept it: the job comes back marked as a favourite.
  await page.reload();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await save.click();
  await expect(page.getByText('Favorite removed')).toBeVisible();
});

test('a job page is visible to crawlers: title, canonical and JobPosting JSON-LD in the HTML', async ({ request }) => {
  const job = await demoJob(request);
  const html = await (await request.get(`/jobs/${job.url}`)).text();
  expect(html).toContain(job.title.replace(/&/g, '&amp;'));
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/jobs\//);
  const ld = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  expect(ld).not.toBeNull();
  const posting = JSON.parse(ld?.[1] ?? '{}');
  expect(posting['@type']).toBe('JobPosting');
  expect(posting.title).toBe(job.title);

  const empty = await (await request.get('/jobs-in-Malta-for-Icelandic+Maltese+Basque-speakers')).text();
  expect(empty).toMatch(/<meta name="robots" content="noindex/);
});
