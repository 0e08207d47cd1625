import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { bodyOf, companyApi, renderCompany } from '../../../testing/__tests__/company-api';

const event = {
  id: 1001,
  slug: 'polish-speed-hiring-week',
  title: 'Polish speed-hiring week',
  description: '',
  starts_at: '2030-03-04T08:00:00Z',
  ends_at: '2030-03-08T17:00:00Z',
  landing_path: '/polish/speed-hiring-week',
  kind: 'speed_hiring',
  time_zone: 'Europe/Warsaw',
  languages: [
    { id: 30, slug: 'Polish', name: 'Polish' },
    { id: 5, slug: 'English', name: 'English' },
  ],
  status: 'published',
};
const draft = { ...event, id: 1002, title: 'Nordic week', status: 'draft', languages: [] };

const slot = (id: number, startsAt: string, bookings: { id: number; name: string; email: string }[]) => ({
  id,
  event_id: 1001,
  company: { id: 3, name: 'Acme', logo: null },
  language: { id: 30, slug: 'Polish', name: 'Polish' },
  starts_at: startsAt,
  ends_at: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  capacity: 2,
  available: 2 - bookings.length,
  bookings,
});
// 10:00 and 11:00 in Warsaw (UTC+1 in March).
const booked = slot(7, '2030-03-05T09:00:00Z', [{ id: 70, name: 'Ana Nowak', email: 'ana@example.test' }]);
const free = slot(8, '2030-03-05T10:00:00Z', []);

const notices = () => getNotifications().map((notice) => notice.content);

describe('career events of the company: /company/events and an event’s interview slots', () => {
  afterEach(() => clearNotifications());

  it('lists the events the company takes part in, with their dates, languages and a way to its slots', async () => {
    companyApi({ 'GET /api/companies/events': () => ({ data: { events: [event, draft] } }) });
    renderCompany('/company/events');
    expect(await screen.findByRole('heading', { level: 1, name: 'Career events' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Company back office' });
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    const card = screen
      .getByRole('heading', { level: 2, name: 'Polish speed-hiring week' })
      .closest('li') as HTMLElement;
    expect(within(card).getByText('4 Mar 2030 to 8 Mar 2030 · Polish, English')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Interview slots of Polish speed-hiring week' })).toHaveAttribute(
      'href',
      '/company/events/1001/slots',
    );
    const other = screen.getByRole('heading', { level: 2, name: 'Nordic week' }).closest('li') as HTMLElement;
    expect(within(other).getByText('Not published yet')).toBeInTheDocument();
  });

  it('says so when the company takes part in no event', async () => {
    companyApi({ 'GET /api/companies/events': () => ({ data: { events: [] } }) });
    renderCompany('/company/events');
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeInTheDocument();
  });

  it('lists the slots in the event’s zone with who booked them, and deletes an unbooked one after asking', async () => {
    let slots = [booked, free];
    const http = companyApi({
      'GET /api/companies/events': () => ({ data: { events: [event] } }),
      'GET /api/companies/events/1001/slots': () => ({ data: { slots } }),
      'GET /api/companies/events/1001/slots/calendar': () => ({ data: new Blob(['BEGIN:VCALENDAR']) }),
      'DELETE /api/companies/events/1001/slots/8': () => {
        slots = [booked];
        return { data: { message: 'The slot was deleted.' } };
      },
    });
    renderCompany('/company/events/1001/slots');
    expect(await screen.findByRole('heading', { level: 1, name: 'Polish speed-hiring week' })).toBeInTheDocument();
    expect(screen.getByText("Times are in the event's time zone, Europe/Warsaw.")).toBeInTheDocument();
    const first = await screen.findByRole('listitem', { name: 'Tuesday, 5 March 2030 at 10:00' });
    expect(within(first).getByText('Polish · 30 minutes · 1 of 2 booked')).toBeInTheDocument();
    const bookings = within(first).getByRole('list', { name: 'Booked by' });
    expect(within(bookings).getByRole('link', { name: 'ana@example.test' })).toHaveAttribute(
      'href',
      'mailto:ana@example.test',
    );
    expect(within(bookings).getByText(/Ana Nowak/)).toBeInTheDocument();
    // A booked slot cannot be deleted: it offers no button.
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();

    // All the slots as an .ics file, through the signed-in client.
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:slots'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add your slots to a calendar (.ics)' }));
    await waitFor(() => expect(saved).toEqual(['interview-slots-1001.ics']));
    click.mockRestore();
    const asked = http.requests.find((request) => request.url === '/api/companies/events/1001/slots/calendar');
    expect(asked?.responseType).toBe('blob');

    const second = screen.getByRole('listitem', { name: 'Tuesday, 5 March 2030 at 11:00' });
    await userEvent.click(
      within(second).getByRole('button', { name: 'Delete the slot of Tuesday, 5 March 2030 at 11:00' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this slot?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Tuesday, 5 March 2030 at 11:00' })).not.toBeInTheDocument(),
    );
    expect(http.requests.some((request) => request.method?.toUpperCase() === 'DELETE')).toBe(true);
    expect(notices()).toContain('The slot was deleted.');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your slots' })).toHaveFocus());
  });

  it('offers a slot at a day and time of the event’s zone, and shows the api’s refusal on its field', async () => {
    const posted: unknown[] = [];
    let answer: { status?: number; data: unknown } = {
      status: 422,
      data: { message: 'Choose a time in the future.', errors: { starts_at: ['Choose a time in the future.'] } },
    };
    companyApi({
      'GET /api/companies/events': () => ({ data: { events: [event] } }),
      'GET /api/companies/events/1001/slots': () => ({ data: { slots: [] } }),
      'POST /api/companies/events/1001/slots': (request) => {
        posted.push(bodyOf(request));
        return answer;
      },
    });
    renderCompany('/company/events/1001/slots');
    expect(await screen.findByText('No slots yet. Offer the first one above.')).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Offer a slot' });

    await userEvent.click(within(form).getByRole('button', { name: 'Add the slot' }));
    expect(within(form).getByRole('combobox', { name: 'Language' })).toHaveAccessibleDescription(
      'Choose the language of the interview.',
    );
    expect(posted).toEqual([]);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), 'Polish');
    const day = within(form).getByLabelText('Day');
    expect(day).toHaveAttribute('min', '2030-03-04');
    expect(day).toHaveAttribute('max', '2030-03-08');
    await userEvent.type(day, '2030-03-05');
    const time = within(form).getByLabelText('Time');
    expect(time).toHaveAccessibleDescription("In the event's time zone, Europe/Warsaw");
    await userEvent.clear(time);
    await userEvent.type(time, '09:30');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Duration' }), '45 minutes');
    const places = within(form).getByRole('spinbutton', { name: 'Places' });
    await userEvent.clear(places);
    await userEvent.type(places, '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Add the slot' }));

    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(expect.stringContaining('Choose a time in the future.')),
    );
    expect(posted).toEqual([{ language_id: 30, starts_at: '2030-03-05T09:30', duration_minutes: 45, capacity: 3 }]);

    answer = { status: 201, data: { slot: slot(9, '2030-03-05T08:30:00Z', []) } };
    await userEvent.click(within(form).getByRole('button', { name: 'Add the slot' }));
    await waitFor(() => expect(notices()).toContain('The slot was added.'));
    expect(posted).toHaveLength(2);
  });
});
