import { expect, test } from '../support/test';
import { REMOTE_PORTS } from '../support/ports';

test('the site boots on the home page without loading any remote', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (Object.values(REMOTE_PORTS).some((port) => request.url().includes(`:${port}/`)))
      remoteRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // A remote is fetched only when one of its routes is first visited.
  expect(remoteRequests).toEqual([]);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page-here');
  await expect(page.getByText(/not found|doesn.t exist|could not find/i).first()).toBeVisible();
});

test('the login page hides the navbar and footer', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the page head is filled by the server, without JavaScript', async ({ request }) => {
  const html = await (await request.get('/jobs')).text();
  expect(html).toMatch(/<title>[^<]*[Jj]obs[^<]*<\/title>/);
  expect(html).toContain('rel="canonical"');
  expect(html).toContain('id="app-config"');
});
