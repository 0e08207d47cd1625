// The candidate's dashboard as a new candidate meets it (docs/candidate-area.md#the-dashboard): a search and a saved
// job show up there, and the completion's next task leads to where the task is done.
import { expect, type Page, test } from '../support/test';
import { registerCandidate } from '../support/candidate';
import { minimalPdf } from '../support/pdf';
import { axeOn } from '../support/axe';

async function violations(page: Page) {
  const results = await axeOn(page).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
}

test('a new candidate searches and saves a job, sees both on the dashboard and follows the next task', async ({
  page,
}) => {
  await registerCandidate(page, {
    nombre: 'Jonas',
    apellidos: 'Weber',
    email: `e2e-dashboard-${Date.now()}@example.com`,
  });

  // A search as a signed-in candidate, and a job saved from its list.
  await page.goto('/jobs-for-German-speakers');
  const card = page.locator('.jobs-items > li').first();
  await expect(card).toBeVisible();
  const title = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
  expect(title).not.toBe('');
  await card.getByRole('button', { name: `Save ${title} to favourites` }).click();
  await expect(page.getByText('Favorite added')).toBeVisible();

  await page.goto('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jonas' })).toBeVisible();

  const completion = page.getByRole('region', { name: 'Profile completion' });
  await expect(completion.getByRole('progressbar', { name: '0 of 8 steps done (0%)' })).toBeVisible();
  await expect(completion.getByText('Basic profile')).toBeVisible();

  const saved = page.getByRole('region', { name: 'Saved jobs' });
  await expect(saved.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(saved.getByRole('link', { name: 'See your saved job' })).toHaveAttribute('href', '/account/my-jobs');

  const searches = page.getByRole('region', { name: 'Your latest searches' });
  await expect(searches.getByRole('link', { name: 'Jobs for German speakers in Europe' })).toHaveAttribute(
    'href',
    '/jobs-for-German-speakers',
  );
  const events = page.getByRole('region', { name: 'Your career events' });
  await expect(events.getByRole('link', { name: 'See career events' })).toHaveAttribute('href', '/career-events');
  expect(await violations(page)).toEqual([]);

  // The next task of a new profile is the CV: its link opens My CVs, where one is uploaded.
  await completion.getByRole('link', { name: 'Upload your CV' }).click();
  await expect(page).toHaveURL(/\/account\/my-cvs$/);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Your CV Choose/ }).click();
  await (await chooser).setFiles({
    name: 'jonas.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Jonas Weber'),
  });
  await expect(page.getByText('CV uploaded successfully!')).toBeVisible();

  // Back on the dashboard the meter has moved and the next task is the languages, in the profile.
  await page.goto('/account/dashboard');
  await expect(completion.getByRole('progressbar', { name: '1 of 8 steps done (13%)' })).toBeVisible();
  const next = completion.getByRole('link', { name: 'Add your languages' });
  await expect(next).toHaveAttribute('href', '/account/my-profile#languages');
  await next.click();
  await expect(page).toHaveURL(/\/account\/my-profile#languages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile completion' })).toBeVisible();
  // The languages section is built beside this change; where it is on the page, the link has scrolled to it.
  const section = page.locator('#languages');
  if ((await section.count()) > 0) await expect(section).toBeInViewport();
});

test('the dashboard fits a phone: one column, nothing wider than the screen', async ({ page }) => {
  await registerCandidate(page, {
    nombre: 'Jonas',
    apellidos: 'Weber',
    email: `e2e-dashboard-${Date.now()}@example.com`,
  });
  // The phone's navbar hides the account links in its menu: the registration above checks them on a wide screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/dashboard');
  await expect(page.getByRole('region', { name: 'Profile completion' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your career events' }).getByRole('link').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await violations(page)).toEqual([]);
});
