import path from 'node:path';
import { expect, test } from '../support/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { OTHER_REMOTE_PORT, REMOTE_PORTS } from '../support/ports';

// A second deployment of mfe-jobs on another origin (the same build here; in production another version):
// OTHER_REMOTE_PORT.

// Only the registry answer is faked here; the api that really names another deployment (REMOTE_JOBS_URL) also
// allows its origin in the Content-Security-Policy, which the faked answer cannot change. Rewriting the page's
// headers by interception would make chromium treat the page as public and refuse its requests to localhost.
test.use({ bypassCSP: true });
// The page comes through route.fulfill here, which Chromium's Local Network Access treats as a public address
// space: its requests to a loopback remote would need a permission prompt. A visitor never meets that (the real
// page and the remotes share an address space), so this file alone turns the check off.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'],
  },
});

test('pointing /remotes.json at another deployment of a remote switches the site to it, with no shell rebuild', async ({
  page,
}) => {
  const { createStaticServer } = await import('../../scripts/serve-static.mjs');
  const server = createStaticServer(path.resolve(__dirname, '../../mfe-jobs/dist'));
  await new Promise<void>((resolve) => server.listen(OTHER_REMOTE_PORT, resolve));
  try {
    // What the api answers once REMOTE_JOBS_URL names the other deployment: the registry written into the page
    // (with the preloads of the remote's files) and /remotes.json.
    const defaultOrigin = `http://localhost:${REMOTE_PORTS.mfe_jobs}/`;
    await page.route('**/jobs', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replaceAll(defaultOrigin, `http://localhost:${OTHER_REMOTE_PORT}/`);
      const headers = response.headers();
      // The body is sent again decoded: drop what described the compressed one.
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { remotes: Record<string, string> };
      body.remotes.mfe_jobs = `http://localhost:${OTHER_REMOTE_PORT}/mf-manifest.json`;
      await route.fulfill({ response, json: body });
    });
    const origins = new Set<string>();
    page.on('request', (request) => origins.add(new URL(request.url()).port));

    await page.goto('/jobs');
    await expect(page.locator('.jobs-items > li').first()).toBeVisible();
    expect(origins.has(String(OTHER_REMOTE_PORT))).toBe(true);
    expect(origins.has(String(REMOTE_PORTS.mfe_jobs))).toBe(false);
  } finally {
    // The page keeps connections alive: close them, or close() waits for them.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
