import { act, screen, waitFor, within } from '@testing-library/react';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { bodyOf, companyApi, renderCompany } from '../../../testing/__tests__/company-api';
import { loadCompanyMessages } from '../../../locales';
import { COUNTS, makeJob } from './job-fixtures';

const draft = makeJob();
const published = makeJob({
  id: 12,
  title: 'German account manager',
  status: 'published',
  applicants: { total: 4, new: 2 },
  views: 120,
  valid_through: '2027-01-15',
  screening_questions: 2,
});
const list = (jobs = [draft, published], counts = COUNTS) => ({
  data: { jobs, total: jobs.length, lastPage: 1, currentPage: 1, counts },
});

beforeEach(() => clearNotifications());

describe('job list', () => {
  it('lists the jobs with their state, applicants, views and the actions each state allows', async () => {
    companyApi({ 'GET /api/companies/jobs': () => list() });
    renderCompany('/company/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
    const filter = await screen.findByRole('navigation', { name: 'Jobs by state' });
    expect(
      within(filter)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All (2)', 'Draft (1)', 'Published (1)', 'Paused (0)', 'Closed (0)', 'Expired (0)']);
    expect(within(filter).getByRole('link', { name: 'All (2)' })).toHaveAttribute('aria-current', 'page');

    const rows = screen.getAllByRole('listitem').filter((item) => item.classList.contains('company-job-row'));
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Publish Dutch speaking support agent' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Delete Dutch speaking support agent' })).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: /^Pause/ })).not.toBeInTheDocument();

    expect(within(second).getByText('Published')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: '4 applicants, 2 new' })).toHaveAttribute(
      'href',
      '/company/applicants/12/1',
    );
    expect(within(second).getByText('120 views')).toBeInTheDocument();
    expect(within(second).getByText('Online until 15 Jan 2027')).toBeInTheDocument();
    expect(
      within(second).getByRole('link', { name: 'Screening questions (2) German account manager' }),
    ).toHaveAttribute('href', '/company/jobs/12/screening-questions');
    expect(
      within(second)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pause German account manager', 'Close German account manager']);
  });

  it('a job closed by moderation says why, offers only to view it, and gets its own state in the filter', async () => {
    const moderated = makeJob({
      id: 13,
      title: 'Crypto trader, earn from home',
      status: 'moderated',
      moderation: { category: 'fraud', reason: 'Asks candidates to pay a fee.', at: '2026-11-22T09:30:00Z' },
    });
    companyApi({ 'GET /api/companies/jobs': () => list([moderated], { ...COUNTS, moderated: 1 }) });
    renderCompany('/company/jobs');

    const filter = await screen.findByRole('navigation', { name: 'Jobs by state' });
    expect(within(filter).getByRole('link', { name: 'Closed by moderation (1)' })).toHaveAttribute(
      'href',
      '/company/jobs?status=moderated',
    );
    const [row] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('company-job-row'));
    expect(within(row as HTMLElement).getByText('Closed by moderation')).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByText('Closed by our moderation team on 22 Nov 2026: Fraud or scam'),
    ).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('Asks candidates to pay a fee.')).toBeInTheDocument();
    expect(
      within(row as HTMLElement).getByRole('link', { name: 'View Crypto trader, earn from home' }),
    ).toHaveAttribute('href', '/company/jobs/13/edit');
    expect(within(row as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row as HTMLElement).queryByRole('link', { name: /Screening questions/ })).not.toBeInTheDocument();
  });

  it('filters by state through the address, and asks the api for that state', async () => {
    const { requests } = companyApi({ 'GET /api/companies/jobs': () => list([published]) });
    renderCompany('/company/jobs');
    await userEvent.click(await screen.findByRole('link', { name: 'Published (1)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/jobs?status=published'));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/companies/jobs').at(-1)?.params).toEqual({
        status: 'published',
        page: 1,
      }),
    );
    expect(screen.getByRole('link', { name: 'Published (1)' })).toHaveAttribute('aria-current', 'page');
  });

  it('deletes a job only after the dialog is confirmed, then reloads the list with a notice', async () => {
    let jobs = [draft, published];
    const { requests } = companyApi({
      'GET /api/companies/jobs': () => list(jobs),
      'DELETE /api/companies/jobs/11': () => {
        jobs = [published];
        return { data: { message: 'Deleted' } };
      },
    });
    renderCompany('/company/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Dutch speaking support agent' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this job?' });
    expect(dialog).toHaveTextContent('“Dutch speaking support agent” will be deleted for good.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((r) => r.method === 'delete')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Dutch speaking support agent' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Dutch speaking support agent')).not.toBeInTheDocument());
    expect(getNotifications().map((n) => n.content)).toEqual(['The job is deleted.']);
  });

  it('a publication refused for want of a job credit says so with a link to buy job posts', async () => {
    const { requests } = companyApi({
      'GET /api/companies/jobs': () => list(),
      'POST /api/companies/jobs/11/publish': () => ({
        status: 422,
        data: { message: 'No job posts left.', errors: { job_credits: ['You have no job posts left to publish.'] } },
      }),
    });
    renderCompany('/company/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Dutch speaking support agent' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have no job posts left to publish.');
    expect(within(alert).getByRole('link', { name: 'Buy job posts' })).toHaveAttribute(
      'href',
      '/company/services/purchase?code=job_posts_1',
    );
    expect(bodyOf(requests.find((r) => r.url === '/api/companies/jobs/11/publish'))).toEqual({});
    expect(getNotifications()).toEqual([]);
  });

  it('publishing a draft spends its credit, and the navigation shows the credits left at once', async () => {
    let credits = 1;
    companyApi({
      'GET /api/companies/jobs': () => list(),
      'GET /api/companies/balances': () => ({ data: { balances: { job: credits, cv: 0 }, minisite: false } }),
      'POST /api/companies/jobs/11/publish': () => {
        credits = 0;
        return { data: { job: makeJob({ status: 'published' }), balances: { job: 0, cv: 0 } } };
      },
    });
    renderCompany('/company/jobs');
    expect(await screen.findByRole('link', { name: 'Credits: 1 job post, 0 CVs' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish Dutch speaking support agent' }));
    expect(await screen.findByRole('link', { name: 'Credits: 0 job posts, 0 CVs' })).toBeInTheDocument();
    expect(getNotifications().map((n) => n.content)).toEqual(['The job is published.']);
  });

  it('pauses a published job and shows the api’s words when a state change is refused', async () => {
    companyApi({
      'GET /api/companies/jobs': () => list(),
      'POST /api/companies/jobs/12/pause': () => ({
        status: 422,
        data: { message: 'Invalid', errors: { status: ['This job cannot be paused now.'] } },
      }),
    });
    renderCompany('/company/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Pause German account manager' }));
    await waitFor(() =>
      expect(getNotifications().map((n) => [n.type, n.content])).toEqual([['error', 'This job cannot be paused now.']]),
    );
  });

  it('an empty list invites the first job', async () => {
    companyApi({
      'GET /api/companies/jobs': () =>
        list([], { draft: 0, published: 0, paused: 0, closed: 0, expired: 0, moderated: 0 }),
    });
    renderCompany('/company/jobs');
    expect(await screen.findByRole('heading', { name: 'You have not posted a job yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post your first job' })).toHaveAttribute('href', '/company/jobs/create');
  });

  it('speaks Polish as a whole once switched: states, counts in Polish plurals, actions, no message id', async () => {
    await registerCatalogue(loadCompanyMessages);
    companyApi({ 'GET /api/companies/jobs': () => list() });
    renderCompany('/company/jobs');
    await screen.findByRole('navigation', { name: 'Jobs by state' });
    try {
      await act(() => activateLocale('pl'));
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Twoje oferty');
      expect(screen.getByRole('link', { name: 'Opublikowana (1)' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '4 kandydaci, 2 nowi' })).toBeInTheDocument();
      expect(screen.getByText('120 wyświetleń')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Wstrzymaj German account manager' })).toBeInTheDocument();
      expect(screen.queryAllByText(/^(company|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
