// The site with the blog service stopped (docs/blog.md): the blog says so with a retry, the rest of the site works,
// and the retry loads the posts once the service is back. It stops a process of the stack that every other spec
// shares, so it runs in the 'alone' project, after the others (docs/testing.md#four-workers-one-stack).
import { expect, test } from '../support/test';
import { restartBlog, stopBlog } from '../support/blog';

test('with the blog service stopped, the blog says so with a retry and the rest of the site works', async ({
  page,
  request,
}) => {
  await stopBlog();
  let restarted = false;
  try {
    expect((await request.get('/blog')).status()).toBe(503);
    await page.goto('/blog');
    const alert = page.locator('.blog-unavailable');
    await expect(alert).toContainText('The blog is unavailable right now.');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.goto('/jobs');
    await expect(page.locator('.jobs-items > li').first()).toBeVisible();

    // The service comes back: the retry loads the posts without a page reload.
    await page.goto('/blog');
    await expect(alert).toBeVisible();
    await restartBlog();
    restarted = true;
    await expect.poll(async () => (await request.get('/blog-api/wp-json/wp/v2/posts')).status()).toBe(200);
    await alert.getByRole('button').click();
    await expect(page.locator('.blog-card').first()).toBeVisible();
  } finally {
    if (!restarted) await restartBlog();
  }
});
