// Job alerts managed on their own page and matchings that rank (issue 29; docs/candidate-area.md#job-alerts,
// docs/candidate-area.md#matchings, docs/product-rules.md#matchings): a candidate creates an alert with a name and
// filters, renames it and pauses it; their matchings show differing scores, best first, and one saved from its card
// shows under My jobs. axe finds nothing on either page.
import { mkdirSync } from 'node:fs';
import { completeForMatchings, registerCandidate } from '../support/candidate';
import { expect, type Page, test } from '../support/test';
import { axeOn } from '../support/axe';

/** Where the before/after screenshots go (the lead's notes), when that folder can be made. */
const SHOTS = process.env.ALERTS_SHOTS_DIR;

async function violations(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
}

/** Screenshots at a phone's 390 px and a desktop's 1440 px, then back to the desktop width. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/after-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The page's width against the viewport's: no sideways scroll. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a candidate creates a named job alert on its page, renames it and pauses it', async ({ page }) => {
  await registerCandidate(page, {
    nombre: 'Ilse',
    apellidos: 'Brandt',
    email: `e2e-alerts-page-${Date.now()}@example.com`,
  });
  await page.goto('/account/job-alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Job alerts' })).toBeVisible();
  const form = page.getByRole('region', { name: 'New job alert' });
  await form.getByRole('textbox', { name: /^Name/ }).fill('Java in Germany');
  await form.getByRole('textbox', { name: /^Keywords/ }).fill('java');
  await form.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'German' });
  await form.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Germany' });
  await form.getByRole('combobox', { name: 'How often' }).selectOption({ label: 'Once a week' });
  await form.getByRole('button', { name: 'Create the alert' }).click();
  await expect(page.getByText('Job alert saved.')).toBeVisible();

  // The row: its name, its search in words as a link to the results, how often.
  const list = page.getByRole('list', { name: 'Your job alerts' });
  const row = list.getByRole('listitem').filter({ hasText: 'Java in Germany' });
  await expect(row).toHaveCount(1);
  const results = row.getByRole('link', { name: /German.*Germany.*java/ });
  await expect(results).toHaveAttribute('href', '/jobs-in-Germany-for-German-speakers?keywords=java');
  await expect(row.getByRole('combobox', { name: /^How often\s*: Java in Germany$/ })).toHaveValue('weekly');
  expect(await violations(page)).toEqual([]);

  // Renamed in a dialog.
  await row.getByRole('button', { name: 'Rename the job alert Java in Germany' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename this job alert' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Berlin Java');
  await dialog.getByRole('button', { name: 'Save the name' }).click();
  await expect(dialog).toBeHidden();
  const renamed = list.getByRole('listitem').filter({ hasText: 'Berlin Java' });
  await expect(renamed).toHaveCount(1);
  await expect(list).not.toContainText('Java in Germany');

  // Paused with its switch, and still so after a reload (the server's answer).
  await renamed.getByRole('switch', { name: /^Send mails\s*: Berlin Java$/ }).click();
  await expect(renamed.getByText('Paused', { exact: true })).toBeVisible();
  await page.reload();
  const again = page
    .getByRole('list', { name: 'Your job alerts' })
    .getByRole('listitem')
    .filter({ hasText: 'Berlin Java' });
  await expect(again.getByText('Paused', { exact: true })).toBeVisible();
  await expect(again.getByRole('switch', { name: /^Send mails\s*: Berlin Java$/ })).not.toBeChecked();
  expect(await violations(page)).toEqual([]);

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await shots(page, 'job-alerts');
});

test('matchings rank with differing scores, best first, and one saved from its card shows in My jobs', async ({
  page,
}) => {
  await registerCandidate(page, {
    nombre: 'Jonas',
    apellidos: 'Weber',
    email: `e2e-alerts-matchings-${Date.now()}@example.com`,
  });
  await completeForMatchings(page, { nombre: 'Jonas', apellidos: 'Weber' });

  await page.goto('/account/matchings');
  const list = page.getByRole('list', { name: /matching jobs?$/ });
  const cards = list.locator(':scope > li');
  await expect(cards.first()).toBeVisible();
  const badges = await cards.getByText(/^\d+% match$/).allTextContents();
  const scores = badges.map((text) => Number.parseInt(text, 10));
  expect(scores.length).toBeGreaterThan(2);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  expect(new Set(scores).size).toBeGreaterThan(1);
  // Why, in short, on the card: the candidate's language that stands for the job's, the place.
  await expect(cards.first().locator('.candidate-matching__highlights')).toContainText(/English|German/);
  await expect(cards.first().getByRole('list', { name: 'Why it matches' })).toContainText(/Published/);
  expect(await violations(page)).toEqual([]);

  // Saved from the card, then under My jobs.
  const first = cards.first();
  const title = ((await first.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
  await expect(first.getByRole('link', { name: `Apply to ${title}` })).toHaveAttribute('href', /\?autoApply=1$/);
  const save = first.getByRole('button', { name: `Save ${title} to My jobs` });
  await save.click();
  await expect(page.getByText('Saved to My jobs')).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await shots(page, 'matchings');

  await page.setViewportSize({ width: 360, height: 800 });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/account/my-jobs');
  await expect(page.getByRole('heading', { level: 2, name: 'Your saved jobs' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(title);
});
