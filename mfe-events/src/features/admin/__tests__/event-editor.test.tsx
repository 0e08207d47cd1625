import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEvent } from 'shared-kit/contracts';
import { registerCatalogue } from 'shared-kit/i18n';
import { type FakeRequest, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { sampleEvent } from '../../../components/page-blocks/sample-data';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';
import { POLISH_WEEK_SENT } from './polish-week';

const languages = {
  languages: [
    { id: 30, slug: 'polish', name: 'Polish' },
    { id: 8, slug: 'dutch', name: 'Dutch' },
  ],
};

const saved = (over: Partial<AdminEvent> = {}): AdminEvent => ({
  ...sampleEvent({ id: 1001, status: 'draft', time_zone: 'Europe/Warsaw', companies: [] }),
  sponsors_input: [],
  company_ids: [],
  pages: { landing: 'event-landing:1001', event: 'event-page:1001' },
  registrations: 0,
  updated_at: '2026-11-23T06:00:00.000Z',
  ...over,
});

const bodyOf = (request: FakeRequest) => JSON.parse(request.data as string);

beforeAll(() => registerCatalogue(loadEventsMessages));

describe('the event editor', () => {
  it('says what is missing before sending anything', async () => {
    const { requests } = mockHttp(() => ({ data: languages }));
    renderWithProviders(<EventsRoutes />, { route: '/admin/events/new', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create the draft' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByRole('textbox', { name: /Entry path/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'post')).toEqual([]);
  });

  it('names every problem at once in the summary, in plain words with the bounds, the focus on the first', async () => {
    const { requests } = mockHttp((request) =>
      request.url === '/api/admin/events/1001'
        ? // An event saved before the bounds: a title over EVENT_LIMITS.title, a sponsor without a name.
          {
            data: {
              event: saved({ title: 't'.repeat(151), sponsors_input: [{ name: '', url: '', logo_file_id: null }] }),
            },
          }
        : { data: languages },
    );
    renderWithProviders(<EventsRoutes />, { route: '/admin/events/1001', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const summary = (await screen.findByText(/problems with this form/)).parentElement as HTMLElement;
    expect(summary).toHaveTextContent('There are 2 problems with this form:');
    const tooLong = 'Title must be at most 150 characters.';
    const sponsor = 'Give the sponsor a name, or remove it.';
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([tooLong, sponsor]);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(tooLong);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await userEvent.click(within(summary).getByRole('link', { name: sponsor }));
    expect(screen.getByRole('textbox', { name: 'Sponsor 1: name' })).toHaveFocus();
    expect(requests.filter((request) => request.method === 'put' || request.method === 'patch')).toEqual([]);
  });

  it('creates a draft with the slug from the title and the dates in the event zone, then publishes it', async () => {
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/languages') return { data: languages };
      if (request.url === '/api/admin/events' && request.method === 'post')
        return { status: 201, data: { event: saved() } };
      if (request.url === '/api/admin/events/1001/publish') return { data: { event: saved({ status: 'published' }) } };
      if (request.url === '/api/admin/events/1001') return { data: { event: saved() } };
      return { status: 404, data: { message: 'Not found' } };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin/events/new', session: 'admin' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Polish Speed Hiring Week');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('polish-speed-hiring-week');
    const languageBox = screen.getByRole('combobox', { name: 'Languages' });
    await userEvent.type(languageBox, 'Pol');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByLabelText('Starts'), '2030-10-14T09:00');
    await userEvent.type(screen.getByLabelText('Ends'), '2030-10-18T17:00');
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Warsaw');
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByRole('textbox', { name: /Entry path/ }), '/polish/speed-hiring-week');
    await userEvent.click(screen.getByRole('button', { name: 'Create the draft' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit “Polish Speed Hiring Week”' }),
    ).toBeInTheDocument();
    const create = requests.find((request) => request.method === 'post' && request.url === '/api/admin/events');
    expect(bodyOf(create as FakeRequest)).toMatchObject(POLISH_WEEK_SENT);
    const pages = screen.getByRole('region', { name: "The event's pages" });
    expect(within(pages).getByRole('link', { name: 'Edit the landing page' })).toHaveAttribute(
      'href',
      '/admin/pages/event-landing:1001',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Publish the event' }));
    expect(await screen.findByRole('link', { name: 'Live at /polish/speed-hiring-week' })).toHaveAttribute(
      'href',
      '/polish/speed-hiring-week',
    );
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  }, 20_000);

  it("puts the api's 422 on its field", async () => {
    mockHttp((request) => {
      if (request.url === '/api/languages') return { data: languages };
      if (request.url === '/api/admin/events/1001' && request.method === 'get') return { data: { event: saved() } };
      return {
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { landing_path: ['This path is already used by the site.'] },
        },
      };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin/events/1001', session: 'admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: /Entry path/ })).toHaveAccessibleDescription(
      expect.stringContaining('This path is already used by the site.'),
    );
    // Listed in the summary too, the focus on the field.
    expect(screen.getByRole('link', { name: 'This path is already used by the site.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Entry path/ })).toHaveFocus();
  });
});
