import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavoritesPage } from 'shared-kit/contracts';
import { activateLocale, loadKitMessages, registerCatalogue } from 'shared-kit/i18n';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadCandidateMessages } from '../../../locales';
import CandidateRoutes from '../../../remote-entry';
import { daysAgo, makeJob } from '../../../testing/jobs';

const session = { user: makeUser({ id: 11, email: 'ana@example.com', nombre: 'Ana' }), token: 'candidate-token' };

const firstPage: FavoritesPage = {
  total: 8,
  favorites: [
    { offer_id: 5, created_at: daysAgo(1), job: makeJob(5, 'Kundenberater Deutsch') },
    { offer_id: 6, created_at: daysAgo(2), job: makeJob(6, 'Account Manager', { available: false }) },
    {
      offer_id: 7,
      created_at: daysAgo(3),
      job: makeJob(7, 'Support Agent', {
        extra: { application: { id: 40, created_at: daysAgo(1), status: 'applied' } },
      }),
    },
  ],
  lastPage: 2,
  currentPage: 1,
  hasFavorites: true,
  totalExpired: 1,
};
const secondPage: FavoritesPage = {
  ...firstPage,
  favorites: [{ offer_id: 9, created_at: daysAgo(9), job: makeJob(9, 'Sales Representative') }],
  currentPage: 2,
};
const none: FavoritesPage = { ...firstPage, total: 0, favorites: [], lastPage: 1, totalExpired: 0 };

/** The favourites call answered by `pages(params)`; removals and re-adds answered as the api does. */
function api(
  pages: (params: Record<string, unknown>) => FavoritesPage = (p) => (p.page === 2 ? secondPage : firstPage),
) {
  return (request: FakeRequest) => {
    if (request.method === 'get' && request.url === '/api/candidates/favorites') return { data: pages(request.params) };
    if (request.method === 'delete' && request.url?.startsWith('/api/candidates/favorites/'))
      return { data: { message: 'Favorite removed' } };
    if (request.method === 'post' && request.url === '/api/candidates/favorites')
      return { status: 201, data: { favorite: { offer_id: 5, created_at: new Date().toISOString() } } };
    return { status: 404, data: { message: 'Not found', toasts: [] } };
  };
}
const lists = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'get' && r.url === '/api/candidates/favorites').map((r) => r.params);
const cards = async () => within(await screen.findByRole('tabpanel')).findAllByRole('listitem');

beforeEach(() => clearNotifications());

