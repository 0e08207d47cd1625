import { getNotifications } from 'shared-kit/notify';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobDetail, makeJobList } from '../../../testing/job-fixtures';
import { parseJobId } from '../hooks/use-job-id';

// Related locations are asked for beside the job; these tests look at the other requests.
const sent = (requests: { url?: string; params?: unknown }[]) =>
  requests.filter(({ url }) => !url?.startsWith('/api/offers/')).map(({ url, params }) => ({ url, params }));

describe('job page', () => {
  it('shows the job with its description, languages, skills, salary and employment type', async () => {
    const job = makeJob(42, {
      url: 'customer-service-agent-with-dutch-42',
      title: 'Customer service agent with Dutch',
    });
    const { requests } = mockHttp(() => ({ data: makeJobDetail(job) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs/customer-service-agent-with-dutch-42' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Customer service agent with Dutch' }),
    ).toBeInTheDocument();
    const description = screen.getByRole('region', { name: 'Job description' });
    expect(
      within(description)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(screen.getByText('Polyglot Support BV', { selector: '.jobs-detail-company' })).toBeInTheDocument();
    expect(screen.getByText('Amsterdam, Netherlands', { selector: '.jobs-detail-location' })).toBeInTheDocument();
    // The Apply card in the aside, named by the title: the languages, the place, the company and its jobs.
    const aside = screen.getByRole('complementary', { name: 'Customer service agent with Dutch' });
    const languages = within(within(aside).getByRole('list')).getAllByRole('listitem');
    expect(within(aside).getByText('Amsterdam, Netherlands', { selector: 'dd' })).toBeInTheDocument();
    const company = within(aside).getByRole('region', { name: 'Polyglot Support BV' });
    expect(within(company).getByRole('link', { name: 'All jobs at Polyglot Support BV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/jobs-at-/),
    );
    expect(languages.map((item) => item.textContent)).toEqual(['Dutch · Advanced (C1–C2) (required)', 'English']);
    expect(screen.getByText('Customer service')).toBeInTheDocument();
    // The salary the api read, in the interface language.
    expect(screen.getByText('€2,100 a month')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('2 years')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Customer service agent with Dutch | EuLangJobs'));
    expect(sent(requests)).toEqual([{ url: '/api/job', params: { id: 42 } }]);
  });

  it("gathers Apply and Save with the job's title in the apply bar (a phone's sticky bar), only on the job's page", async () => {
    const job = makeJob(42, { title: 'Customer service agent with Dutch', content_lang: 'nl' });
    mockHttp(({ url }) =>
      url === '/api/job' ? { data: makeJobDetail(job) } : { data: { ...makeJobList(42, 1, 1), job: null } },
    );
    const { unmount } = renderWithProviders(<JobsRoutes />, { route: `/jobs/${job.url}`, session: 'guest' });
    await screen.findByRole('heading', { level: 1, name: job.title });
    const bar = document.querySelector('.jobs-apply-bar') as HTMLElement;
    // The title repeats the h1 for the eye only: a screen reader has just read it.
    expect(bar.querySelector('.jobs-apply-bar-title')).toHaveTextContent(job.title);
    expect(bar.querySelector('.jobs-apply-bar-title')).toHaveAttribute('aria-hidden', 'true');
    expect(bar.querySelector('.jobs-apply-bar-title')).toHaveAttribute('lang', 'nl');
    expect(within(bar).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: `Save ${job.title} to favourites` })).toBeInTheDocument();
    unmount();

    // Beside the list (a wide screen) there is no bar: the pane's actions are a plain row.
    renderWithProviders(<JobsRoutes />, { route: '/jobs' });
    const pane = await screen.findByRole('complementary', { name: 'Selected job' });
    await within(pane).findByRole('heading', { level: 2, name: job.title });
    expect(document.querySelector('.jobs-apply-bar')).toBeNull();
    expect(within(pane).getByRole('button', { name: 'Apply' })).toBeInTheDocument();
  });

  it('returns to /jobs when the job does not exist, with one notice that says why', async () => {
    const { requests } = mockHttp(({ url }) =>
      url === '/api/job'
        ? { status: 404, data: { message: 'Job not found', toasts: [{ message: 'Job not found' }] } }
        : { data: makeJobList(1, 1, 1) },
    );
    renderWithProviders(<JobsRoutes />, { route: '/jobs/vanished-job-999' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Newest jobs' })).toBeInTheDocument();
    expect(await screen.findByText('Customer service agent 1')).toBeInTheDocument();
    // The server's toast is not shown beside the list's own notice.
    expect(getNotifications().map((n) => n.content)).toEqual(['This job is no longer available.']);
    expect(
      sent(requests)
        .map((r) => r.url)
        .slice(0, 2),
    ).toEqual(['/api/job', '/api/jobs']);
  });

  it('returns to /jobs when the api answers without a job', async () => {
    mockHttp(({ url }) => (url === '/api/job' ? { data: makeJobDetail(null) } : { data: makeJobList(1, 1, 1) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs/vanished-job-999' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Newest jobs' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the job cannot be loaded', async () => {
    let calls = 0;
    mockHttp(({ url }) => {
      if (url !== '/api/job') return { status: 404 };
      calls += 1;
      return calls === 1
        ? { status: 503, data: { message: 'Unavailable', toasts: [] } }
        : { data: makeJobDetail(makeJob(5)) };
    });
    renderWithProviders(<JobsRoutes />, { route: '/jobs/customer-service-agent-5' });

    expect(await screen.findByText('We could not load this job.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Customer service agent 5' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('reads the id from the end or the start of the url, without .html', () => {
    expect(parseJobId('customer-service-agent-with-dutch-42')).toBe(42);
    expect(parseJobId('123-customer-service.html')).toBe(123);
    expect(parseJobId('3d-artist-77.html')).toBe(77);
    expect(parseJobId('no-id-here')).toBeNull();
  });
});
