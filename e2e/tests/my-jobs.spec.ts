// My jobs as a new candidate uses it (docs/candidate-area.md#my-jobs): the saved jobs searched, paged and pruned,
// then an application followed to its withdrawal.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { AXE_TAGS, registerCandidate } from '../support/candidate';

type ListedJob = { id: number; title: string; company: { name: string }; available: boolean };

/**
 * Headers to call the api as the page's user: the session's own token, from the cookie the shell wrote, and the
 * XSRF cookie echoed as a state-changing call must (docs/security.md#cross-site-request-forgery).
 */
async function asPageUser(page: Page) {
  const cookies = await page.context().cookies();
  const token = cookies.find((cookie) => cookie.name.startsWith('auth_token'))?.value;
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  expect(token).toBeTruthy();
  expect(xsrf).toBeTruthy();
  return { Authorization: `Bearer ${decodeURIComponent(token ?? '')}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf ?? '') };
}

/** Open jobs of the demo data whose titles differ, so a search for one title finds one job. */
async function openJobs(page: Page, count: number): Promise<ListedJob[]> {
  const answer = await page.request.get('/api/jobs-for-German-speakers', { params: { _size: 40 } });
  expect(answer.status()).toBe(200);
  const jobs: ListedJob[] = (await answer.json()).jobs.data;
  const chosen: ListedJob[] = [];
  for (const job of jobs) {
    const overlaps = (other: ListedJob) =>
      [other.title, other.company.name].some((text) => text.toLowerCase().includes(job.title.toLowerCase())) ||
      [job.title, job.company.name].some((text) => text.toLowerCase().includes(other.title.toLowerCase()));
    if (job.available && !chosen.some(overlaps)) chosen.push(job);
    if (chosen.length === count) break;
  }
  expect(chosen).toHaveLength(count);
  return chosen;
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
}

test('a new candidate searches, pages and prunes the saved jobs', async ({ page }) => {
  await registerCandidate(page, { nombre: 'Mira', apellidos: 'Lenz', email: `e2e-my-jobs-${Date.now()}@example.com` });
  const headers = await asPageUser(page);

  // Seven saved jobs (the first saved is the oldest): one more than a page holds.
  const jobs = await openJobs(page, 7);
  for (const job of jobs) {
    const saved = await page.request.post('/api/candidates/favorites', { headers, data: { offer_id: job.id } });
    expect(saved.status()).toBe(201);
  }

  // The dashboard's link lands on the saved jobs tab.
  await page.goto('/account/dashboard');
  await page.getByRole('link', { name: 'See all 7 saved jobs' }).click();
  await expect(page).toHaveURL(/\/account\/my-jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Saved jobs' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('7 saved jobs')).toBeVisible();
  const cards = panel.locator('.candidate-my-jobs__list > li');
  await expect(cards).toHaveCount(6);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(jobs[6].title);
  expect(await violations(page)).toEqual([]);

  // The second page holds the oldest.
  await page.getByRole('navigation', { name: 'Pages of saved jobs' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/account\/my-jobs\?page=2$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText(jobs[0].title);

  // A search finds one of them, back on the first page.
  await panel.getByRole('searchbox', { name: /Search your saved jobs/ }).fill(jobs[3].title);
  await expect(panel.getByText('1 saved job', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('link', { name: jobs[3].title, exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/page=2/);

  // Nothing matching: said, and the search can be cleared.
  await panel.getByRole('searchbox', { name: /Search your saved jobs/ }).fill('zzzz no such job');
  await expect(panel.getByRole('heading', { level: 3, name: 'No saved jobs match' })).toBeVisible();
  await panel.getByRole('button', { name: 'Clear the search and filter' }).click();
  await expect(cards).toHaveCount(6);

  // Remove one: an Undo in its place, then gone for good once the list is read again.
  const removed = jobs[6].title;
  await cards
    .first()
    .getByRole('button', { name: `Remove ${removed} from saved jobs` })
    .click();
  await expect(page.getByText('Favorite removed')).toBeVisible();
  await expect(page.getByRole('button', { name: `Undo: save ${removed} again` })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('tabpanel').getByText('6 saved jobs')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: removed })).toHaveCount(0);
});
