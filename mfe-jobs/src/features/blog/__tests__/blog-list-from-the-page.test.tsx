import { screen } from '@testing-library/react';
import { type BlogList, blogListKey, toCategory, toPostSummary } from 'shared-kit/blog';
import { forgetPageData } from 'shared-kit/http';
import JobsRoutes from '../../../remote-entry';
import { renderWithLocation } from '../../../testing/location-probe';
import { makeWpCategory, makeWpPost, mockBlog, postsPage } from './blog-fixtures';

// docs/blog.md#the-list-in-the-page: the list the api read to write /blog travels in the page, and the browser's
// first render draws it without asking the blog again.

const visas = makeWpCategory(4, 'visas-and-permits', 'Visas &amp; permits');
const posts = [makeWpPost(1, { title: { rendered: 'Work in the Netherlands' } }), makeWpPost(2)];

function carry(key: string, list: BlogList) {
  const element = document.createElement('script');
  element.id = 'page-data';
  element.type = 'application/json';
  element.textContent = JSON.stringify({ answers: { [key]: list } });
  document.body.append(element);
  forgetPageData();
}

const carried: BlogList = {
  category: null,
  categories: [toCategory(visas)],
  posts: { items: posts.map(toPostSummary), page: 1, total: 2, totalPages: 1 },
};

describe('the blog list from the page', () => {
  let restore: () => void = () => {};
  afterEach(() => {
    restore();
    document.getElementById('page-data')?.remove();
    forgetPageData();
  });

  it('draws the list the page carries without asking the blog', async () => {
    carry(blogListKey(1, null), carried);
    const blog = mockBlog(() => postsPage(posts, 2, 1));
    restore = blog.restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Work in the Netherlands' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visas & permits' })).toBeInTheDocument();
    expect(blog.paths).toEqual([]);
  });

  it("asks the blog when the page carries another page's list", async () => {
    carry(blogListKey(2, null), carried);
    const blog = mockBlog((url) =>
      url.pathname === '/wp-json/wp/v2/categories' ? { data: [visas] } : postsPage(posts, 2, 1),
    );
    restore = blog.restore;
    renderWithLocation(<JobsRoutes />, { route: '/blog' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Work in the Netherlands' })).toBeInTheDocument();
    expect(blog.paths.length).toBeGreaterThan(0);
  });
});
