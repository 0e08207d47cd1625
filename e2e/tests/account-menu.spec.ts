// A way around the account for each role (docs/front-end-rules.md#6-a-way-around-the-account), and a dashboard worth opening
// (docs/candidate-area.md#the-dashboard). Issue 29: a signed-in candidate had no way to My jobs, Job alerts or
// Settings from the navbar or the phone menu, an application just sent did not show on the dashboard, and the phone
// header ran off a 360 px screen in Polish and German.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { registerCandidate } from '../support/candidate';
import { registerCompany } from '../support/company';
import { accountMenu } from '../support/login';
import { axeOn } from '../support/axe';

const CV = path.resolve(__dirname, '../../api/test/fixtures/cvs/en-1.pdf');

async function violations(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
}

/** Follows an entry of the desktop account menu and checks where it leads. */
async function followFromMenu(page: Page, entry: string, url: RegExp, heading: string | RegExp) {
  await accountMenu(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: entry, exact: true }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Follows an entry of the account part of the phone's menu. */
async function followFromPhoneMenu(page: Page, name: string, entry: string, url: RegExp, heading: string | RegExp) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('region', { name }).getByRole('link', { name: entry, exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('a candidate reaches My jobs, Job alerts and Settings from the account menu, on a desktop and a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerCandidate(page, { nombre: 'Nele', apellidos: 'Vos', email: `e2e-menu-${Date.now()}@example.com` });
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu Nele');

  await followFromMenu(page, 'My jobs', /\/account\/my-jobs/, 'My jobs');
  await followFromMenu(page, 'Job alerts', /\/account\/job-alerts$/, 'Job alerts');
  // The page shown is marked in the menu, which is keyboard-operable and passes axe while open.
  await accountMenu(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Job alerts' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(accountMenu(page)).toBeFocused();
  await followFromMenu(page, 'Settings', /\/account\/account-settings$/, 'Account settings');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(accountMenu(page)).toBeHidden();
  await followFromPhoneMenu(page, 'Nele', 'My jobs', /\/account\/my-jobs/, 'My jobs');
  await followFromPhoneMenu(page, 'Nele', 'Job alerts', /\/account\/job-alerts$/, 'Job alerts');
  await followFromPhoneMenu(page, 'Nele', 'Settings', /\/account\/account-settings$/, 'Account settings');

  // Log out is the menu's last entry.
  await page.setViewportSize({ width: 1440, height: 900 });
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);
});

test('a company reaches every area of its back office from the account menu and from its dashboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerCompany(page, Date.now());
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu Rita');
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'Dashboard',
    'Jobs',
    'Applicants',
    'CV search',
    'Minisite',
    'Career events',
    'Services and credits',
    'Settings',
    'Log out',
  ]);
  await page.keyboard.press('Escape');
  await followFromMenu(page, 'Applicants', /\/company\/applicants$/, 'Applicants');
  await followFromMenu(page, 'CV search', /\/company\/cvsearch$/, 'CV search');
  await followFromMenu(page, 'Minisite', /\/company\/minisite$/, 'Your minisite');
  await followFromMenu(page, 'Career events', /\/company\/events$/, 'Career events');

  await page.goto('/company/dashboard');
  const areas = page.getByRole('region', { name: 'Your back office' });
  await expect(areas.getByRole('link')).toHaveCount(7);
  await areas.getByRole('link', { name: /^Account settings/ }).click();
  await expect(page).toHaveURL(/\/company\/account-settings$/);
});

