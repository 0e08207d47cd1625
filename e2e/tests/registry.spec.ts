import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BASE_PORT, REMOTE_PORTS } from '../support/ports';

// A second deployment of mfe-jobs on another origin (the same build here; in production another version).
const OTHER_PORT = E2E_BASE_PORT + 10;

// Only the registry answer is faked here; the api that really names another deployment (REMOTE_JOBS_URL) also
// allows its origin in the Content-Security-Policy, which the faked answer cannot change. Rewriting the page's
// headers by interception would make chromium treat the page as public and refuse its requests to localhost.
test.use({ bypassCSP: true });

test('pointing /remotes.json at another deployment of a remote switches the site to it, with no shell rebuild', async ({
  page,
}) => {
  const { createStaticServer } = await import('../../scripts/serve-static.mjs');
  const server = createStaticServer(path.resolve(__dirname, '../../mfe-jobs/dist'));
  await new Promise<void>((resolve) => server.listen(OTHER_PORT, resolve));
  try {
    // What the api answers once REMOTE_JOBS_URL names the other deployment.
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { remotes: Record<string, string> };
      body.remotes.mfe_jobs = `http://localhost:${OTHER_PORT}/mf-manifest.json`;
      await route.fulfill({ response, json: body });
    });
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).port));

    await page.goto('/jobs');
    await expect(page.locator('.jobs-items > li').first()).toBeVisible();
    expect(origins.has(String(OTHER_PORT))).toBe(true);
    expect(origins.has(String(REMOTE_PORTS.mfe_jobs))).toBe(false);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
