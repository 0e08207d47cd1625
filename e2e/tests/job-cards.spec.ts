// Compact, tappable job cards and the two-column job page (issue 29, docs/design-system.md#card and
// docs/design-system.md#the-job-list-and-the-job-page): at 390 px a card is about a fifth of the screen and the
// whole card opens its job while Save stays its own button; on a desktop the job page has an aside with a sticky
// Apply card and the company; on a phone the page is short and Apply stays at hand. Screenshots go to
// /work/notes/shots/i29-cards/ when that folder exists (the before/after of the note).
import { existsSync } from 'node:fs';
import { expect, type Page, test } from '../support/test';
import { registerCandidate } from '../support/candidate';
import { demoJob, openSettled } from '../support/public-pages';
import { E2E_BASE_PORT } from '../support/ports';
import { axeOn } from '../support/axe';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SHOTS = process.env.SHOTS_DIR ?? '/work/notes/shots/i29-cards';

/** The whole page, and the first screen as a visitor sees it. */
async function shot(page: Page, name: string) {
  if (!existsSync(SHOTS)) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/${name}-screen.png` });
}

async function violations(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
}

type ListedJob = { url: string; title: string; published_at: string; company: { name: string; logo: string | null } };

async function firstJobs(page: Page, size = 10): Promise<ListedJob[]> {
  const answer = await page.request.get('/api/jobs', { params: { _size: size } });
  expect(answer.status()).toBe(200);
  return (await answer.json()).jobs.data;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('at 390 px the job cards are compact, and a tap anywhere on one opens its job', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSettled(page, '/jobs');
  await shot(page, 'jobs-390');
  const first = cards(page).first();
  await expect(first).toBeVisible();
  for (let index = 0; index < 4; index += 1) {
    const box = await cards(page).nth(index).boundingBox();
    expect(box?.height, `card ${index + 1}'s height`).toBeLessThanOrEqual(220);
  }
  // Save on one line: as tall as a single-line button (44 px), its label not broken.
  const save = first.getByRole('button', { name: /^Save/ });
  expect((await save.boundingBox())?.height).toBeLessThanOrEqual(48);
  // A "(required)" mark and a level stay on one line inside their language tag: each is one line high.
  for (const part of await page.locator('.jobs-language-required, .jobs-language-level').all()) {
    expect((await part.boundingBox())?.height).toBeLessThan(24);
  }
  // No sideways scroll, and the cards keep the page's margins on both sides (a long tag once widened the list).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const edges = await first.boundingBox();
  expect((edges?.x ?? 0) + (edges?.width ?? 0)).toBeLessThanOrEqual(PHONE.width - (edges?.x ?? 0) + 1);
  // The title reads as a heading in the text's colour, not as a blue underlined link.
  const look = await first.getByRole('link').evaluate((link) => {
    const style = getComputedStyle(link);
    return { color: style.color, underline: style.textDecorationLine, text: getComputedStyle(document.body).color };
  });
  expect(look.underline).toBe('none');
  expect(look.color).toBe(look.text);
  // One link per card, named by the title; a tap on the card's bottom-left corner (not on Save) opens the job.
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await expect(first.getByRole('link')).toHaveCount(1);
  const box = await first.boundingBox();
  if (!box) throw new Error('no card box');
  await page.mouse.click(box.x + 12, box.y + box.height - 10);
  await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a card shows its company logo, and initials only for a company without one', async ({ page }) => {
  const jobs = await firstJobs(page, 10);
  await page.setViewportSize(PHONE);
  await openSettled(page, '/jobs');
  for (const [index, job] of jobs.slice(0, 5).entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading')).toHaveText(job.title);
    if (job.company.logo) await expect(card.locator('img.sk-avatar')).toHaveAttribute('src', job.company.logo);
    else await expect(card.locator('span.sk-avatar')).toBeVisible();
  }
});

test('Save on a card saves the job without opening it', async ({ page }) => {
  await registerCandidate(page, {
    nombre: 'Card',
    apellidos: 'Saver',
    email: `card-saver-${Date.now()}@example.test`,
  });
  await page.setViewportSize(PHONE);
  // A demo job's card, not the first of /jobs: specs beside this one publish jobs, which top that list until they
  // remove them (docs/testing.md#four-workers-one-stack).
  const job = await demoJob(page.request);
  await openSettled(page, `/jobs?keywords=${encodeURIComponent(job.title)}`);
  const first = cards(page)
    .filter({ has: page.getByRole('heading', { name: job.title, exact: true }) })
    .first();
  const save = first.getByRole('button', { name: /^Save/ });
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  // Still the list (its own `?job=` selection aside), not the job's page.
  expect(new URL(page.url()).pathname).toBe('/jobs');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    (await first.getByRole('heading').textContent()) ?? '',
  );
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /saved|added/i })
      .first(),
  ).toBeVisible();
});

test('the job list on a phone has no accessibility violation', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openSettled(page, '/jobs');
  expect(await violations(page)).toEqual([]);
});

