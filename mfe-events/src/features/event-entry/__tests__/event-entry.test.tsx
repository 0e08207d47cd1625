import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventDetail, EventSlot, PublicPage } from 'shared-kit/contracts';
import { getNotifications } from 'shared-kit/notify';
import { getSession } from 'shared-kit/session';
import { type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import EventsRoutes from '../../../remote-entry';

const polish = { id: 12, slug: 'polish', name: 'Polish' };
const czech = { id: 13, slug: 'czech', name: 'Czech' };

const event: EventDetail = {
  id: 1001,
  slug: 'polish-speed-hiring-week',
  title: 'Polish Speed Hiring Week',
  description: 'Five days of interviews with companies hiring Polish speakers.',
  starts_at: '2030-10-14T07:00:00.000Z',
  ends_at: '2030-10-18T15:00:00.000Z',
  landing_path: '/polish/speed-hiring-week',
  kind: 'speed_hiring',
  time_zone: 'Europe/Warsaw',
  languages: [polish, czech],
  status: 'published',
  sponsors: [{ name: 'Lingua Partners', url: 'https://lingua.example', logo: null }],
  companies: [{ id: 7, name: 'Acme Corp', slug: 'acme-corp', logo: null, jobs: 3 }],
  cities: [],
  schedule: [
    { day: '2030-10-15', starts_at: '2030-10-15T08:00:00.000Z', ends_at: '2030-10-15T12:00:00.000Z', slots: 2 },
  ],
};

const page = (key: string, blocks: PublicPage['blocks']): PublicPage => ({
  key,
  lang: 'en',
  title: key.startsWith('event-landing') ? 'Speak Polish? Get hired in a week' : 'Your speed-hiring week',
  description: 'Interviews in Polish with companies across Europe.',
  canonical: 'https://eulangjobs.example/polish/speed-hiring-week',
  blocks,
  images: {},
  jobs: {},
  event_id: 1001,
  preview: false,
});

const landing = page('event-landing:1001', [
  {
    id: 'hero',
    type: 'hero',
    props: {
      title: 'Speak Polish? Get hired in a week',
      subtitle: '',
      image_file_id: null,
      cta_label: '',
      cta_href: '',
    },
  },
  {
    id: 'form',
    type: 'registration_form',
    props: { title: 'Register now', text: 'It takes a minute.', button_label: 'Count me in' },
  },
]);
const eventPage = page('event-page:1001', [
  { id: 'faq', type: 'faq', props: { title: 'Questions', items: [{ question: 'Is it free?', answer: 'Yes.' }] } },
]);

const slot = (id: number, startsAt: string, available = 2): EventSlot => ({
  id,
  event_id: 1001,
  company: { id: 7, name: 'Acme Corp', logo: null },
  language: polish,
  starts_at: startsAt,
  ends_at: new Date(new Date(startsAt).getTime() + 30 * 60_000).toISOString(),
  capacity: 2,
  available,
});
// 08:00 UTC is 17:00 in Tokyo and 10:00 in Warsaw: the list must show the reader's hour, not the event's.
const morning = slot(501, '2030-10-15T08:00:00.000Z');
const later = slot(502, '2030-10-15T09:00:00.000Z');
const full = slot(503, '2030-10-15T10:00:00.000Z', 0);

const newUser = makeUser({ id: 77, email: 'ola@example.com', nombre: 'Ola', virtual_events: [] });
const resolved = { event_id: 1001, landing_path: '/polish/speed-hiring-week', referral: 'partner1', city: null };

/** The api as the contract answers it; `overrides` answer some calls differently. */
function api(overrides: (request: FakeRequest) => { status?: number; data?: unknown } | undefined = () => undefined) {
  return mockHttp((request) => {
    const override = overrides(request);
    if (override) return override;
    const { url = '', method } = request;
    if (url === '/api/events/resolve') return { data: resolved };
    if (url === '/api/events/1001') return { data: { event } };
    if (url === '/api/pages/event-landing:1001') return { data: { page: landing } };
    if (url === '/api/pages/event-page:1001') return { data: { page: eventPage } };
    if (url === '/api/auth/register') return { data: { user: newUser, token: 'new-token', route: null } };
    if (url.endsWith('/join-or-leave'))
      return { data: { joined: true, events: [event], virtual_events: [{ fk_virtual_event_id: 1001 }] } };
    if (url === '/api/candidates/virtual-event/1001/bookings') return { data: { bookings: [] } };
    if (url === '/api/events/1001/slots') return { data: { slots: [morning, later, full] } };
    throw new Error(`unexpected ${method} ${url}`);
  });
}

let zone: jest.SpyInstance;
beforeEach(() => {
  // The reader is in Tokyo, whatever zone the machine running the tests is in.
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  zone = jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone: 'Asia/Tokyo' };
  });
  document.head.innerHTML = '<link rel="canonical" href="https://eulangjobs.example/" />';
});
afterEach(() => zone.mockRestore());

