// My jobs as a new candidate uses it (docs/candidate-area.md#my-jobs): the saved jobs searched, paged and pruned,
// then an application (made through the api: the apply flow's own test walks it) followed to its withdrawal.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '../support/test';
import { registerCandidate } from '../support/candidate';
import { axeOn } from '../support/axe';

type Question = { id: number; kind: string; options: string[] | null; knockout_answer: string | null };
type ListedJob = {
  id: number;
  title: string;
  company: { name: string };
  available: boolean;
  extra: {
    canApply?: boolean;
    redirect?: string | null;
    missingLanguages?: unknown[];
    screeningQuestions?: Question[];
  } | null;
};

const CV = path.resolve(__dirname, '../../api/test/fixtures/cvs/en-1.pdf');

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
  const results = await axeOn(page).analyze();
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

  // On a phone the same page fits its width: nothing scrolls sideways, the filters and actions are in reach.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('tabpanel').locator('.candidate-my-jobs__list > li')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('searchbox', { name: /Search your saved jobs/ })).toBeInViewport();
  const first = page.getByRole('tabpanel').locator('.candidate-my-jobs__list > li').first();
  await first.getByRole('button', { name: /^Remove / }).scrollIntoViewIfNeeded();
  await expect(first.getByRole('button', { name: /^Remove / })).toBeInViewport();
});

/** An answer to each question that does not end the application (a knockout answer is never the one chosen). */
function answersFor(questions: Question[]) {
  const answers: Record<string, string> = {};
  for (const question of questions) {
    const choices = question.kind === 'yes_no' ? ['Yes', 'No'] : (question.options ?? []);
    answers[question.id] =
      question.kind === 'short_text'
        ? 'In two weeks'
        : (choices.find((choice) => choice !== question.knockout_answer) ?? choices[0]);
  }
  return answers;
}

test('a new candidate applies, sees the application under My jobs as Applied, and withdraws it', async ({ page }) => {
  await registerCandidate(page, { nombre: 'Tomas', apellidos: 'Berg', email: `e2e-my-apps-${Date.now()}@example.com` });
  const headers = await asPageUser(page);

  // The tasks to apply, through the api: contact info with a country, languages, a CV.
  const countries = (await (await page.request.get('/api/countries')).json()).countries as {
    id: number;
    slug: string;
  }[];
  const germany = countries.find((country) => country.slug === 'germany') ?? countries[0];
  const profile = await page.request.post('/api/candidates/profile', {
    headers,
    data: { nombre: 'Tomas', apellidos: 'Berg', fk_pais_id: germany.id },
  });
  expect(profile.status()).toBe(200);
  for (const language of ['german', 'english']) {
    const added = await page.request.post('/api/candidates/languages', { headers, data: { language, level: 4 } });
    expect(added.status()).toBe(200);
  }
  const cv = await page.request.post('/api/candidates/mycv/fromVue', {
    headers,
    multipart: { file: { name: 'tomas-berg.pdf', mimeType: 'application/pdf', buffer: await readFile(CV) } },
  });
  expect(cv.status()).toBe(200);
  expect((await cv.json()).tasks.cv).toBe(1);

  // A job this candidate can apply to here (no external link, no language missing), its questions answered.
  const list = await page.request.get('/api/jobs-for-German-speakers', { headers, params: { _size: 40 } });
  const jobs: ListedJob[] = (await list.json()).jobs.data;
  const job = jobs.find(
    (candidate) =>
      candidate.extra?.canApply && !candidate.extra.redirect && (candidate.extra.missingLanguages ?? []).length === 0,
  );
  if (!job) throw new Error('no job to apply to in the demo data');
  const applied = await page.request.post('/api/candidates/applications', {
    headers,
    data: { offer_id: job.id, answers: answersFor(job.extra?.screeningQuestions ?? []) },
  });
  expect(applied.status()).toBe(200);
  expect((await applied.json()).application.status).toBe('applied');

  await page.goto('/account/my-jobs');
  await page.getByRole('tab', { name: 'Applications' }).click();
  await expect(page).toHaveURL(/\/account\/my-jobs\/applications$/);
  const card = page.getByRole('tabpanel').locator('.candidate-my-jobs__list > li');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: job.title, exact: true })).toBeVisible();
  await expect(card.locator('.sk-badge')).toHaveText('Applied');
  expect(await violations(page)).toEqual([]);

  await card.getByRole('button', { name: `Withdraw application to ${job.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw your application?' });
  await expect(dialog).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card.locator('.sk-badge')).toHaveText('Withdrawn');
  await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);

  // The history has both changes, and a reload shows what the api stored.
  await card.getByRole('button', { name: `Show history of ${job.title}` }).click();
  await expect(card.getByRole('listitem')).toHaveText([/^Applied/, /^Withdrawn/]);
  await page.reload();
  await expect(page.getByRole('tabpanel').locator('.candidate-my-jobs__list > li .sk-badge')).toHaveText('Withdrawn');
});

test('the applications’ status filter offers the statuses a candidate sees, and no company stage', async ({ page }) => {
  await registerCandidate(page, {
    nombre: 'Tomas',
    apellidos: 'Berg',
    email: `e2e-my-status-${Date.now()}@example.com`,
  });
  await page.goto('/account/my-jobs/applications');
  const filter = page.getByRole('combobox', { name: 'Status' });
  await expect(filter).toBeVisible();
  // docs/product-rules.md#applying: applied, viewed, in review, interview, offer, not selected, withdrawn.
  await expect(filter.locator('option')).toHaveText([
    'All statuses',
    'Applied',
    'Viewed',
    'In review',
    'Interview',
    'Offer',
    'Not selected',
    'Withdrawn',
  ]);
});
