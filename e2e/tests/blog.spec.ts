// Issue 15's walk (docs/blog.md): an editor writes and publishes a post in the admin area; a guest reads it from
// /blog and from its category's page, through the api's proxy and page server and the separate blog service. Also:
// scheduled publishing across the whole chain, the blog pages' first HTML without JavaScript and RSS. The site with
// the blog service stopped is blog-service-down.spec.ts (it runs alone: docs/testing.md#four-workers-one-stack).
import { expect, type Page, test } from '../support/test';
import { callApi } from '../support/company';
import { logIn, waitForLiveForm } from '../support/login';
import { connectDb } from '../support/database';
import { axeOn } from '../support/axe';

const STAMP = Date.now();
const TITLE = `Working in Lisbon as a French speaker ${STAMP}`;
const SLUG = `working-in-lisbon-as-a-french-speaker-${STAMP}`;
const SCHEDULED_SLUG = `scheduled-e2e-${STAMP}`;

async function removePosts() {
  const db = await connectDb();
  try {
    await db.query('DELETE FROM blog_posts WHERE slug = ANY($1)', [[SLUG, SCHEDULED_SLUG]]);
  } finally {
    await db.end();
  }
}

test.afterAll(removePosts);

/** axe's findings once the app has replaced the server's markup (never in the middle of the swap). */
async function axeViolations(page: Page) {
  await waitForLiveForm(page);
  return (await axeOn(page).analyze()).violations.map((v) => v.id);
}

test('an editor writes and publishes a post; a guest reads it from /blog and from its category page', async ({
  page,
  browser,
}) => {
  await logIn(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Blog posts' })).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { name: 'New blog post' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Excerpt').fill('Where French opens doors in Lisbon, and how to apply from abroad.');
  await page
    .getByLabel('Article (Markdown)')
    .fill(
      '## Where the jobs are\n\nCustomer support hubs in Lisbon hire **French speakers** all year.\n\n' +
        '- Shared service centres\n- Travel companies\n\nSee [the jobs in Portugal](/jobs-in-Portugal).',
    );
  await page.getByRole('checkbox', { name: 'Relocation' }).check();
  await page.getByLabel('Job list').fill('/jobs-in-Portugal');
  await page.getByRole('radio', { name: 'Publish now' }).check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Post published.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View post' })).toHaveAttribute('href', `/blog/${SLUG}`);

  // A guest, in a browser of their own.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/blog');
  await expect(guest.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const card = guest.locator('.blog-card').first();
  await expect(card.getByRole('link', { name: TITLE })).toBeVisible();
  expect(await axeViolations(guest)).toEqual([]);

  await card.getByRole('link', { name: TITLE }).click();
  await expect(guest).toHaveURL(`/blog/${SLUG}`);
  await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(guest.getByRole('heading', { level: 2, name: 'Where the jobs are' })).toBeVisible();
  await expect(guest.locator('.blog-post-body strong')).toHaveText('French speakers');
  // The job list the post talks about, with its live jobs.
  const jobs = guest.locator('.blog-post-jobs');
  await expect(jobs.getByRole('link', { name: /See all \d+ jobs?/ })).toHaveAttribute('href', '/jobs-in-Portugal');
  expect(await axeViolations(guest)).toEqual([]);

  await guest.locator('.blog-post-meta').getByRole('link', { name: 'Relocation' }).click();
  await expect(guest).toHaveURL('/blog/category/relocation/1');
  await expect(guest.getByRole('heading', { level: 1, name: 'Relocation' })).toBeVisible();
  await expect(guest.locator('.blog-card').getByRole('link', { name: TITLE })).toBeVisible();

  // On a phone, the article fits the screen.
  await guest.setViewportSize({ width: 390, height: 844 });
  await guest.goto(`/blog/${SLUG}`);
  await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await guest.context().close();
});

test('a scheduled post is not found until its time, then it is on the blog', async ({ page, request }) => {
  await page.goto('/blog');
  const login = await callApi(page, null, 'POST', '/api/auth/login', {
    email: 'admin@example.com',
    password: 'demo-password',
  });
  const created = await callApi(page, login.body.token, 'POST', '/api/admin/blog/posts', {
    title: `Scheduled e2e ${STAMP}`,
    slug: SCHEDULED_SLUG,
    excerpt: 'Out in a few seconds.',
    content_markdown: 'Soon.',
    language: 'en',
    category_ids: [],
    featured_media_id: null,
    job_list_path: null,
    status: 'future',
    publish_at: new Date(Date.now() + 6_000).toISOString(),
  });
  expect(created.status).toBe(201);
  expect((await request.get(`/blog/${SCHEDULED_SLUG}`)).status()).toBe(404);
  await expect.poll(async () => (await request.get(`/blog/${SCHEDULED_SLUG}`)).status(), { timeout: 20_000 }).toBe(200);
  const feed = await (await request.get('/blog/rss.xml')).text();
  expect(feed).toContain(`/blog/${SCHEDULED_SLUG}</link>`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog pages come in the first HTML with their head, and the paged routes go to page 1', async ({
    page,
    request,
  }) => {
    const home = await page.goto('/blog');
    expect(home?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.locator('.blog-card')).toHaveCount(9);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/blog\/rss\.xml$/,
    );

    const post = await page.goto('/blog/how-to-get-a-job-in-the-netherlands-as-a-dutch-speaker');
    expect(post?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How to get a job in the Netherlands as a Dutch speaker',
    );
    await expect(page.locator('.blog-post-body h2').first()).toBeVisible();
    await expect(page.locator('.blog-post-image')).toBeVisible();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/blog\/how-to-get-a-job-in-the-netherlands-as-a-dutch-speaker$/,
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = ld.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'BlogPosting');
    expect(posting?.headline).toBe('How to get a job in the Netherlands as a Dutch speaker');
    expect(posting?.datePublished).toMatch(/^\d{4}-\d\d-\d\d/);
    await expect(page.locator('.blog-post-jobs a[href="/jobs-in-Netherlands-for-Dutch-speakers"]')).toBeVisible();

    const category = await page.goto('/blog/category/country-guides/1');
    expect(category?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Country guides' })).toBeVisible();

    for (const [from, to] of [
      ['/blog/posts', '/blog/posts/1'],
      ['/blog/category/country-guides', '/blog/category/country-guides/1'],
    ]) {
      const answer = await request.get(from, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(new URL(answer.headers().location, 'http://x').pathname).toBe(to);
    }
    expect((await request.get('/blog/posts/99')).status()).toBe(404);
    expect((await request.get('/blog/no-such-post')).status()).toBe(404);
  });
});