test('on a desktop the job page has a sticky Apply card and the company beside the description', async ({ page }) => {
  const [job] = await firstJobs(page, 1);
  if (!job) throw new Error('the demo data has no job');
  await page.setViewportSize(DESKTOP);
  await openSettled(page, `/jobs/${job.url}`);
  await shot(page, 'job-1440');
  const aside = page.getByRole('complementary', { name: job.title });
  const apply = aside.getByRole('button', { name: 'Apply' }).or(aside.getByRole('link', { name: 'Apply' }));
  await expect(apply).toBeInViewport();
  await expect(aside.getByText(/^Published (today|yesterday|\d+ days? ago|\d+ weeks? ago)/)).toBeVisible();
  // The description is the left column, the aside the right one.
  const description = page.getByRole('heading', { name: 'Job description', level: 2 });
  const left = await description.boundingBox();
  const right = await apply.boundingBox();
  expect(left && right && right.x > left.x + left.width / 2).toBe(true);
  // The company block: its name and a link to its jobs.
  const company = page.getByRole('region', { name: job.company.name });
  await expect(company.getByRole('link', { name: new RegExp(`jobs at ${job.company.name}`, 'i') })).toBeVisible();
  // Sticky: still on screen after scrolling to the end of the page.
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(300);
  await expect(apply).toBeInViewport();
  expect(await violations(page)).toEqual([]);
});

test("the job page does not move when the app takes over the server's markup", async ({ browser, page }) => {
  const [job] = await firstJobs(page, 1);
  if (!job) throw new Error('the demo data has no job');
  const url = `http://localhost:${E2E_BASE_PORT}/jobs/${job.url}`;
  const boxes = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: DESKTOP });
    const tab = await context.newPage();
    await tab.goto(url);
    if (javaScriptEnabled) {
      await tab.waitForSelector('html[data-app="started"]', { state: 'attached' });
      await expect(tab.locator('.sk-server-markup')).toHaveCount(0);
    }
    const box = async (locator: ReturnType<Page['locator']>) => {
      const found = await locator.boundingBox();
      return found && [found.x, found.y, found.width].map(Math.round);
    };
    const measured = {
      description: await box(tab.getByRole('heading', { name: 'Job description' })),
      aside: await box(tab.locator('.jobs-apply-card')),
      company: await box(tab.locator('.jobs-company-card')),
    };
    await context.close();
    return measured;
  };
  const served = await boxes(false);
  expect(served.aside).not.toBeNull();
  expect(await boxes(true)).toEqual(served);
});

test('in German, dates read "vor 3 Tagen" or "heute", never "Veröffentlicht am heute"', async ({ page, context }) => {
  const jobs = await firstJobs(page, 1);
  const job = jobs[0];
  if (!job) throw new Error('the demo data has no job');
  await context.addCookies([{ name: 'locale', value: 'de', url: `http://localhost:${E2E_BASE_PORT}` }]);
  const days = Math.floor(Date.now() / 86_400_000) - Math.floor(new Date(job.published_at).getTime() / 86_400_000);
  const relative = new Intl.RelativeTimeFormat('de', { numeric: 'auto' }).format(-days, 'day');
  await page.setViewportSize(DESKTOP);
  await openSettled(page, '/jobs');
  await expect(cards(page).first().getByText(`Veröffentlicht ${relative}`)).toBeVisible();
  await expect(page.getByText(/Veröffentlicht am (heute|gestern|vorgestern|vor )/)).toHaveCount(0);
  await openSettled(page, `/jobs/${job.url}`);
  await expect(page.getByRole('complementary').getByText(`Veröffentlicht ${relative}`)).toBeVisible();
  await expect(page.getByText(/Veröffentlicht am (heute|gestern|vorgestern|vor )/)).toHaveCount(0);
});

test('on a phone the job page is short and Apply is at hand', async ({ page }) => {
  const [job] = await firstJobs(page, 1);
  if (!job) throw new Error('the demo data has no job');
  await page.setViewportSize(PHONE);
  await openSettled(page, `/jobs/${job.url}`);
  await shot(page, 'job-390');
  await expect(
    page.getByRole('button', { name: 'Apply' }).or(page.getByRole('link', { name: 'Apply' })),
  ).toBeInViewport();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(3000);
  expect(await violations(page)).toEqual([]);
  // No sideways scroll.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('desktop job list screenshot', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openSettled(page, '/jobs');
  await shot(page, 'jobs-1440');
  await expect(cards(page).first()).toBeVisible();
});

for (const locale of ['en', 'de', 'pl']) {
  test(`at 360 px in ${locale} the list and the job page stay inside the screen, Save on one line`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'locale', value: locale, url: `http://localhost:${E2E_BASE_PORT}` }]);
    await page.setViewportSize({ width: 360, height: 780 });
    await openSettled(page, '/jobs');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const first = cards(page).first();
    expect((await first.locator('.jobs-favorite').boundingBox())?.height).toBeLessThanOrEqual(48);
    const card = await first.boundingBox();
    expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(360 - (card?.x ?? 0) + 1);
    await first.getByRole('link').click();
    await expect(page.locator('.jobs-apply-card')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