describe('my jobs: saved jobs', () => {
  it('opens on the saved jobs: six per page, expired ones marked and not linked, applied ones marked', async () => {
    const { requests } = mockHttp(api());
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs', session });

    expect(await screen.findByRole('heading', { level: 1, name: 'My jobs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Saved jobs' })).toHaveAttribute('aria-selected', 'true');
    const [open, expired, applied] = await cards();
    expect(within(open).getByRole('link', { name: 'Kundenberater Deutsch' })).toHaveAttribute('href', '/jobs/job-5');
    expect(open).toHaveTextContent('Nordlicht GmbH · Berlin');
    expect(open).toHaveTextContent('Saved yesterday');
    expect(within(open).getByRole('link', { name: 'Apply to Kundenberater Deutsch' })).toHaveAttribute(
      'href',
      '/jobs/job-5',
    );
    expect(within(expired).getByRole('heading', { level: 3 })).toHaveTextContent('Account Manager');
    expect(within(expired).queryByRole('link')).not.toBeInTheDocument();
    expect(within(expired).getByText('No longer available')).toBeInTheDocument();
    expect(within(applied).getByText('Applied')).toBeInTheDocument();
    expect(within(applied).queryByRole('link', { name: /^Apply/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('8 saved jobs · 1 no longer available');
    expect(lists(requests)).toEqual([{ page: 1, rows: 6, status: 'all' }]);
  });

  it('pages through the list with real links, and moves focus to the list heading', async () => {
    const { requests } = mockHttp(api());
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/favorites', session });
    await cards();

    const pages = screen.getByRole('navigation', { name: 'Pages of saved jobs' });
    const second = within(pages).getByRole('link', { name: 'Page 2' });
    expect(second).toHaveAttribute('href', '/account/my-jobs/favorites?page=2');
    await userEvent.click(second);

    expect(await screen.findByRole('link', { name: 'Sales Representative' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your saved jobs' })).toHaveFocus();
    expect(lists(requests)).toEqual([
      { page: 1, rows: 6, status: 'all' },
      { page: 2, rows: 6, status: 'all' },
    ]);
  });

  it('searches once typing pauses and filters by status, back on the first page', async () => {
    const { requests } = mockHttp(api());
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/favorites?page=2', session });
    await screen.findByRole('link', { name: 'Sales Representative' });

    await userEvent.type(screen.getByRole('searchbox', { name: /Search your saved jobs/ }), 'sales');
    await waitFor(() => expect(lists(requests)).toHaveLength(2), { timeout: 2000 });
    // One request for the word, not one per key.
    expect(lists(requests)[1]).toEqual({ page: 1, rows: 6, status: 'all', search: 'sales' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'No longer available');
    await waitFor(() => expect(lists(requests)).toHaveLength(3));
    expect(lists(requests)[2]).toEqual({ page: 1, rows: 6, status: 'expired', search: 'sales' });
  });

  it('removes a job with an undo in its place; undo saves it again', async () => {
    const { requests } = mockHttp(api());
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/favorites', session });
    const [first] = await cards();

    await userEvent.click(within(first).getByRole('button', { name: 'Remove Kundenberater Deutsch from saved jobs' }));
    const undo = await screen.findByRole('button', { name: 'Undo: save Kundenberater Deutsch again' });
    expect(undo).toHaveFocus();
    expect(screen.getByText('“Kundenberater Deutsch” was removed from your saved jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kundenberater Deutsch' })).not.toBeInTheDocument();
    expect(getNotifications().map((n) => [n.type, n.content])).toEqual([['success', 'Favorite removed']]);

    await userEvent.click(undo);
    const remove = await screen.findByRole('button', { name: 'Remove Kundenberater Deutsch from saved jobs' });
    expect(remove).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Kundenberater Deutsch' })).toBeInTheDocument();
    expect(getNotifications().map((n) => n.content)).toEqual(['Favorite removed', 'Favorite added']);
    expect(requests.filter((r) => r.method !== 'get').map((r) => [r.method, r.url, r.data])).toEqual([
      ['delete', '/api/candidates/favorites/5', undefined],
      ['post', '/api/candidates/favorites', JSON.stringify({ offer_id: 5 })],
    ]);
  });

  it('says when a removal fails and keeps the job', async () => {
    mockHttp((request) =>
      request.method === 'delete' ? { status: 500, data: { message: 'Server error', toasts: [] } } : api()(request),
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs/favorites', session });
    const [first] = await cards();
    await userEvent.click(within(first).getByRole('button', { name: /^Remove Kundenberater/ }));
    await waitFor(() => expect(getNotifications().map((n) => n.type)).toEqual(['error']));
    expect(screen.getByRole('link', { name: 'Kundenberater Deutsch' })).toBeInTheDocument();
  });

  it('with nothing saved, suggests a search', async () => {
    mockHttp(api(() => ({ ...none, hasFavorites: false })));
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs', session });
    expect(await screen.findByRole('heading', { level: 3, name: 'No saved jobs yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('with nothing matching, says so and clears the search and filter', async () => {
    const { requests } = mockHttp(api((params) => (params.search ? none : firstPage)));
    renderWithProviders(<CandidateRoutes />, {
      route: '/account/my-jobs/favorites?search=zzz&status=active',
      session,
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'No saved jobs match' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('zzz');

    await userEvent.click(screen.getByRole('button', { name: 'Clear the search and filter' }));
    expect(await screen.findByRole('link', { name: 'Kundenberater Deutsch' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(lists(requests)).toEqual([
      { page: 1, rows: 6, status: 'active', search: 'zzz' },
      { page: 1, rows: 6, status: 'all' },
    ]);
  });

  it('shows an error with a retry when the list fails', async () => {
    let calls = 0;
    mockHttp((request) => {
      calls += 1;
      return calls === 1 ? { status: 500, data: { message: 'Server error', toasts: [] } } : api()(request);
    });
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs', session });
    expect(await screen.findByText('We could not load your saved jobs.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kundenberater Deutsch' })).toBeInTheDocument();
  });

  it('goes to the applications tab by its tab, and its address', async () => {
    mockHttp((request) =>
      request.url === '/api/candidates/applications'
        ? { data: { applications: [], total: 0, lastPage: 1, currentPage: 1 } }
        : api()(request),
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs', session });
    await cards();
    await userEvent.click(screen.getByRole('tab', { name: 'Applications' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches to Polish as a whole: tabs, filters, counts and actions', async () => {
    // The pagination's words come from the kit's catalogue.
    await registerCatalogue(loadKitMessages);
    await registerCatalogue(loadCandidateMessages);
    mockHttp(api());
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-jobs', session });
    await cards();
    try {
      await act(() => activateLocale('pl'));

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Moje oferty');
      expect(screen.getByRole('tab', { name: 'Zapisane oferty' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('searchbox', { name: /Szukaj w zapisanych ofertach/ })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('8 zapisanych ofert · 1 nieaktualna');
      expect(screen.getByRole('button', { name: 'Usuń Kundenberater Deutsch z zapisanych ofert' })).toBeInTheDocument();
      expect(screen.queryAllByText(/^(candidate|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
