// Long because the admin's blog calls (categories, drafts, Markdown, scheduling, images by sharp, the list) are one resource on one app; 10 rules.
import sharp from 'sharp';
import { login, register, useTestApp, xsrfHeaders } from '../helper';
import { multipart, pdf, picture } from '../support/uploads';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Writing the blog in the admin area (docs/blog.md#authoring, docs/contracts.md#blog-authoring). Every post, category
 * and image this file adds is deleted afterwards: the blog service's tests read the same tables.
 */
describe('admin blog: /api/admin/blog/*', () => {
  const posts: number[] = [];
  const categories: number[] = [];
  const media: number[] = [];
  // Registered before the app's own afterAll (which closes it): what this file added goes first.
  afterAll(async () => {
    if (posts.length) await t.db.deleteFrom('blog_posts').where('id', 'in', posts).execute();
    if (categories.length) await t.db.deleteFrom('blog_categories').where('id', 'in', categories).execute();
    if (media.length) await t.db.deleteFrom('blog_media').where('id', 'in', media).execute();
  });
  const t = useTestApp();

  const stamp = `${Date.now()}`.slice(-8);
  let seq = 0;
  let admin = '';
  let candidate = '';
  let company = '';

  beforeAll(async () => {
    admin = await login(t.app, 'admin@example.com');
    candidate = (await register(t.app, {}, '10.15.3.1')).response.json().token;
    company = (await register(t.app, { type: 'company', company_name: 'Blog Test Ltd' }, '10.15.3.2')).response.json()
      .token;
  });

  const call = async (method: Method, url: string, payload?: object, token: string | null = admin) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(method === 'GET' ? {} : await xsrfHeaders(t.app)),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  const input = (fields: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      title: `Working in the Netherlands ${stamp} ${seq}`,
      excerpt: 'What to know before you move.',
      content_markdown: '## Why\n\nBecause **Dutch** companies hire in English.\n',
      language: 'en',
      category_ids: [],
      featured_media_id: null,
      job_list_path: null,
      author_name: 'Sanne de Vries',
      status: 'draft',
      publish_at: null,
      ...fields,
    };
  };
  const createPost = async (fields: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/admin/blog/posts', input(fields));
    if (response.statusCode === 201) posts.push(response.json().post.id);
    return response;
  };
  const createCategory = async (fields: Record<string, unknown>) => {
    const response = await call('POST', '/api/admin/blog/categories', { description: '', ...fields });
    if (response.statusCode === 201) categories.push(response.json().category.id);
    return response;
  };
  const upload = async (parts: Parameters<typeof multipart>[0], token = admin) => {
    const body = multipart(parts);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog/media',
      headers: { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
    if (response.statusCode === 201) media.push(response.json().media.id);
    return response;
  };
  const errorsOf = (response: { json: () => unknown }) =>
    (response.json() as { errors: Record<string, string[]> }).errors;

  it('answers 401 without a token and 403 to a candidate and a company, on every call', async () => {
    const calls: [Method, string][] = [
      ['GET', '/api/admin/blog/posts'],
      ['POST', '/api/admin/blog/posts'],
      ['GET', '/api/admin/blog/posts/1'],
      ['PUT', '/api/admin/blog/posts/1'],
      ['DELETE', '/api/admin/blog/posts/1'],
      ['POST', '/api/admin/blog/preview'],
      ['GET', '/api/admin/blog/categories'],
      ['POST', '/api/admin/blog/categories'],
      ['PUT', '/api/admin/blog/categories/1'],
      ['DELETE', '/api/admin/blog/categories/1'],
      ['POST', '/api/admin/blog/media'],
    ];
    const wrong: string[] = [];
    for (const [method, url] of calls) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const [who, token, status] of [
        ['guest', null, 401],
        ['candidate', candidate, 403],
        ['company', company, 403],
      ] as const) {
        const answered = (await call(method, url, payload, token)).statusCode;
        if (answered !== status) wrong.push(`${method} ${url} as ${who}: ${answered} (expected ${status})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('creates categories with slugs made from their names, refuses a taken slug, renames and lists them by name', async () => {
    const first = await createCategory({ name: `Über München ${stamp}`, description: 'Living in Bavaria.' });
    expect(first.statusCode).toBe(201);
    expect(first.json().category).toEqual({
      id: expect.any(Number),
      slug: `uber-munchen-${stamp}`,
      name: `Über München ${stamp}`,
      description: 'Living in Bavaria.',
      post_count: 0,
    });
    // The same name again: the slug is made unique rather than refused.
    const second = await createCategory({ name: `Über  München ${stamp}` });
    expect(second.json().category.slug).toBe(`uber-munchen-${stamp}-2`);
    // A slug sent that another category has: 422 naming it.
    const taken = await createCategory({ name: 'Another', slug: `uber-munchen-${stamp}` });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(errorsOf(taken))).toEqual(['slug']);
    const badSlug = await createCategory({ name: 'Another', slug: 'Not A Slug' });
    expect(badSlug.statusCode).toBe(422);
    expect(Object.keys(errorsOf(badSlug))).toEqual(['slug']);

    const id = second.json().category.id;
    const renamed = await call('PUT', `/api/admin/blog/categories/${id}`, {
      name: `Aachen ${stamp}`,
      description: 'The west.',
    });
    expect(renamed.statusCode).toBe(200);
    // A slug not sent keeps the stored one: links to the category keep working.
    expect(renamed.json().category).toMatchObject({ name: `Aachen ${stamp}`, slug: `uber-munchen-${stamp}-2` });
    const stolen = await call('PUT', `/api/admin/blog/categories/${id}`, {
      name: 'x',
      description: '',
      slug: `uber-munchen-${stamp}`,
    });
    expect(stolen.statusCode).toBe(422);
    expect(
      (await call('PUT', '/api/admin/blog/categories/2147483647', { name: 'x', description: '' })).statusCode,
    ).toBe(404);

    const list = await call('GET', '/api/admin/blog/categories');
    expect(list.statusCode).toBe(200);
    const names = (list.json().categories as { name: string }[]).map((category) => category.name);
    const mine = names.filter((name) => name.endsWith(stamp));
    expect(mine).toEqual([`Aachen ${stamp}`, `Über München ${stamp}`]);
  });

  it('writes a draft: slug from the title (accents folded, unique), the author, the Markdown rendered and stored', async () => {
    const created = await createPost({
      title: `Über München: Jobs für Englischsprachige ${stamp}`,
      author_name: undefined,
      excerpt: '',
      content_markdown: '# Living there\n\nRents are **high**, salaries too.\n\n- Housing\n- Schools\n',
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().post;
    expect(post).toMatchObject({
      slug: `uber-munchen-jobs-fur-englischsprachige-${stamp}`,
      status: 'draft',
      published_at: null,
      // No author sent: the editor's name (the demo admin is called Admin).
      author_name: 'Admin',
      // No excerpt: the first paragraph's text.
      excerpt: 'Rents are high, salaries too.',
      path: `/blog/uber-munchen-jobs-fur-englischsprachige-${stamp}`,
      featured_media: null,
      category_ids: [],
    });
    // The post's title is the page's h1: an h1 of the body is an h2.
    expect(post.content_html).toBe(
      '<h2>Living there</h2>\n<p>Rents are <strong>high</strong>, salaries too.</p>\n<ul>\n<li>Housing</li>\n<li>Schools</li>\n</ul>',
    );
    const again = await createPost({ title: `Über München: Jobs für Englischsprachige ${stamp}` });
    expect(again.json().post.slug).toBe(`uber-munchen-jobs-fur-englischsprachige-${stamp}-2`);
    const taken = await createPost({ slug: post.slug });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(errorsOf(taken))).toEqual(['slug']);

    const read = await call('GET', `/api/admin/blog/posts/${post.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().post).toEqual(post);
    expect((await call('GET', '/api/admin/blog/posts/2147483647')).statusCode).toBe(404);
  });

  it('sanitises the Markdown: no script, no javascript: link, no event attribute; external links get noopener', async () => {
    const markdown = [
      'Hello <script>alert(1)</script> world',
      '',
      '[click](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)">this</a> and [home](/jobs)',
      '',
      '<img src="/x.png" onerror="alert(3)" alt="x"> <b onclick="alert(4)" style="color:red">bold</b>',
      '',
      '[Dutch jobs](https://www.example.com/jobs) <iframe src="https://evil.example"></iframe>',
      '',
      '| Country | Language |',
      '| :-- | :-- |',
      '| Netherlands | Dutch |',
      '',
      '> A quote',
      '',
      '```js',
      'const x = "<b>";',
      '```',
    ].join('\n');
    const preview = await call('POST', '/api/admin/blog/preview', { content_markdown: markdown });
    expect(preview.statusCode).toBe(200);
    const { html } = preview.json() as { html: string };
    expect(html).not.toMatch(/script|javascript|onerror|onclick|style=|iframe/i);
    expect(html).toContain('<a>click</a>');
    expect(html).toContain('<a href="/jobs">home</a>');
    expect(html).toContain('<a href="https://www.example.com/jobs" rel="noopener noreferrer">Dutch jobs</a>');
    expect(html).toContain('<img src="/x.png" alt="x" loading="lazy" />');
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('<td class="align-left">Netherlands</td>');
    expect(html).toContain('<blockquote>\n<p>A quote</p>\n</blockquote>');
    expect(html).toContain('<pre><code class="language-js">const x = "&lt;b&gt;";\n</code></pre>');
    // Saving stores exactly what the preview showed.
    const saved = await createPost({ content_markdown: markdown });
    expect(saved.json().post.content_html).toBe(html);
  });

  it('answers every problem of a post at once, each naming its field', async () => {
    const response = await createPost({
      language: 'xx',
      category_ids: [2147483647],
      featured_media_id: 2147483647,
      job_list_path: '/login',
      status: 'future',
      publish_at: null,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(errorsOf(response)).sort()).toEqual([
      'category_ids',
      'featured_media_id',
      'job_list_path',
      'language',
      'publish_at',
    ]);
    const unknownPlace = await createPost({ job_list_path: '/jobs-in-Atlantis-for-Dutch-speakers' });
    expect(unknownPlace.statusCode).toBe(422);
    expect(errorsOf(unknownPlace).job_list_path).toEqual(['Unknown location: Atlantis.']);
    const schema = await createPost({ language: 'english', status: 'later' });
    expect(schema.statusCode).toBe(422);
    expect(Object.keys(errorsOf(schema))).toEqual(expect.arrayContaining(['language', 'status']));
    // In the caller's language.
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/admin/blog/posts',
      headers: { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${admin}`, 'accept-language': 'de' },
      payload: input({ language: 'xx' }),
    });
    expect(errorsOf(german).language).toEqual([
      'Die Sprache muss der zweibuchstabige Code einer Sprache der Website sein, zum Beispiel en oder nl.',
    ]);
  });

  it('keeps a job list path in its canonical form, without its page', async () => {
    const response = await createPost({
      job_list_path: '/jobs-in-netherlands-for-dutch-speakers/2',
      language: 'nl',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().post).toMatchObject({
      job_list_path: '/jobs-in-Netherlands-for-Dutch-speakers',
      language: 'nl',
    });
  });

  it('schedules: future needs a future time; a scheduled post whose time passed reads publish', async () => {
    const past = await createPost({ status: 'future', publish_at: '2020-01-01T09:00:00Z' });
    expect(past.statusCode).toBe(422);
    expect(Object.keys(errorsOf(past))).toEqual(['publish_at']);
    const noZone = await createPost({ status: 'future', publish_at: '2099-01-01T09:00:00' });
    expect(noZone.statusCode).toBe(422);
    expect(Object.keys(errorsOf(noZone))).toEqual(['publish_at']);

    const at = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    const scheduled = await createPost({ status: 'future', publish_at: at.toISOString().replace('Z', '+00:00') });
    expect(scheduled.statusCode).toBe(201);
    const post = scheduled.json().post;
    expect(post).toMatchObject({ status: 'future', published_at: at.toISOString() });
    const listed = async (status: string) =>
      (
        (await call('GET', `/api/admin/blog/posts?status=${status}&search=${encodeURIComponent(post.slug)}`)).json()
          .posts as { id: number }[]
      ).map((row) => row.id);
    expect(await listed('future')).toEqual([post.id]);
    expect(await listed('publish')).toEqual([]);

    // Its time comes (no job runs: the status is read against the clock).
    await t.db
      .updateTable('blog_posts')
      .set({ published_at: new Date(Date.now() - 60_000) })
      .where('id', '=', post.id)
      .execute();
    expect((await call('GET', `/api/admin/blog/posts/${post.id}`)).json().post.status).toBe('publish');
    expect(await listed('publish')).toEqual([post.id]);
    expect(await listed('future')).toEqual([]);
  });

  it('publishes now, keeps the first date through a spell as a draft, and forgets a schedule put back to draft', async () => {
    const before = Date.now();
    const published = await createPost({ status: 'publish', publish_at: '2099-01-01T00:00:00Z' });
    const post = published.json().post;
    // publish_at is ignored: public now.
    expect(post.status).toBe('publish');
    expect(new Date(post.published_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(post.published_at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    await t.db.updateTable('blog_posts').set({ published_at: tenDaysAgo }).where('id', '=', post.id).execute();
    const body = input({ slug: post.slug, title: post.title });
    const save = (fields: Record<string, unknown>) =>
      call('PUT', `/api/admin/blog/posts/${post.id}`, { ...body, ...fields });
    expect((await save({ status: 'publish' })).json().post.published_at).toBe(tenDaysAgo.toISOString());
    const draft = (await save({ status: 'draft' })).json().post;
    expect(draft).toMatchObject({ status: 'draft', published_at: tenDaysAgo.toISOString() });
    expect((await save({ status: 'publish' })).json().post.published_at).toBe(tenDaysAgo.toISOString());

    const later = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString();
    const scheduled = (await createPost({ status: 'future', publish_at: later })).json().post;
    const back = await call('PUT', `/api/admin/blog/posts/${scheduled.id}`, {
      ...input({ title: scheduled.title }),
      status: 'draft',
      publish_at: later,
    });
    expect(back.json().post).toMatchObject({ status: 'draft', published_at: null, slug: scheduled.slug });
    expect((await call('PUT', '/api/admin/blog/posts/2147483647', input())).statusCode).toBe(404);
  });

  it('stores an image by its bytes as WebP at most 1600 px wide, with its alt text; refuses a PDF named .png', async () => {
    const png = await picture('png', 2400, 1200);
    const stored = await upload([
      { name: 'alt_text', data: 'Canals of Amsterdam at dusk' },
      { name: 'file', filename: 'Amsterdam Grachten.png', contentType: 'image/png', data: png },
    ]);
    expect(stored.statusCode).toBe(201);
    const image = stored.json().media;
    expect(image).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(
        new RegExp(
          `^${t.config.publicUrl}/blog-api/wp-content/uploads/\\d{4}/\\d{2}/amsterdam-grachten-${image.id}\\.webp$`,
        ),
      ),
      alt_text: 'Canals of Amsterdam at dusk',
      width: 1600,
      height: 800,
    });
    const row = await t.db
      .selectFrom('blog_media')
      .select(['bytes', 'mime_type'])
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    expect(row.mime_type).toBe('image/webp');
    const meta = await sharp(row.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    // No camera data survives.
    expect(meta.exif).toBeUndefined();

    const fake = await upload([{ name: 'file', filename: 'photo.png', contentType: 'image/png', data: pdf() }]);
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(errorsOf(fake))).toEqual(['file']);
    const longAlt = await upload([
      { name: 'alt_text', data: 'a'.repeat(301) },
      { name: 'file', filename: 'x.png', contentType: 'image/png', data: png },
    ]);
    expect(longAlt.statusCode).toBe(422);
    expect(Object.keys(errorsOf(longAlt))).toEqual(['alt_text']);
    const none = await upload([{ name: 'alt_text', data: 'nothing' }]);
    expect(none.statusCode).toBe(422);
    expect(Object.keys(errorsOf(none))).toEqual(['file']);

    // A post shows it as its featured image.
    const withImage = await createPost({ featured_media_id: image.id });
    expect(withImage.json().post.featured_media).toEqual(image);
  });

  it('lists posts newest first, 20 a page, with search and status; deleting a category detaches its posts', async () => {
    const category = (await createCategory({ name: `Relocation ${stamp}` })).json().category;
    const tag = `listing${stamp}`;
    const made: number[] = [];
    for (let n = 0; n < 22; n += 1) {
      const response = await createPost({
        title: `${tag} post ${n}`,
        category_ids: [category.id, category.id],
        status: n % 2 ? 'publish' : 'draft',
      });
      made.push(response.json().post.id);
    }
    const first = await call('GET', `/api/admin/blog/posts?search=${tag}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 22, page: 1, page_size: 20 });
    expect(first.json().posts).toHaveLength(20);
    const second = (await call('GET', `/api/admin/blog/posts?search=${tag}&page=2`)).json();
    expect(second.posts).toHaveLength(2);
    // The two oldest: the first draft and the first published post.
    expect(second.posts.map((row: { title: string }) => row.title).sort()).toEqual([`${tag} post 0`, `${tag} post 1`]);
    expect(second.posts.find((row: { title: string }) => row.title === `${tag} post 0`)).toEqual({
      id: made[0],
      slug: `${tag}-post-0`,
      title: `${tag} post 0`,
      language: 'en',
      status: 'draft',
      published_at: null,
      updated_at: expect.any(String),
      category_ids: [category.id],
      path: `/blog/${tag}-post-0`,
    });
    const published = (await call('GET', `/api/admin/blog/posts?search=${tag}&status=publish`)).json();
    expect(published.total).toBe(11);
    // The newest published first.
    expect(published.posts[0].id).toBe(made[21]);
    // A search never reads as a LIKE pattern.
    expect((await call('GET', '/api/admin/blog/posts?search=%25_%25')).json().total).toBe(0);

    const counted = (await call('GET', '/api/admin/blog/categories'))
      .json()
      .categories.find((row: { id: number }) => row.id === category.id);
    expect(counted.post_count).toBe(22);
    expect((await call('DELETE', `/api/admin/blog/categories/${category.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/blog/categories/${category.id}`)).statusCode).toBe(404);
    const post = (await call('GET', `/api/admin/blog/posts/${made[0]}`)).json().post;
    expect(post.category_ids).toEqual([]);

    expect((await call('DELETE', `/api/admin/blog/posts/${made[0]}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/blog/posts/${made[0]}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/blog/posts/${made[0]}`)).statusCode).toBe(404);
  });
});
