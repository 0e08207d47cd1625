import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminEvent } from 'shared-kit/contracts';
import { registerCatalogue } from 'shared-kit/i18n';
import { heldBack, mockHttp, renderWithProviders, servePage } from 'shared-kit/testing';
import { prepare, renderAdminDashboard } from '../../../server-render';
import { sampleEvent } from '../../../components/page-blocks/sample-data';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';

const event = (over: Partial<AdminEvent>): AdminEvent => ({
  ...sampleEvent(),
  sponsors_input: [],
  company_ids: [],
  pages: { landing: 'event-landing:1', event: 'event-page:1' },
  registrations: 0,
  updated_at: '2026-11-23T06:00:00.000Z',
  ...over,
});

beforeAll(() => registerCatalogue(loadEventsMessages));

describe('the admin dashboard', () => {
  it("shows the api's first HTML of the dashboard while its answers come, never a skeleton, then its own", async () => {
    await prepare();
    const path = '/admin';
    const events = { events: [event({ id: 20, title: 'Dutch Speed Hiring Week', status: 'published' })] };
    const pages = { pages: [] };
    const markup = renderAdminDashboard({ events, pages, path, locale: 'en' });
    expect(markup).not.toMatch(/ style="/);
    const leave = servePage(path, markup);
    const answer = heldBack();
    mockHttp(async (request) => {
      await answer.released;
      return { data: request.url === '/api/admin/events' ? events : pages };
    });
    try {
      const { container } = renderWithProviders(<EventsRoutes />, { route: path, session: 'admin' });
      const served = await within(container).findByRole('link', { name: 'Dutch Speed Hiring Week' });
      expect(served.closest('.sk-server-markup')).toHaveAttribute('inert');
      expect(container.querySelector('.sk-skeleton')).toBeNull();
      await act(async () => answer.release());
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      expect(screen.getByRole('link', { name: 'Dutch Speed Hiring Week' })).toHaveAttribute('href', '/admin/events/20');
      expect(container.querySelectorAll('.admin-header')).toHaveLength(1);
    } finally {
      leave();
    }
  });

  it('lists the events, drafts too, and every page with its state, each linking to its editor', async () => {
    mockHttp((request) => {
      if (request.url === '/api/admin/events')
        return {
          data: {
            events: [
              event({ id: 1001, title: 'Polish Speed Hiring Week', status: 'draft', registrations: 0 }),
              event({ id: 20, title: 'Dutch Speed Hiring Week', status: 'published', registrations: 42 }),
            ],
          },
        };
      return {
        data: {
          pages: [
            {
              key: 'landing:download-app',
              path: '/download-app',
              label: 'Download the app',
              published_at: null,
              updated_at: '2026-11-23T06:00:00.000Z',
              has_unpublished_changes: true,
            },
            {
              key: 'event-landing:20',
              path: '/dutch/speed-hiring-week',
              label: 'Dutch Speed Hiring Week',
              published_at: '2026-11-20T06:00:00.000Z',
              updated_at: '2026-11-23T06:00:00.000Z',
              has_unpublished_changes: true,
            },
            {
              key: 'event-page:20',
              path: '/dutch/speed-hiring-week',
              label: 'Dutch Speed Hiring Week',
              published_at: '2026-11-20T06:00:00.000Z',
              updated_at: '2026-11-23T06:00:00.000Z',
              has_unpublished_changes: false,
            },
          ],
        },
      };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin', session: 'admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Events and pages' })).toBeInTheDocument();
    const [events, pages] = await screen.findAllByRole('table');
    const draft = within(events).getByRole('row', { name: /Polish Speed Hiring Week/ });
    expect(within(draft).getByRole('link', { name: 'Polish Speed Hiring Week' })).toHaveAttribute(
      'href',
      '/admin/events/1001',
    );
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    const live = within(events).getByRole('row', { name: /Dutch Speed Hiring Week/ });
    expect(within(live).getByText('Published')).toBeInTheDocument();
    expect(within(live).getByText('42')).toBeInTheDocument();

    const landing = within(pages).getByRole('row', { name: /Download the app/ });
    expect(within(landing).getByRole('link', { name: 'Download the app' })).toHaveAttribute(
      'href',
      '/admin/pages/landing:download-app',
    );
    expect(within(landing).getByText('Draft')).toBeInTheDocument();
    expect(within(pages).getByText('Unpublished changes')).toBeInTheDocument();
    // An event's two pages share its title and address: each row says which page it is.
    const [eventLanding, eventPage] = within(pages).getAllByRole('row', { name: /Dutch Speed Hiring Week/ });
    expect(eventLanding).toHaveTextContent('Landing page, before registering');
    expect(eventPage).toHaveTextContent('Event page, once registered');
    expect(screen.getByRole('link', { name: 'Create an event' })).toHaveAttribute('href', '/admin/events/new');
    // Its own bare layout: the admin's navigation, with sign out.
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  });
  it('shows neither list until both have answered, so the first one to arrive pushes nothing down', async () => {
    let answerPages: () => void = () => undefined;
    const pagesAnswered = new Promise<void>((resolve) => {
      answerPages = resolve;
    });
    mockHttp(async (request) => {
      if (request.url === '/api/admin/events') return { data: { events: [event({ id: 20, title: 'Dutch week' })] } };
      await pagesAnswered;
      return { data: { pages: [] } };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin', session: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Events and pages' })).toBeInTheDocument();
    // The events have answered; their table waits for the pages.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table')).toBeNull();
    answerPages();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pages' })).toBeInTheDocument();
  });
});