const candidate = () => ({ user: makeUser({ virtual_events: [{ fk_virtual_event_id: 1001 }] }) });

describe('event entry page', () => {
  it('shows the landing with its head, registers the guest with the referral and moves to the event page', async () => {
    const { requests } = api();
    renderWithProviders(<EventsRoutes />, { route: '/polish/speed-hiring-week/partner1?view=landing' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Speak Polish? Get hired in a week');
    expect(document.title).toContain('Speak Polish? Get hired in a week');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://eulangjobs.example/polish/speed-hiring-week',
    );
    expect(requests[0].params).toEqual({ path: '/polish/speed-hiring-week/partner1' });

    // The form is a chunk of its own (docs/delivery.md#the-guard): it shows once loaded.
    await userEvent.type(await screen.findByLabelText('First name'), 'Ola');
    await userEvent.type(screen.getByLabelText('Email'), 'ola@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-password');
    await userEvent.type(screen.getByLabelText('Repeat the password'), 'long-enough-password');
    await userEvent.click(screen.getByRole('button', { name: 'Count me in' }));

    // The event page at the same path: the marketer's page, then the interviews.
    expect(await screen.findByRole('heading', { name: 'Interviews' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Polish Speed Hiring Week');
    expect(screen.getByText('Is it free?')).toBeInTheDocument();
    const register = requests.find((r) => r.url === '/api/auth/register');
    expect(JSON.parse(register?.data).referral_platform).toBe('partner1');
    const join = requests.find((r) => r.url?.endsWith('/join-or-leave'));
    expect(JSON.parse(join?.data)).toEqual({ event_id: 1001, origin: 'partner1' });
    expect(getSession().user?.virtual_events).toEqual([{ fk_virtual_event_id: 1001 }]);
  });

  it('still offers the sign-up without a published landing, and one click to join for a signed-in candidate', async () => {
    const { requests } = api((request) => {
      if (request.url === '/api/events/resolve') return { data: { ...resolved, referral: null } };
      if (request.url === '/api/pages/event-landing:1001') return { status: 404, data: { message: 'Not found' } };
      return undefined;
    });
    renderWithProviders(<EventsRoutes />, {
      route: '/polish/speed-hiring-week?view=landing',
      session: { user: makeUser({ virtual_events: [] }) },
    });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Polish Speed Hiring Week');
    expect(screen.getByText('Five days of interviews with companies hiring Polish speakers.')).toBeInTheDocument();
    const register = screen.getByRole('heading', { level: 2, name: 'Register for the event' }).parentElement;
    expect(document.title).toContain('Polish Speed Hiring Week');
    await userEvent.click(within(register as HTMLElement).getByRole('button', { name: 'Join the event' }));

    expect(await screen.findByRole('heading', { name: 'Interviews' })).toBeInTheDocument();
    // Without a referral in the path, the join says it came from the landing.
    expect(JSON.parse(requests.find((r) => r.url?.endsWith('/join-or-leave'))?.data)).toEqual({
      event_id: 1001,
      origin: 'landing',
    });
  });

  it('lists free slots in the reader’s own zone, books one, moves it and cancels it, each result announced', async () => {
    let bookings: unknown[] = [];
    const { requests } = api((request) => {
      const booking = (slotId: number) => ({
        id: 900,
        slot: slotId === morning.id ? morning : later,
        time_zone: 'Asia/Tokyo',
        created_at: '2030-10-01T00:00:00.000Z',
      });
      if (request.url === '/api/candidates/virtual-event/1001/bookings') return { data: { bookings } };
      if (request.method === 'post' && request.url === '/api/candidates/virtual-event/bookings') {
        bookings = [booking(JSON.parse(request.data).slot_id)];
        return { status: 201, data: { booking: bookings[0] } };
      }
      if (request.method === 'patch' && request.url === '/api/candidates/virtual-event/bookings/900') {
        bookings = [booking(JSON.parse(request.data).slot_id)];
        return { data: { booking: bookings[0] } };
      }
      if (request.method === 'delete') return { data: { message: 'Your interview is cancelled (server).' } };
      if (request.url === '/api/candidates/virtual-event/bookings/900/calendar') {
        calendarCalls += 1;
        return calendarCalls === 1 ? { data: new Blob(['BEGIN:VCALENDAR']) } : { status: 500, data: {} };
      }
      return undefined;
    });
    let calendarCalls = 0;
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:interview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderWithProviders(<EventsRoutes />, {
      route: '/polish/speed-hiring-week?view=event',
      session: candidate(),
    });

    expect(
      await screen.findByText('Times in your time zone (Asia/Tokyo)', { selector: '.events-booking p' }),
    ).toBeVisible();
    await screen.findByText(/17:00/, { selector: '.events-slot time' });
    const list = within(screen.getByRole('heading', { name: 'Book an interview' }).parentElement as HTMLElement);
    const first = list.getByText(/17:00/).closest('li') as HTMLElement;
    expect(first).toHaveTextContent('Acme Corp');
    expect(first).toHaveTextContent('2 places left');
    // A full slot cannot be booked.
    const fullItem = list.getByText(/19:00/).closest('li') as HTMLElement;
    expect(within(fullItem).getByText('Full')).toBeInTheDocument();
    expect(within(fullItem).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText(/Interview booked with Acme Corp: .*17:00/)).toBeInTheDocument();
    expect(getNotifications().map((notice) => notice.content)).toEqual([
      expect.stringMatching(/Interview booked with Acme Corp: .*17:00/),
    ]);
    const post = requests.find((r) => r.method === 'post');
    expect(JSON.parse(post?.data)).toEqual({ slot_id: 501, time_zone: 'Asia/Tokyo' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your interview' })).toHaveFocus());

    // The booking as an .ics file, through the signed-in client; a failure is said as a notice.
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(saved).toEqual(['interview-900.ics']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const asked = requests.find((r) => r.url === '/api/candidates/virtual-event/bookings/900/calendar');
    expect(asked?.responseType).toBe('blob');
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() =>
      expect(getNotifications().map((notice) => notice.content)).toContain(
        'We could not prepare the calendar file. Please try again.',
      ),
    );
    click.mockRestore();

    const second = (await screen.findByText(/18:00/, { selector: '.events-slot time' })).closest('li') as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Move here' }));
    expect(await screen.findByText(/Interview moved: Acme Corp, .*18:00/)).toBeInTheDocument();
    expect(JSON.parse(requests.find((r) => r.method === 'patch')?.data)).toEqual({
      slot_id: 502,
      time_zone: 'Asia/Tokyo',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    expect(await screen.findByText('Your interview is cancelled (server).')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'delete' && r.url === '/api/candidates/virtual-event/bookings/900')).toBe(
      true,
    );
    expect(screen.getByText('You have not booked an interview yet. Pick a slot below.')).toBeInTheDocument();
  });

  it("says the api's refusal of a slot that filled up, and asks for the chosen language's slots", async () => {
    const { requests } = api((request) =>
      request.method === 'post'
        ? { status: 422, data: { message: 'invalid', errors: { slot_id: ['This slot is full.'] } } }
        : undefined,
    );
    renderWithProviders(<EventsRoutes />, { route: '/polish/speed-hiring-week?view=event', session: candidate() });
    const first = (await screen.findByText(/17:00/, { selector: '.events-slot time' })).closest('li') as HTMLElement;
    await userEvent.click(within(first).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This slot is full.');

    await userEvent.selectOptions(screen.getByLabelText('Interview language'), 'czech');
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/events/1001/slots').map((r) => r.params)).toContainEqual({
        language: 'czech',
      }),
    );
  });

  it('shows the schedule, the companies with their jobs and the sponsors on the event page', async () => {
    api();
    renderWithProviders(<EventsRoutes />, { route: '/polish/speed-hiring-week?view=event', session: candidate() });
    const schedule = (await screen.findByRole('heading', { name: 'Schedule' })).parentElement as HTMLElement;
    expect(within(schedule).getByText(/17:00/)).toHaveTextContent(/21:00/);
    expect(within(schedule).getByText('2 interview slots')).toBeInTheDocument();
    const companies = screen.getByRole('heading', { name: 'Companies taking part' }).parentElement as HTMLElement;
    expect(within(companies).getByText('Acme Corp')).toBeInTheDocument();
    expect(within(companies).getByText("3 jobs in the event's languages")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lingua Partners' })).toHaveAttribute('href', 'https://lingua.example');
  });

  it('marks the city named in a go-places path among the candidate’s cities', async () => {
    const goPlaces: EventDetail = {
      ...event,
      id: 22,
      kind: 'go_places',
      companies: [],
      cities: [
        { id: 1, name: 'Lisbon', template_type: 'A', starts_at: null, description: null },
        { id: 2, name: 'Krakow', template_type: 'A', starts_at: null, description: 'Old town meetups' },
      ],
    };
    mockHttp(({ url }) => {
      if (url === '/api/events/resolve')
        return { data: { event_id: 22, landing_path: '/candidates/go-places', referral: 'p1', city: 'krakow' } };
      if (url === '/api/events/22') return { data: { event: goPlaces } };
      if (url === '/api/pages/event-page:22') return { status: 404, data: { message: 'Not found' } };
      return {
        data: {
          event: goPlaces,
          date: '2030-10-14',
          sponsors: [],
          cities: goPlaces.cities,
          goPlacesSponsors: [{ name: 'Go Places Fund', url: null, logo: null }],
          cityEvents: [],
        },
      };
    });
    renderWithProviders(<EventsRoutes />, {
      route: '/candidates/go-places/krakow/p1?view=event',
      session: { user: makeUser({ virtual_events: [{ fk_virtual_event_id: 22 }] }) },
    });
    const cities = await screen.findAllByRole('listitem', { current: true });
    expect(cities).toHaveLength(1);
    expect(cities[0]).toHaveTextContent('Krakow');
    expect(within(cities[0]).getByText('Your city')).toBeInTheDocument();
    expect(await screen.findByText('Go Places Fund')).toBeInTheDocument();
  });

  it('shows not found for a path no event lives at, and a retry when the api fails', async () => {
    mockHttp(() => ({ status: 404, data: { message: 'Not found' } }));
    const first = renderWithProviders(<EventsRoutes />, { route: '/polish/nothing-here?view=landing' });
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    first.unmount();

    let calls = 0;
    api((request) => {
      if (request.url !== '/api/events/resolve') return undefined;
      calls += 1;
      return calls === 1 ? { status: 500, data: { message: 'Server error' } } : undefined;
    });
    renderWithProviders(<EventsRoutes />, { route: '/polish/speed-hiring-week?view=landing' });
    expect(await screen.findByText('We could not load this event.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Speak Polish? Get hired in a week');
  });
});
