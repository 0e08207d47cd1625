import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The public pages whose accessibility and look are guarded (docs/design-system.md#how-the-design-is-tested): one
 * of each kind a visitor meets. The demo seed is deterministic, so the demo job and the minisite are the same
 * on every run.
 */
export const PUBLIC_PAGES: { name: string; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'job-list', path: async () => '/jobs' },
  { name: 'filtered-job-list', path: async () => '/jobs-in-Germany-for-English-speakers' },
  { name: 'job-page', path: async (request) => `/jobs/${(await demoJob(request)).url}` },
  { name: 'minisite', path: async () => '/jobs-at-nordlicht-software-gmbh' },
  { name: 'login', path: async () => '/login' },
  { name: 'register', path: async () => '/register' },
];

/**
 * The newest job of a demo company that no spec changes (Nordlicht Software's, from its minisite's list), with the
 * list's fields. Not the newest job of all: four workers run side by side (docs/testing.md#four-workers-one-stack),
 * and that one may be another spec's, closed or deleted while this spec looks at it.
 */
export async function demoJob<Job = { url: string; title: string }>(request: APIRequestContext): Promise<Job> {
  const answer = await request.get('/api/jobs-at-nordlicht-software-gmbh?_size=1');
  const body = (await answer.json()) as { jobs: { data: Job[] } };
  const job = body.jobs.data[0];
  if (!job) throw new Error('the demo data has no job');
  return job;
}

/** Opens a page and waits until the app has taken over the server's markup and has nothing left to load. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * A job's link in the list of job cards. Not `page.getByRole('link', { name: title })`: on a wide screen the newest
 * job is also selected beside the list, and its title there is a second link of the same name once the pane has
 * loaded (a strict-mode failure that depended on the pane's timing).
 */
export const jobCardLink = (page: Page, title: string) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('link', { name: title });
