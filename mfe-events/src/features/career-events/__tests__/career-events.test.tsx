import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CareerEvent } from 'shared-kit/contracts';
import { forgetPageData } from 'shared-kit/http';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import { type FakeRequest, heldBack, makeUser, mockHttp, renderWithProviders, servePage } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';
import { prepare, renderCareerEvents } from '../../../server-render';

const dutch: CareerEvent = {
  id: 20,
  slug: 'dutch-speed-hiring-week',
  title: 'Dutch Speed Hiring Week',
  description: 'Interviews with companies hiring Dutch speakers.',
  starts_at: '2030-10-14T12:00:00.000Z',
  ends_at: '2030-10-18T12:00:00.000Z',
  landing_path: '/dutch/speed-hiring-week',
  kind: 'speed_hiring',
  time_zone: 'Europe/Amsterdam',
  languages: [
    { id: 4, slug: 'dutch', name: 'Dutch' },
    { id: 1, slug: 'english', name: 'English' },
  ],
  status: 'published',
};
const workshop: CareerEvent = {
  ...dutch,
  id: 23,
  slug: 'how-to-get-a-job',
  title: 'How to get a job in Europe',
  description: 'A workshop on CVs and interviews.',
  starts_at: '2020-03-02T12:00:00.000Z',
  ends_at: '2020-03-02T13:00:00.000Z',
  landing_path: '/how-to-get-a-job',
  kind: 'how_to_get_a_job',
  languages: [{ id: 1, slug: 'english', name: 'English' }],
};

/** The api answering `?when=upcoming` and `?when=past` from the two lists. */
const answer =
  (upcoming: CareerEvent[], past: CareerEvent[]) =>
  ({ params }: FakeRequest) => ({ data: { events: params?.when === 'past' ? past : upcoming } });

