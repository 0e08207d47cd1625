import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The public pages whose accessibility and look are guarded (docs/design-system.md#how-the-design-is-tested): one
 * of each kind a visitor meets. The demo seed is deterministic, so the first job and the minisite are the same
 * on every run.
 */
export const PUBLIC_PAGES: { name: string; path: (request: APIRequestContext) => Promise<string> }[] = [
  { name: 'home', path: async () => '/' },
  { name: 'job-list', path: async () => '/jobs' },
  { name: 'filtered-job-list', path: async () => '/jobs-in-Germany-for-English-speakers' },
  { name: 'job-page', path: async (request) => `/jobs/${(await firstJob(request)).url}` },
  { name: 'minisite', path: async () => '/jobs-at-nordlicht-software-gmbh' },
  { name: 'login', path: async () => '/login' },
  { name: 'register', path: async () => '/register' },
];

async function firstJob(request: APIRequestContext): Promise<{ url: string }> {
  const answer = await request.get('/api/jobs?_size=1');
  const body = (await answer.json()) as { jobs: { data: { url: string }[] } };
  const job = body.jobs.data[0];
  if (!job) throw new Error('the demo data has no job');
  return job;
}

/** Opens a page and waits until the app has taken over the server's markup and has nothing left to load. */
export async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}