test('an application just sent is first under "Your applications" on the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerCandidate(page, {
    nombre: 'Tomas',
    apellidos: 'Berg',
    email: `e2e-menu-app-${Date.now()}@example.com`,
  });
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.startsWith('auth_token'))?.value ?? '';
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { Authorization: `Bearer ${decodeURIComponent(token)}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };

  // Before: nothing sent yet, and the block says what to do.
  await page.goto('/account/dashboard');
  const block = page.getByRole('region', { name: 'Your applications' });
  await expect(block.getByRole('heading', { level: 3, name: 'No applications yet' })).toBeVisible();
  await expect(block.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');

  // The tasks to apply and an application, through the api (the apply flow's own test walks the screens).
  const countries = (await (await page.request.get('/api/countries')).json()).countries as {
    slug: string;
    id: number;
  }[];
  const germany = countries.find((country) => country.slug === 'germany') ?? countries[0];
  expect(
    (
      await page.request.post('/api/candidates/profile', {
        headers,
        data: { nombre: 'Tomas', apellidos: 'Berg', fk_pais_id: germany.id },
      })
    ).status(),
  ).toBe(200);
  for (const language of ['german', 'english']) {
    expect(
      (await page.request.post('/api/candidates/languages', { headers, data: { language, level: 4 } })).status(),
    ).toBe(200);
  }
  const cv = await page.request.post('/api/candidates/mycv/fromVue', {
    headers,
    multipart: { file: { name: 'tomas-berg.pdf', mimeType: 'application/pdf', buffer: await readFile(CV) } },
  });
  expect(cv.status()).toBe(200);
  type Listed = {
    id: number;
    title: string;
    extra: {
      canApply?: boolean;
      redirect?: string | null;
      missingLanguages?: unknown[];
      screeningQuestions?: unknown[];
    };
  };
  const list = await page.request.get('/api/jobs-for-German-speakers', { headers, params: { _size: 40 } });
  const jobs: Listed[] = (await list.json()).jobs.data;
  const job = jobs.find(
    (one) =>
      one.extra?.canApply &&
      !one.extra.redirect &&
      (one.extra.missingLanguages ?? []).length === 0 &&
      (one.extra.screeningQuestions ?? []).length === 0,
  );
  if (!job) throw new Error('no job without questions to apply to in the demo data');
  const applied = await page.request.post('/api/candidates/applications', { headers, data: { offer_id: job.id } });
  expect(applied.status()).toBe(200);

  await page.goto('/account/dashboard');
  const row = block.getByRole('listitem').first();
  await expect(row.getByRole('heading', { level: 3, name: job.title })).toBeVisible();
  await expect(row).toContainText('Applied: ');
  await expect(row.locator('.sk-badge')).toHaveText('Applied');
  await expect(block.getByRole('link', { name: 'See your application' })).toHaveAttribute(
    'href',
    '/account/my-jobs/applications',
  );
  await expect(page.getByRole('region', { name: 'Recommended jobs' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('no sideways scroll at 360 px in Polish and German: home, the job list, log in and the dashboard', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await registerCandidate(page, {
    nombre: 'Zofia',
    apellidos: 'Wójcik',
    email: `e2e-menu-360-${Date.now()}@example.com`,
  });
  await page.setViewportSize({ width: 360, height: 780 });
  const tooWide: string[] = [];
  for (const locale of ['pl', 'de']) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    for (const where of ['/', '/jobs', '/login', '/account/dashboard']) {
      await page.goto(where);
      await page.waitForLoadState('networkidle');
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (extra > 0) tooWide.push(`${locale} ${where}: ${extra} px`);
    }
  }
  expect(tooWide).toEqual([]);
});

test("a guest's phone header stays on a 360 px screen in Polish and German even with a wider font", async ({
  page,
  baseURL,
}) => {
  // Fonts differ between phones: the row must hold whatever the words measure, not only with this machine's font.
  await page.setViewportSize({ width: 360, height: 780 });
  const overflowing: string[] = [];
  for (const locale of ['pl', 'de']) {
    await page.context().addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
    await page.goto('/jobs');
    // Through the CSSOM: the page's CSP refuses an added <style>.
    await page.locator('header.navbar').evaluate((navbar) => {
      (navbar as HTMLElement).style.letterSpacing = '0.06em';
    });
    const menu = page
      .getByRole('navigation', { name: /./ })
      .first()
      .getByRole('button', { name: /^Men[uü]$/ });
    const right = await menu.evaluate((button) => button.getBoundingClientRect().right);
    const extra = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (right > 360 || extra > 0)
      overflowing.push(`${locale}: menu ends at ${Math.round(right)} px, ${extra} px too wide`);
  }
  expect(overflowing).toEqual([]);
});

test('log in, register and an event landing offer the language switcher', async ({ page }) => {
  for (const where of ['/login', '/register', '/candidates/work-in-Europe']) {
    await page.goto(where);
    const language = page.getByRole('main').getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveCount(1);
    await language.selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('main').getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});
