import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBlogCategory } from 'shared-kit/contracts';
import { registerCatalogue } from 'shared-kit/i18n';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';
import { categories } from './sample-posts';

beforeAll(() => registerCatalogue(loadEventsMessages));

/** An api that keeps the categories it is given and applies the writes it gets. */
function api() {
  let stored: AdminBlogCategory[] = categories.map((category) => ({ ...category }));
  return mockHttp((request) => {
    const id = Number(/\/categories\/(\d+)$/.exec(request.url ?? '')?.[1]);
    if (request.method === 'get') return { data: { categories: stored } };
    if (request.method === 'put') {
      const body = JSON.parse(request.data as string);
      if (body.slug === 'cv-and-applications' && id !== 2)
        return { status: 422, data: { message: 'Invalid', errors: { slug: ['Another category has this slug.'] } } };
      stored = stored.map((category) => (category.id === id ? { ...category, ...body } : category));
      return { data: { category: stored.find((category) => category.id === id) } };
    }
    if (request.method === 'delete') {
      stored = stored.filter((category) => category.id !== id);
      return { status: 204 };
    }
    return { status: 404 };
  });
}

describe('the blog categories page', () => {
  it('renames and describes a category, the api refusing a taken slug on its field', async () => {
    const { requests } = api();
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/categories', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Country guides' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the category “Country guides”' });
    const slug = within(dialog).getByRole('textbox', { name: /Slug/ });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'cv-and-applications');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(expect.stringContaining('Another category has this slug.')),
    );

    await userEvent.clear(slug);
    await userEvent.type(slug, 'country-guides');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Countries');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Description/ }), ' And how to move there.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('rowheader', { name: /Countries/ })).toBeInTheDocument();
    expect(screen.getByText('Working in one country. And how to move there.')).toBeInTheDocument();
    expect(JSON.parse(requests.filter((request) => request.method === 'put').at(-1)?.data as string)).toEqual({
      name: 'Countries',
      slug: 'country-guides',
      description: 'Working in one country. And how to move there.',
    });
  });

  it('deletes a category after saying what happens to its posts', async () => {
    const { requests } = api();
    renderWithProviders(<EventsRoutes />, { route: '/admin/blog/categories', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Country guides' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the category “Country guides”?' });
    expect(dialog).toHaveAccessibleDescription('Its 4 posts stay on the blog, without this category.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the category' }));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Country guides/ })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /CV and applications/ })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'delete').map((request) => request.url)).toEqual([
      '/api/admin/blog/categories/1',
    ]);
  });
});