describe('career events', () => {
  it('lists coming events with languages, dates and a Register button, then past ones without it', async () => {
    const { requests } = mockHttp(answer([dutch], [workshop]));
    renderWithProviders(<EventsRoutes />, { route: '/career-events' });

    const coming = (await screen.findByRole('heading', { name: 'Coming up' })).parentElement as HTMLElement;
    const card = within(coming).getByRole('article', { name: 'Dutch Speed Hiring Week' });
    const dates = within(card).getByText(/14 Oct 2030/);
    expect(dates).toHaveTextContent(/18 Oct 2030/);
    expect(dates).toHaveAttribute('datetime', '2030-10-14T12:00:00.000Z');
    expect(within(card).getByText('Dutch')).toBeInTheDocument();
    expect(within(card).getByText('English')).toBeInTheDocument();
    expect(within(card).getByText('Interviews with companies hiring Dutch speakers.')).toBeInTheDocument();
    // The title is a link to the event too, the card's hit area.
    expect(within(card).getByRole('link', { name: 'Dutch Speed Hiring Week' })).toHaveAttribute(
      'href',
      '/dutch/speed-hiring-week',
    );
    const register = within(card).getByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', '/dutch/speed-hiring-week');
    expect(register).toHaveAccessibleDescription('Dutch Speed Hiring Week');

    const past = screen.getByRole('heading', { name: 'Past events' }).parentElement as HTMLElement;
    const old = within(past).getByRole('article', { name: 'How to get a job in Europe' });
    expect(within(old).getByText(/2 Mar 2020/)).toBeInTheDocument();
    expect(within(old).getByText('Ended')).toBeInTheDocument();
    expect(within(old).queryByRole('link')).not.toBeInTheDocument();
    expect(requests.map((r) => [r.url, r.params])).toEqual([
      ['/api/career-events', { when: 'upcoming' }],
      ['/api/career-events', { when: 'past' }],
    ]);
  });

  it('sends a candidate already registered to the event rather than to register', async () => {
    mockHttp(answer([dutch], []));
    renderWithProviders(<EventsRoutes />, {
      route: '/career-events',
      session: { user: makeUser({ virtual_events: [{ fk_virtual_event_id: 20 }] }) },
    });
    expect(await screen.findByRole('link', { name: 'Go to the event' })).toHaveAttribute(
      'href',
      '/dutch/speed-hiring-week',
    );
    expect(screen.queryByRole('heading', { name: 'Past events' })).not.toBeInTheDocument();
  });

  it('marks an event that is on now, and says when none is coming with a hint instead of an empty list', async () => {
    const now = Date.now();
    const live = {
      ...dutch,
      starts_at: new Date(now - 3_600_000).toISOString(),
      ends_at: new Date(now + 3_600_000).toISOString(),
    };
    let upcoming = [live];
    mockHttp((request) => answer(upcoming, [])(request));
    const first = renderWithProviders(<EventsRoutes />, { route: '/career-events' });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('Happening now')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Register' })).toBeInTheDocument();
    first.unmount();

    upcoming = [];
    renderWithProviders(<EventsRoutes />, { route: '/career-events' });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('No career events planned right now');
    expect(screen.getByText(/announced here a few weeks before/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('shows an error with a retry that loads the events again', async () => {
    let calls = 0;
    mockHttp((request) => {
      calls += 1;
      return calls === 1
        ? { status: 500, data: { message: 'Server error', toasts: [] } }
        : answer([dutch], [])(request);
    });
    renderWithProviders(<EventsRoutes />, { route: '/career-events' });

    expect(await screen.findByText('We could not load the career events.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));

    expect(await screen.findByRole('article', { name: 'Dutch Speed Hiring Week' })).toBeInTheDocument();
  });

  it('switches to Polish as a whole: texts and dates in Polish, the events as their organisers wrote them', async () => {
    await registerCatalogue(loadEventsMessages);
    mockHttp(answer([dutch], [workshop]));
    renderWithProviders(<EventsRoutes />, { route: '/career-events' });
    await screen.findByRole('article', { name: 'Dutch Speed Hiring Week' });
    try {
      await act(() => activateLocale('pl'));

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wydarzenia rekrutacyjne');
      const [coming, old] = screen.getAllByRole('article');
      expect(within(coming).getByText(/14 paź 2030/)).toHaveTextContent(/18 paź 2030/);
      expect(within(coming).getByRole('link', { name: 'Zapisz się' })).toBeInTheDocument();
      expect(within(coming).getByText('Interviews with companies hiring Dutch speakers.')).toBeInTheDocument();
      expect(within(old).getByText(/2 mar 2020/)).toBeInTheDocument();
      expect(within(old).getByText('Zakończone')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Minione wydarzenia' })).toBeInTheDocument();
      expect(screen.queryAllByText(/^(events|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it("shows the api's first HTML of the page (mfe-events' server module) while the events load, then its own", async () => {
    await prepare();
    const html = renderCareerEvents({
      events: { upcoming: [dutch], past: [workshop] },
      now: Date.now(),
      path: '/career-events',
      locale: 'en',
    });
    const leave = servePage('/career-events', html);
    const answer = heldBack();
    mockHttp(async (request) => {
      await answer.released;
      return { data: { events: request.params?.when === 'past' ? [workshop] : [dutch] } };
    });
    try {
      const { container } = renderWithProviders(<EventsRoutes />, { route: '/career-events' });
      // The server's page, inert, in place of a skeleton: its heading and cards, dates in the event's own zone.
      const served = container.querySelector('.sk-server-markup') as HTMLElement;
      expect(served).toHaveAttribute('inert');
      expect(within(served).getByRole('heading', { level: 1 })).toHaveTextContent('Career events');
      expect(within(served).getByText(/14 Oct 2030.*CEST/)).toBeInTheDocument();
      expect(container.querySelector('.sk-skeleton')).toBeNull();
      expect(container.querySelectorAll('.events-area')).toHaveLength(1);

      await act(async () => answer.release());
      // The server's copy has the same cards: the page is the app's once that copy is gone.
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      expect(screen.getByRole('article', { name: 'Dutch Speed Hiring Week' })).toBeInTheDocument();
    } finally {
      leave();
    }
  });

  it('takes the events the page carries for its first render, without asking the api', async () => {
    document.body.innerHTML = `<script id="page-data" type="application/json">${JSON.stringify({
      answers: {
        '/api/career-events?when=upcoming': { events: [dutch] },
        '/api/career-events?when=past': { events: [] },
      },
    })}</script>`;
    forgetPageData();
    try {
      const { requests } = mockHttp(answer([], []));
      renderWithProviders(<EventsRoutes />, { route: '/career-events' });
      expect(await screen.findByRole('article', { name: 'Dutch Speed Hiring Week' })).toBeInTheDocument();
      expect(requests).toEqual([]);
    } finally {
      document.body.innerHTML = '';
      forgetPageData();
    }
  });
});
