import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JOB_LIST_META_KEY, type WpPost } from 'shared-kit/blog';
import { mockHttp } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJobList } from '../../../testing/job-fixtures';
import { renderWithLocation } from '../../../testing/location-probe';
import { makeWpCategory, makeWpMedia, makeWpPost, mockBlog } from './blog-fixtures';

const JOB_LIST = '/jobs-in-Netherlands-for-Dutch-speakers';
const visas = makeWpCategory(4, 'visas-and-permits', 'Visas &amp; permits');
const cvs = makeWpCategory(7, 'cv-tips', 'CV tips');

function serve(post: WpPost | null) {
  return mockBlog((url) => ({ data: post && url.searchParams.get('slug') === post.slug ? [post] : [] }));
}

const guide = (overrides: Partial<WpPost> = {}, embed: Parameters<typeof makeWpPost>[2] = {}) =>
  makeWpPost(
    12,
    {
      slug: 'work-in-the-netherlands',
      title: { rendered: 'Werken in Nederland &#8211; een gids' },
      content: {
        rendered: '<h2>Contracten</h2><p>Read <a href="/about-us">about us</a> &amp; the <strong>rules</strong>.</p>',
      },
      excerpt: { rendered: '<p>Contracten, BSN en wonen.</p>' },
      lang: 'nl',
      ...overrides,
    },
    { media: makeWpMedia(30), categories: [visas, cvs], author: 'Ana Editor', ...embed },
  );

describe('a blog post', () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  it('shows the article: title, date, author, categories, featured image and the body as the proxy sent it', async () => {
    restore = serve(guide()).restore;
    const { requests } = mockHttp(() => ({ data: null }));
    renderWithLocation(<JobsRoutes />, { route: '/blog/work-in-the-netherlands' });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Werken in Nederland – een gids' });
    const article = heading.closest('article') as HTMLElement;
    expect(article).toHaveClass('blog-post');
    expect(article).toHaveAttribute('lang', 'nl');
    const meta = article.querySelector('.blog-post-meta') as HTMLElement;
    // Our words are in the reader's language inside the Dutch article.
    expect(meta).toHaveAttribute('lang', 'en');
    expect(within(meta).getByText('20 Nov 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T09:00:00.000Z',
    );
    expect(meta).toHaveTextContent(/^20 Nov 2026 · By Ana Editor · Visas & permits, CV tips$/);
    expect(within(meta).getByRole('link', { name: 'Visas & permits' })).toHaveAttribute(
      'href',
      '/blog/category/visas-and-permits/1',
    );
    expect(within(meta).getByRole('link', { name: 'CV tips' })).toHaveAttribute('href', '/blog/category/cv-tips/1');
    const image = within(article).getByRole('img', { name: 'Canal houses in Amsterdam' });
    expect(image).toHaveClass('blog-post-image');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).not.toHaveAttribute('loading');
    const body = article.querySelector('.blog-post-body') as HTMLElement;
    expect(within(body).getByRole('heading', { level: 2, name: 'Contracten' })).toBeInTheDocument();
    expect(within(body).getByRole('link', { name: 'about us' })).toHaveAttribute('href', '/about-us');
    expect(body.querySelector('strong')).toHaveTextContent('rules');
    // No job list in the post: no box, no call to the jobs.
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(requests).toEqual([]);
    await waitFor(() => expect(document.title).toBe('Werken in Nederland – een gids | EuLangJobs'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Contracten, BSN en wonen.');
  });

  it('a post whose author and featured image are error objects (a WordPress hiding them): no picture, no author', async () => {
    const bare = guide({
      _embedded: {
        author: [{ code: 'rest_user_cannot_view', message: 'Sorry, you are not allowed.', data: { status: 401 } }],
        'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry.', data: { status: 403 } }],
      },
      lang: undefined,
    });
    restore = serve(bare).restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog/work-in-the-netherlands' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Werken in Nederland – een gids' });
    const article = heading.closest('article') as HTMLElement;
    expect(article).not.toHaveAttribute('lang');
    expect(within(article).queryByRole('img')).toBeNull();
    expect(within(article).queryByText(/^By /)).toBeNull();
    // Without _embed's terms the post's categories are not known: the date alone.
    expect(article.querySelector('.blog-post-meta')).toHaveTextContent(/^20 Nov 2026$/);
  });

  it('shows up to 5 live jobs of the list the post talks about, and a link to all of them', async () => {
    restore = serve(guide({ meta: { [JOB_LIST_META_KEY]: JOB_LIST } })).restore;
    const { requests } = mockHttp(() => ({ data: makeJobList(1, 5, 42) }));
    renderWithLocation(<JobsRoutes />, { route: '/blog/work-in-the-netherlands' });

    const box = await screen.findByRole('complementary', { name: 'Jobs from this article' });
    expect(box).toHaveClass('blog-post-jobs');
    const list = await within(box).findByRole('list', { name: 'Jobs' });
    // The job list's own cards, one level under the box's heading.
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Customer service agent 1',
      'Customer service agent 2',
      'Customer service agent 3',
      'Customer service agent 4',
      'Customer service agent 5',
    ]);
    expect(within(box).getByRole('link', { name: 'See all 42 jobs' })).toHaveAttribute('href', JOB_LIST);
    expect(requests.map(({ url, params }) => ({ url, params }))).toEqual([
      { url: `/api${JOB_LIST}`, params: { _from: 0, _size: 5, _lists: 'none' } },
    ]);

    await userEvent.click(within(box).getByRole('link', { name: 'See all 42 jobs' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
  });

  it('finds the job list in a link of the text when the post has no meta for it', async () => {
    const linked = guide({
      content: { rendered: `<p>See <a href="${JOB_LIST}">the Dutch jobs</a>.</p>` },
    });
    restore = serve(linked).restore;
    mockHttp(() => ({ data: makeJobList(1, 0, 0) }));
    renderWithLocation(<JobsRoutes />, { route: '/blog/work-in-the-netherlands' });
    const box = await screen.findByRole('complementary', { name: 'Jobs from this article' });
    expect(await within(box).findByText('No jobs are open in this list right now.')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'See the jobs' })).toHaveAttribute('href', JOB_LIST);
  });

  it('says so in the box when the jobs cannot be loaded, the article still there', async () => {
    restore = serve(guide({ meta: { [JOB_LIST_META_KEY]: JOB_LIST } })).restore;
    mockHttp(() => ({ status: 500, data: { message: 'Server error' } }));
    renderWithLocation(<JobsRoutes />, { route: '/blog/work-in-the-netherlands' });
    const box = await screen.findByRole('complementary', { name: 'Jobs from this article' });
    expect(await within(box).findByText('We could not load the jobs.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Werken in Nederland – een gids' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown slug', async () => {
    restore = serve(null).restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog/no-such-post' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('the blog down: the alert and a retry that shows the post', async () => {
    let down = true;
    const post = guide();
    restore = mockBlog(() => {
      if (down) return { status: 503, data: { code: 'blog_unavailable', message: 'Down', data: { status: 503 } } };
      return { data: [post] };
    }).restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog/work-in-the-netherlands' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The blog is unavailable right now.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Werken in Nederland – een gids' }),
    ).toBeInTheDocument();
  });
});
