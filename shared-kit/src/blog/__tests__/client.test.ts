import { BlogUnavailableError, createBlogClient, type BlogResponse } from '../client';
import { decodeEntities, htmlToText, languageAutonym } from '../text';
import type { WpPost } from '../wordpress';

const answer = (status: number, data: unknown, headers: Record<string, string> = {}): BlogResponse => ({
  status,
  data,
  header: (name) => headers[name] ?? null,
});

const post = (overrides: Partial<WpPost> = {}): WpPost => ({
  id: 3,
  date: '2026-11-20T10:00:00',
  date_gmt: '2026-11-20T09:00:00',
  guid: { rendered: 'https://example.com/?p=3' },
  modified: '2026-11-21T10:00:00',
  modified_gmt: '2026-11-21T09:00:00',
  slug: 'cv-tips',
  status: 'publish',
  type: 'post',
  link: 'https://example.com/cv-tips/',
  title: { rendered: 'CV tips &#8211; the &quot;Europass&quot; &amp; more' },
  content: { rendered: '<p>Text</p>' },
  excerpt: { rendered: '<p>Short&nbsp;&hellip;</p>\n' },
  author: 1,
  featured_media: 9,
  comment_status: 'open',
  ping_status: 'open',
  sticky: false,
  template: '',
  format: 'standard',
  // An old WordPress sends [] when there is no registered meta.
  meta: [],
  categories: [1],
  tags: [],
  ...overrides,
});

describe('the blog client', () => {
  it('reads a post without _embed: text decoded, dates in UTC, no image, author or categories', async () => {
    const client = createBlogClient(async () => answer(200, [post()]));
    expect(await client.postBySlug('cv-tips')).toEqual({
      id: 3,
      slug: 'cv-tips',
      title: 'CV tips – the "Europass" & more',
      // A no-break space is white space too: the excerpt is one line of plain text.
      excerpt: 'Short …',
      date: '2026-11-20T09:00:00.000Z',
      modified: '2026-11-21T09:00:00.000Z',
      language: null,
      image: null,
      categories: [],
      author: null,
      html: '<p>Text</p>',
      jobListPath: null,
    });
  });

  it('takes no picture from a featured media that is an error object', async () => {
    const forbidden = { code: 'rest_forbidden', message: 'Sorry', data: { status: 403 } };
    const client = createBlogClient(async () =>
      answer(200, [post({ _embedded: { 'wp:featuredmedia': [forbidden] } })]),
    );
    expect((await client.postBySlug('cv-tips'))?.image).toBeNull();
  });

  it('answers null for a page past the end, and fails as unavailable for a 5xx or no answer', async () => {
    const past = createBlogClient(async () =>
      answer(400, { code: 'rest_post_invalid_page_number', message: 'Too far', data: { status: 400 } }),
    );
    expect(await past.listPosts({ page: 9 })).toBeNull();
    const down = createBlogClient(async () => answer(503, { code: 'blog_unavailable' }));
    await expect(down.listPosts()).rejects.toBeInstanceOf(BlogUnavailableError);
    const gone = createBlogClient(async () => {
      throw new Error('ECONNREFUSED');
    });
    await expect(gone.categories()).rejects.toBeInstanceOf(BlogUnavailableError);
  });

  it('pages by the X-WP headers', async () => {
    const client = createBlogClient(async () => answer(200, [post()], { 'X-WP-Total': '19', 'X-WP-TotalPages': '3' }));
    expect(await client.listPosts({ page: 2 })).toMatchObject({ page: 2, total: 19, totalPages: 3 });
  });
});

describe('entities without a DOM', () => {
  it('decodes numeric, hexadecimal and named entities once, and leaves unknown or invalid ones', () => {
    expect(decodeEntities('&#8211; &#x2014; &rsquo; &amp;amp; &bogus; &#xD800; &#0;')).toBe(
      '– — ’ &amp; &bogus; &#xD800; &#0;',
    );
  });

  it('turns HTML into one line of text', () => {
    expect(htmlToText('<p>One</p>\n<p>two &amp;<br>three</p>')).toBe('One two & three');
  });
});

describe('languageAutonym', () => {
  it.each([
    ['nl', 'Nederlands'],
    ['es', 'Español'],
    ['pl', 'Polski'],
  ])('names %s in itself: %s', (code, name) => {
    expect(languageAutonym(code)).toBe(name);
  });
  it('says the code when it is no language tag', () => {
    expect(languageAutonym('not a tag')).toBe('not a tag');
  });
});
