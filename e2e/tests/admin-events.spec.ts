// Issue 14's walk, part 1 (docs/events.md#the-admin-area): an admin logs in, lands on the site's own /admin, creates a
// Polish speed-hiring week, edits its landing page in the page builder (a new hero title, one more FAQ item), saves and
// publishes the page and the event; a guest then opens the partner's link and sees the new title with no navbar. Also:
// the builder's code (Puck) is loaded by the builder only, never by /jobs or a landing page.
import { expect, type Page, test } from '../support/test';
import { cspRefusals } from '../support/company';
import { logIn } from '../support/login';
import { removeEventBeforeAndAfter } from '../support/events';
import { axeOn } from '../support/axe';

const PATH = '/polish/speed-hiring-week';
const TITLE = 'Polish Speed Hiring Week';
const NEW_HERO = 'Speak Polish? Five days, five interviews';
const DAY = 24 * 3_600_000;

removeEventBeforeAndAfter(PATH);

/** `yyyy-mm-ddThh:mm`, a datetime-local input's value, `days` from now at `hour` o'clock. */
const wallTime = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * DAY);
  return `${date.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
};

/** The bodies of every script and stylesheet the page loads from now on. */
function loadedCode(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}
// Puck, its styles, and the rich-text editor it brings (a chunk of its own).
const PUCK = /data-puck-component|_puck-styles-loaded|ProseMirror/;

/**
 * axe's findings on the page, the page builder's editor (Puck) included. axe's probes set inline styles, which the
 * content security policy refuses: those refusals are axe's, not the site's, and are dropped from `refused`.
 */
async function violations(page: Page, refused: string[]) {
  const axe = axeOn(page);
  const mark = refused.length;
  const found = (await axe.analyze()).violations.map((violation) => violation.id);
  // The console's messages arrive after the probes that caused them.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  refused.splice(mark);
  return found;
}

test('a marketer creates a Polish speed-hiring week, builds its landing page and publishes it; a guest sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const refused = cspRefusals(page);

  // The admin lands on the site's own admin area.
  await logIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events and pages' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await violations(page, refused)).toEqual([]);

  // The event, as a draft.
  await page.getByRole('link', { name: 'Create an event' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('polish-speed-hiring-week');
  const languages = page.getByRole('combobox', { name: 'Languages' });
  await languages.fill('Polish');
  await page.getByRole('option', { name: 'Polish', exact: true }).click();
  await page.getByLabel('Starts').fill(wallTime(3, 9));
  await page.getByLabel('Ends').fill(wallTime(8, 17));
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Europe/Warsaw');
  await page.getByRole('option', { name: 'Europe/Warsaw', exact: true }).click();
  await page.getByRole('textbox', { name: /Entry path/ }).fill(PATH);
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${TITLE}”` })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  expect(await violations(page, refused)).toEqual([]);
  const eventUrl = page.url();

  // Its landing page in the builder: the builder's code arrives now, with its styles allowed by the policy.
  const code = loadedCode(page);
  await page.getByRole('link', { name: 'Edit the landing page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Page builder:/ })).toBeVisible();
  const canvasHero = page.locator('.admin-builder-canvas h1');
  await expect(canvasHero).toBeVisible();
  expect((await Promise.all(code)).some((body) => PUCK.test(body))).toBe(true);
  expect(await violations(page, refused)).toEqual([]);

  // A new hero title: select the hero on the canvas (a block is one button, named by its type first), edit its Title field.
  const canvas = page.locator('#puck-canvas-root');
  await canvas.getByRole('button', { name: /^Hero\b/ }).click();
  // Puck renders its fields panel twice (for wide and narrow layouts): the visible one is the admin's.
  const field = (label: string) => page.getByLabel(label, { exact: true }).locator('visible=true');
  const titleField = field('Title');
  await titleField.fill(NEW_HERO);
  await expect(canvasHero).toHaveText(NEW_HERO);

  // One more FAQ item: select the FAQ block, add an item, write it.
  await canvas.getByRole('button', { name: /^FAQ\b/ }).click();
  const items = page.locator('[class*="ArrayFieldItem-summary"]').locator('visible=true');
  const before = await items.count();
  // Our add button, named by its list, in place of Puck's unnamed icon (docs/events.md#the-page-builder-by-keyboard).
  await page.getByRole('button', { name: 'Add an item to “Questions”' }).locator('visible=true').click();
  await expect(items).toHaveCount(before + 1);
  const added = items.nth(before);
  if ((await field('Question').count()) === 0) await added.click();
  await field('Question').fill('Do I need a CV in Polish?');
  await field('Answer').fill('No: English is fine, the interviews are in Polish.');
  await expect(page.locator('.admin-builder-canvas summary', { hasText: 'Do I need a CV in Polish?' })).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish the page' }).click();
  await expect(page.getByText('The page is published.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Published versions' }).getByRole('listitem')).toHaveCount(1);

  // The event, published, with its public link.
  await page.goto(eventUrl);
  await page.getByRole('button', { name: 'Publish the event' }).click();
  await expect(page.getByRole('link', { name: `Live at ${PATH}` })).toHaveAttribute('href', PATH);
  expect(refused).toEqual([]);

  // A guest opens the partner's link: the new title, no navbar, and not a byte of the builder.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  const landingCode = loadedCode(visitor);
  await visitor.goto(`${PATH}/partner1`);
  await expect(visitor.getByRole('heading', { level: 1, name: NEW_HERO })).toBeVisible();
  await expect(visitor.getByText('Do I need a CV in Polish?')).toBeVisible();
  await expect(visitor.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await visitor.waitForLoadState('networkidle');
  expect((await Promise.all(landingCode)).filter((body) => PUCK.test(body))).toEqual([]);

  const jobsCode = loadedCode(visitor);
  await visitor.goto('/jobs');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  const jobsBodies = await Promise.all(jobsCode);
  expect(jobsBodies.length).toBeGreaterThan(0);
  expect(jobsBodies.filter((body) => PUCK.test(body))).toEqual([]);
  await guest.close();
});
