import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminJob } from 'shared-kit/contracts';
import { registerCatalogue } from 'shared-kit/i18n';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadEventsMessages } from '../../../locales';
import EventsRoutes from '../../../remote-entry';

beforeAll(() => registerCatalogue(loadEventsMessages));
beforeEach(() => clearNotifications());

function job(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: 4711,
    url: 'crypto-trader-from-home-4711',
    title: 'Crypto trader from home',
    content_lang: 'en',
    company: { id: 88, name: 'Quick Money Ltd', slug: 'quick-money' },
    status: 'published',
    created_at: '2026-11-20T10:00:00.000Z',
    published_at: '2026-11-20T10:05:00.000Z',
    valid_through: '2027-01-19',
    moderation: null,
    description: 'Earn 5,000 EUR a week.\n\nPay a small fee to start.',
    apply_url: null,
    applicants: 3,
    history: [],
    ...overrides,
  };
}

describe('moderating jobs in the admin area', () => {
  it('searches every job by words, company and state, and lists each with its state', async () => {
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/admin/jobs')
        return {
          data: {
            jobs: [job(), job({ id: 12, title: 'Test job please ignore', status: 'moderated', url: 'test-12' })],
            total: 2,
            capped: false,
            page: 1,
            page_size: 20,
          },
        };
      return { status: 404, data: { message: 'Not found' } };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin/jobs', session: 'admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toContainElement(
      screen.getByRole('link', { name: 'Jobs' }),
    );
    const link = await screen.findByRole('link', { name: 'Crypto trader from home' });
    expect(link).toHaveAttribute('href', '/admin/jobs/4711');
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      within(rows[0] as HTMLElement).getByText('No. 4711 · /jobs/crypto-trader-from-home-4711'),
    ).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Quick Money Ltd')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Published')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Closed by moderation')).toBeInTheDocument();
    expect(screen.getByText('2 jobs')).toBeInTheDocument();

    const lastList = () => requests.filter((request) => request.url === '/api/admin/jobs').at(-1)?.params;
    await userEvent.type(screen.getByRole('searchbox', { name: /^Job/ }), 'crypto');
    await userEvent.type(screen.getByRole('searchbox', { name: /^Company/ }), 'Quick');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('link', { name: 'Crypto trader from home' });
    expect(lastList()).toEqual({ q: 'crypto', company: 'Quick' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Published');
    await screen.findByRole('link', { name: 'Crypto trader from home' });
    expect(lastList()).toEqual({ q: 'crypto', company: 'Quick', state: 'published' });
  });

  it('closes a job with a category and a reason, shows the api’s 422 on the field, then reopens it', async () => {
    let current = job();
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/admin/jobs/4711') return { data: { job: current } };
      if (request.url === '/api/admin/jobs/4711/moderation') {
        const body = JSON.parse(String(request.data));
        if (body.action === 'close' && !body.reason?.trim())
          return {
            status: 422,
            data: {
              message: 'The reason field is required.',
              errors: { reason: ['The reason field is required.'] },
            },
          };
        const admin = { id: 1, email: 'admin@example.com' };
        current =
          body.action === 'close'
            ? job({
                status: 'moderated',
                moderation: { category: body.category, reason: body.reason, at: '2026-11-22T09:30:00.000Z' },
                history: [
                  {
                    id: 1,
                    action: 'close',
                    category: body.category,
                    reason: body.reason,
                    admin,
                    created_at: '2026-11-22T09:30:00.000Z',
                  },
                ],
              })
            : job({
                history: [
                  {
                    id: 2,
                    action: 'reopen',
                    category: null,
                    reason: null,
                    admin,
                    created_at: '2026-11-23T08:00:00.000Z',
                  },
                  ...current.history,
                ],
              });
        return { data: { job: current } };
      }
      return { status: 404, data: { message: 'Not found' } };
    });
    renderWithProviders(<EventsRoutes />, { route: '/admin/jobs/4711', session: 'admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Crypto trader from home' })).toBeInTheDocument();
    expect(screen.getByText('Quick Money Ltd (no. 88)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/jobs/crypto-trader-from-home-4711' })).toBeInTheDocument();
    expect(screen.getByText('No moderation action yet.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Fraud or scam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the job' }));
    expect(await screen.findByText('The reason field is required.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Reason for the company/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByRole('textbox', { name: /^Reason for the company/ }), 'Asks for a fee.');
    await userEvent.click(screen.getByRole('button', { name: 'Close the job' }));
    const closed = await screen.findByRole('region', { name: 'Closed by moderation' });
    expect(within(closed).getByText(/: Fraud or scam$/)).toBeInTheDocument();
    expect(within(closed).getByText('Asks for a fee.')).toBeInTheDocument();
    expect(screen.getByText('Closed by moderation', { selector: '.sk-badge' })).toBeInTheDocument();
    expect(screen.getByText('admin@example.com closed it: Fraud or scam')).toBeInTheDocument();
    expect(getNotifications().map((notice) => notice.content)).toContain(
      'The job is closed; its company has been told.',
    );
    const posted = requests.filter((request) => request.url === '/api/admin/jobs/4711/moderation').at(-1);
    expect(JSON.parse(String(posted?.data))).toEqual({ action: 'close', category: 'fraud', reason: 'Asks for a fee.' });

    await userEvent.click(screen.getByRole('button', { name: 'Reopen the job' }));
    expect(await screen.findByText('admin@example.com reopened it')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Closed by moderation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close the job' })).toBeInTheDocument();
  });
});
