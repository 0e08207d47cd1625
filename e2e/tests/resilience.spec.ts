import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { REMOTE_PORTS } from '../support/ports';
import { readStackState, writeStackState } from '../support/stack-state';

async function waitUntilClosed(port: number) {
  // Up to 15 s: a loaded machine (CI) can be slow to deliver the signal and end the process.
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(`http://localhost:${port}/mf-manifest.json`);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} still answers`);
}

async function restartJobsRemote(): Promise<ChildProcess> {
  const { REMOTES, startRemote } = await import('../../scripts/stack.mjs');
  const jobs = REMOTES.find((r: { name: string }) => r.name === 'mfe_jobs');
  if (!jobs) throw new Error('mfe_jobs is not in scripts/stack.mjs');
  return startRemote(jobs, REMOTE_PORTS.mfe_jobs - jobs.offset, { quiet: true });
}

test('with mfe-jobs stopped, the rest of the site works and /jobs shows its fallback, then recovers', async ({
  page,
}) => {
  const state = readStackState();
  process.kill(state.remotes.mfe_jobs, 'SIGTERM');
  await waitUntilClosed(REMOTE_PORTS.mfe_jobs);
  let restarted: ChildProcess | undefined;
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto('/jobs');
    await expect(page.getByText('Job search is temporarily unavailable.')).toBeVisible();
    // The shell around the area still works.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For companies' }).click();
    await expect(page.getByRole('heading', { name: 'Top hiring companies' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

    // The remote comes back: the retry button loads it without a page reload.
    await page.goto('/jobs');
    await expect(page.getByText('Job search is temporarily unavailable.')).toBeVisible();
    restarted = await restartJobsRemote();
    await expect
      .poll(
        async () => (await fetch(`http://localhost:${REMOTE_PORTS.mfe_jobs}/mf-manifest.json`).catch(() => null))?.ok,
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.jobs-items > li').first()).toBeVisible();
  } finally {
    restarted ??= await restartJobsRemote();
    if (restarted.pid) writeStackState({ ...state, remotes: { ...state.remotes, mfe_jobs: restarted.pid } });
  }
});
