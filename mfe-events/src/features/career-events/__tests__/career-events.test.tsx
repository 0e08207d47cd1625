import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';

const events = {
  events: [
    {
      id: 20,
      slug: 'dutch-speed-hiring-week',
      title: 'Dutch Speed Hiring Week',
      description: 'Interviews with companies hiring Dutch speakers.',
      starts_at: '2030-10-14T12:00:00.000Z',
      ends_at: '2030-10-18T12:00:00.000Z',
      landing_path: '/dutch/speed-hiring-week',
    },
    {
      id: 23,
      slug: 'how-to-get-a-job',
      title: 'How to get a job in Europe',
      description: 'A workshop on CVs and interviews.',
      starts_at: '2020-03-02T12:00:00.000Z',
      ends_at: '2020-03-02T13:00:00.000Z',
      landing_path: null,
    },
  ],
};

describe('career events', () => {
  it('lists the events from the api with their dates and links to their landings', async () => {
    const { requests } = mockHttp(() => ({ data: events }));
    renderWithProviders(<EventsRoutes />, { route: '/career-events' });

    const link = await screen.findByRole('link', { name: 'Dutch Speed Hiring Week' });
    expect(link).toHaveAttribute('href', '/dutch/speed-hiring-week');

    const [dutch, workshop] = screen.getAllByRole('article');
    const dutchDates = within(dutch).getByText(/14 Oct 2030/);
    expect(dutchDates).toHaveTextContent(/18 Oct 2030/);
    expect(dutchDates).toHaveAttribute('datetime', '2030-10-14T12:00:00.000Z');
    expect(within(dutch).getByText('Interviews with companies hiring Dutch speakers.')).toBeInTheDocument();
    expect(within(dutch).queryByText('Ended')).not.toBeInTheDocument();
    // The card with a landing page is one link, named by the title: nothing else to tab through.
    expect(within(dutch).getAllByRole('link')).toEqual([link]);

    expect(within(workshop).getByRole('heading', { name: 'How to get a job in Europe' })).toBeInTheDocument();
    expect(within(workshop).queryByRole('link')).not.toBeInTheDocument();
    expect(within(workshop).getByText(/2 Mar 2020/)).toBeInTheDocument();
    expect(within(workshop).getByText('Ended')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/career-events']);
  });

  it('marks an event that is on now, and says when there is none with a hint instead of an empty list', async () => {
    const now = Date.now();
    const live = {
      ...events.events[0],
      starts_at: new Date(now - 3_600_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
    };
    let answer = { events: [live] };
    mockHttp(() => ({ data: answer }));
    const first = renderWithProviders(<EventsRoutes />, { route: '/career-events' });
    const [card] = await screen.findAllByRole('article');
    expect(within(card).getByText('Happening now')).toBeInTheDocument();
    expect(within(card).queryByText('Ended')).not.toBeInTheDocument();
    first.unmount();

    answer = { events: [] };
    renderWithProviders(<EventsRoutes />, { route: '/career-events' });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('No career events planned right now');
    expect(screen.getByText(/announced here a few weeks before/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('shows an error with a retry that loads the events again', async () => {
    let calls = 0;
    mockHttp(() => {
      calls += 1;
      return calls === 1 ? { status: 500, data: { message: 'Server error', toasts: [] } } : { data: events };
    });
    renderWithProviders(<EventsRoutes />, { route: '/career-events' });

    expect(await screen.findByText('We could not load the career events.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));

    expect(await screen.findByRole('link', { name: 'Dutch Speed Hiring Week' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('switches to Polish as a whole: texts and dates in Polish, the events as their organisers wrote them', async () => {
    await registerCatalogue(loadEventsMessages);
    mockHttp(() => ({ data: events }));
    renderWithProviders(<EventsRoutes />, { route: '/career-events' });
    await screen.findByRole('link', { name: 'Dutch Speed Hiring Week' });
    try {
      await act(() => activateLocale('pl'));

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wydarzenia rekrutacyjne');
      const [dutch, workshop] = screen.getAllByRole('article');
      expect(within(dutch).getByText(/14 paź 2030/)).toHaveTextContent(/18 paź 2030/);
      expect(within(dutch).getByText('Interviews with companies hiring Dutch speakers.')).toBeInTheDocument();
      expect(within(workshop).getByText(/2 mar 2020/)).toBeInTheDocument();
      expect(within(workshop).getByText('Zakończone')).toBeInTheDocument();
      expect(screen.queryAllByText(/^(events|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('renders the not-found page for event paths not built yet', async () => {
    mockHttp(() => ({ data: events }));
    renderWithProviders(<EventsRoutes />, { route: '/download-app' });

    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
