import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { invalidPage, makeWpCategory, makeWpMedia, makeWpPost, mockBlog, postsPage } from './blog-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

const visas = makeWpCategory(4, 'visas-and-permits', 'Visas &amp; permits', {
  description: 'Papers you need to work in another EU country.',
});
const cvs = makeWpCategory(7, 'cv-tips', 'CV tips');

function blogServer(pages: Record<string, ReturnType<typeof postsPage>>) {
  return mockBlog((url) => {
    if (url.pathname === '/wp-json/wp/v2/categories') {
      const slug = url.searchParams.get('slug');
      return { data: slug ? [visas, cvs].filter((term) => term.slug === slug) : [cvs, visas] };
    }
    const key = `${url.searchParams.get('categories') ?? 'all'}/${url.searchParams.get('page')}`;
    return pages[key] ?? invalidPage;
  });
}

const nineOf = (first: number) => Array.from({ length: 9 }, (_, i) => makeWpPost(first + i));

/** The list of post cards: the list whose items are headed by the posts' titles (it has no label of its own). */
const isPostList = (list: HTMLElement) => within(list).queryAllByRole('heading', { level: 2 }).length > 0;
const postList = () => screen.getAllByRole('list').find(isPostList) as HTMLElement;
const findPostList = () =>
  waitFor(() => expect(screen.getAllByRole('list').find(isPostList)).toBeDefined()).then(postList);

