import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerCatalogue } from 'shared-kit/i18n';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';
import { categories, summary } from './sample-posts';

beforeAll(() => registerCatalogue(loadEventsMessages));

const posts = [
  summary(),
  summary({
    id: 8,
    slug: 'lebenslauf-tipps',
    title: 'Lebenslauf-Tipps',
    language: 'de',
    status: 'future',
    published_at: '2030-01-15T09:00:00.000Z',
    category_ids: [2, 1],
    path: '/blog/lebenslauf-tipps',
  }),
  summary({ id: 9, slug: 'a-draft', title: 'A draft', status: 'draft', published_at: null, category_ids: [] }),
];

function answer(total = 3) {
  return mockHttp((request) => {
    if (request.url === '/api/admin/blog/categories') return { data: { categories } };
    if (request.url === '/api/admin/blog/posts')
      return { data: { posts, total, page: request.params?.page ?? 1, page_size: 20 } };
    return { status: 404, data: { message: 'Not found' } };
  });
}

describe('the blog posts in the admin area', () => {
  it('lists every post with its language, categories and state, and links to the editor', async () => {
    answer();
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog', session: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog posts' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Working in the Netherlands' })).toHaveAttribute(
      'href',
      '/admin/blog/7',
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('Published 2 Oct 2026')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Country guides')).toBeInTheDocument();
    expect(within(rows[1]).getByText('German')).toBeInTheDocument();
    expect(within(rows[1]).getByText('CV and applications, Country guides')).toBeInTheDocument();
    expect(within(rows[1]).getByText(/^Scheduled for .*15 Jan 2030/)).toBeInTheDocument();
    expect(within(rows[2]).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/admin/blog/new');
    expect(screen.getByRole('navigation', { name: 'Admin' })).toContainElement(
      screen.getByRole('link', { name: 'Blog' }),
    );
  });

  it('asks the api again for a status, a search and another page', async () => {
    const { requests } = answer(45);
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog', session: 'admin' });
    await screen.findByRole('link', { name: 'Working in the Netherlands' });
    const lastList = () => requests.filter((request) => request.url === '/api/admin/blog/posts').at(-1)?.params;

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Scheduled');
    await screen.findByRole('link', { name: 'Working in the Netherlands' });
    expect(lastList()).toEqual({ status: 'future' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'Netherlands');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('link', { name: 'Working in the Netherlands' });
    expect(lastList()).toEqual({ status: 'future', search: 'Netherlands' });

    expect(screen.getByText('45 posts')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await screen.findByRole('link', { name: 'Working in the Netherlands' });
    expect(lastList()).toEqual({ status: 'future', search: 'Netherlands', page: 3 });
  });

  it('says when nothing matches and offers the whole list', async () => {
    mockHttp((request) =>
      request.url === '/api/admin/blog/categories'
        ? { data: { categories } }
        : { data: { posts: [], total: 0, page: 1, page_size: 20 } },
    );
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog?status=draft', session: 'admin' });
    expect(await screen.findByRole('heading', { name: 'No post matches these filters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all posts' })).toHaveAttribute('href', '/admin/blog');
  });
});
