import { expect, test } from '../support/test';
import { remoteAnswers, restartRemote, stopRemote } from '../support/remotes';

test('with mfe-jobs stopped, the rest of the site works and /jobs shows its fallback, then recovers', async ({
  page,
}) => {
  await stopRemote('mfe_jobs');
  let restarted = false;
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
    await restartRemote('mfe_jobs');
    restarted = true;
    await expect.poll(() => remoteAnswers('mfe_jobs')).toBe(true);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.jobs-items > li').first()).toBeVisible();
  } finally {
    if (!restarted) await restartRemote('mfe_jobs');
  }
});