describe('the blog lists', () => {
  let restore: () => void = () => {};
  afterEach(() => restore());

  it('/blog: the latest posts as cards, the categories, the way to older posts and the feed', async () => {
    const guide = makeWpPost(
      1,
      {
        slug: 'work-in-the-netherlands',
        title: { rendered: 'Work in the Netherlands &#8211; a guide' },
        excerpt: { rendered: '<p>Contracts, BSN &amp; housing.</p>' },
        lang: 'nl',
      },
      { media: makeWpMedia(30), categories: [visas] },
    );
    const blog = blogServer({ 'all/1': postsPage([guide, ...nineOf(2).slice(0, 8)], 20, 3) });
    restore = blog.restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByText('Advice on working abroad, languages and careers in Europe.')).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Blog categories' });
    expect(within(categories).getByRole('link', { name: 'Visas & permits' })).toHaveAttribute(
      'href',
      '/blog/category/visas-and-permits/1',
    );
    const cards = within(postList()).getAllByRole('listitem');
    expect(cards).toHaveLength(9);
    const first = within(cards[0]);
    expect(first.getByRole('heading', { level: 2, name: 'Work in the Netherlands – a guide' })).toHaveAttribute(
      'lang',
      'nl',
    );
    expect(first.getByRole('link', { name: 'Work in the Netherlands – a guide' })).toHaveAttribute(
      'href',
      '/blog/work-in-the-netherlands',
    );
    expect(first.getByText('Contracts, BSN & housing.')).toBeInTheDocument();
    expect(first.getByText('20 Nov 2026').closest('time')).toHaveAttribute('datetime', '2026-11-20T09:00:00.000Z');
    expect(first.getByText('Nederlands')).toHaveAttribute('lang', 'nl');
    const image = first.getByRole('img', { name: 'Canal houses in Amsterdam' });
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '900');
    expect(image).toHaveAttribute('loading', 'lazy');
    // A card without a featured image has none.
    expect(within(cards[1]).queryByRole('img')).toBeNull();

    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: 'Older posts' })).toHaveAttribute('href', '/blog/posts/2');
    expect(within(pager).queryByText(/Page/)).toBeNull();
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/blog/rss.xml');
    await waitFor(() => expect(document.title).toBe('Blog | EuLangJobs'));
    expect(blog.paths).toContain('/wp-json/wp/v2/posts?page=1&per_page=9&_embed=1');

    // A plain click pages through the app.
    const older = blogServer({ 'all/2': postsPage(nineOf(10), 20, 3) });
    restore = older.restore;
    await userEvent.click(within(pager).getByRole('link', { name: 'Older posts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'All posts' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/blog/posts/2');
  });

  it('/blog/posts/{page}: newer and older posts, and which page of how many', async () => {
    restore = blogServer({ 'all/2': postsPage(nineOf(10), 20, 3) }).restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog/posts/2' });

    expect(await screen.findByRole('heading', { level: 1, name: 'All posts' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog/posts/1');
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/blog/posts/3');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('All posts – page 2 | EuLangJobs'));
  });

  it('a page with nothing after it has no link to older posts', async () => {
    restore = blogServer({ 'all/3': postsPage(nineOf(19).slice(0, 2), 20, 3) }).restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog/posts/3' });
    const pager = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(pager).queryByRole('link', { name: 'Next page' })).toBeNull();
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/blog/posts/2');
  });

  it("/blog/category/{category}/{page}: the category's name, its description, its posts and its own pages", async () => {
    const blog = blogServer({ '4/1': postsPage(nineOf(1), 12, 2) });
    restore = blog.restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog/category/visas-and-permits/1' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Visas & permits' })).toBeInTheDocument();
    expect(screen.getByText('Papers you need to work in another EU country.')).toBeInTheDocument();
    const categories = screen.getByRole('navigation', { name: 'Blog categories' });
    expect(within(categories).getByRole('link', { name: 'Visas & permits' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'CV tips' })).not.toHaveAttribute('aria-current');
    const pager = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blog/category/visas-and-permits/2',
    );
    expect(within(pager).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(blog.paths).toContain('/wp-json/wp/v2/posts?page=1&per_page=9&categories=4&_embed=1');
    await waitFor(() => expect(document.title).toBe('Visas & permits | EuLangJobs'));
  });

  it('says so when the blog has no posts yet', async () => {
    restore = blogServer({ 'all/1': postsPage([], 0, 0) }).restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No posts here yet.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).toBeNull();
  });

  it.each([
    ['a page past the last one', '/blog/posts/4'],
    ['an unknown category', '/blog/category/astrology/1'],
    ['a category page past its last one', '/blog/category/visas-and-permits/3'],
  ])('shows the not-found page for %s', async (_, route) => {
    restore = blogServer({ '4/1': postsPage(nineOf(1), 9, 1) }).restore;
    renderWithLocation(<JobsRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow'),
    );
  });

  it.each(['/blog/posts/0', '/blog/posts/two', '/blog/category/cv-tips/01', '/blog/category/cv-tips/1/extra'])(
    '%s is no page: not found, without asking the blog',
    async (route) => {
      const blog = blogServer({});
      restore = blog.restore;
      renderWithLocation(<JobsRoutes />, { route });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(blog.paths).toEqual([]);
    },
  );

  it.each([
    ['/blog/posts', '/blog/posts/1'],
    ['/blog/posts/', '/blog/posts/1'],
    ['/blog/category/cv-tips?utm_source=mail', '/blog/category/cv-tips/1?utm_source=mail'],
  ])('%s goes to page 1 (%s)', async (route, target) => {
    restore = blogServer({ 'all/1': postsPage(nineOf(1), 9, 1), '7/1': postsPage(nineOf(1), 9, 1) }).restore;
    renderWithLocation(<JobsRoutes />, { route });
    await waitFor(() => expect(currentLocation()).toBe(target));
    expect(await findPostList()).toBeInTheDocument();
  });

  it('the blog down: says so with a retry, which loads the page once the blog answers again', async () => {
    let down = true;
    restore = mockBlog((url) => {
      if (down) throw new Error('connect ECONNREFUSED');
      if (url.pathname.endsWith('/categories')) return { data: [cvs] };
      return postsPage(nineOf(1), 9, 1);
    }).restore;
    // The rest of the area never asks the blog: only the blog's own pages do.
    const { requests } = mockHttp(() => ({ data: null }));
    renderWithLocation(<JobsRoutes />, { route: '/blog' });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The blog is unavailable right now.' })).toBeInTheDocument();
    expect(alert).toHaveClass('blog-unavailable');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(requests).toEqual([]);

    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findPostList()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the api's proxy answering 503 (the blog's server is down) is the same", async () => {
    restore = mockBlog(() => ({
      status: 503,
      data: { code: 'blog_unavailable', message: 'The blog is unavailable', data: { status: 503 } },
    })).restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog/category/cv-tips/1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The blog is unavailable right now.');
  });
});
