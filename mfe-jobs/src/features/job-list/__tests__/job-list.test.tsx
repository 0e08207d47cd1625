import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobDetail, makeJobList, makeReference } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

const titles = () =>
  // The results: the list of job cards (articles), in the section the page's h1 names.
  within(within(screen.getByRole('region', { name: /jobs/i })).getAllByRole('list')[0] as HTMLElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

// The split view also asks for the selected job (`/api/job`): these tests look at the list requests only.
const sent = (requests: { url?: string; params?: unknown }[]) =>
  requests.filter(({ url }) => url !== '/api/job').map(({ url, params }) => ({ url, params }));

describe('job list', () => {
  it('says "1,000+" when the api stopped counting, and still offers more jobs', async () => {
    mockHttp(({ url }) => {
      if (url === '/api/job') return { status: 404 };
      const list = makeJobList(1, 20, 1000);
      return { data: { ...list, jobs: { ...list.jobs, total_capped: true } } };
    });
    renderWithProviders(<JobsRoutes />, { route: '/jobs-in-Germany' });
    expect(await screen.findByText(/jobs found/)).toHaveTextContent('1,000+ jobs found');
    expect(screen.getByRole('button', { name: 'Load more jobs' })).toBeInTheDocument();
  });

  it('sends a page past the results (/jobs/999) to the jobs route, never "2,891 jobs found" over an empty list', async () => {
    const { requests } = mockHttp(({ url, params }) => {
      if (url === '/api/job') return { data: makeJobDetail(makeJob(params.id)) };
      // As the api answers: the count of the whole list, no job on that page.
      return params._from === 0 ? { data: makeJobList(1, 3, 2891) } : { data: makeJobList(1, 0, 2891) };
    });
    renderWithLocation(<JobsRoutes />, { route: '/jobs/999' });

    expect(await screen.findByRole('link', { name: 'Customer service agent 1' })).toBeInTheDocument();
    expect(currentLocation()).toMatch(/^\/jobs(\?job=1)?$/);
    expect(screen.getByText(/jobs found/)).toHaveTextContent('2,891 jobs found');
    expect(screen.queryByText(/No jobs match/)).not.toBeInTheDocument();
    expect(sent(requests).map((request) => request.params)).toEqual([
      { _from: 19960, _size: 20 },
      { _from: 0, _size: 20 },
    ]);
  });

  it('says "No jobs match" only under a count of 0', async () => {
    mockHttp(() => ({ data: makeJobList(1, 0, 0) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs-for-Icelandic-speakers' });
    expect(await screen.findByText(/No jobs match/)).toBeInTheDocument();
    expect(screen.getByText(/jobs found/)).toHaveTextContent('0 jobs found');
  });

  it('shows the newest jobs with their details and the total', async () => {
    const { requests } = mockHttp(() => ({ data: makeJobList(1, 3, 1234) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs' });

    expect(await screen.findByRole('link', { name: 'Customer service agent 1' })).toHaveAttribute(
      'href',
      '/jobs/customer-service-agent-1',
    );
    expect(titles()).toEqual(['Customer service agent 1', 'Customer service agent 2', 'Customer service agent 3']);
    expect(screen.getByText(/jobs found/)).toHaveTextContent('1,234 jobs found');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Newest jobs');

    const first = screen.getAllByRole('article')[0];
    expect(within(first).getByText('Polyglot Support BV')).toBeInTheDocument();
    expect(within(first).getByText('Amsterdam, Netherlands')).toBeInTheDocument();
    const languages = within(first).getByRole('list');
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dutch · C1–C2 (required)', 'English']);
    expect(within(first).getByText('4 Mar 2025')).toHaveAttribute('datetime', '2025-03-04T09:00:00.000Z');

    expect(sent(requests)).toEqual([{ url: '/api/jobs', params: { _from: 0, _size: 20 } }]);
  });

  it('appends the next page on "Load more", asking from the number already loaded', async () => {
    const { requests } = mockHttp(({ url, params }) => {
      if (url === '/api/job') return { data: makeJobDetail(makeJob(params.id)) };
      return params._from === 0 ? { data: makeJobList(1, 20, 25) } : { data: makeJobList(21, 5, 25) };
    });
    renderWithProviders(<JobsRoutes />, { route: '/jobs' });
    await screen.findByText('Customer service agent 20');

    await userEvent.click(screen.getByRole('button', { name: 'Load more jobs' }));

    expect(await screen.findByText('Customer service agent 25')).toBeInTheDocument();
    expect(titles()).toHaveLength(25);
    expect(titles()[0]).toBe('Customer service agent 1');
    expect(screen.getByText('Showing 25 of 25')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more jobs' })).not.toBeInTheDocument();
    expect(sent(requests).map((r) => (r.params as { _from: number })._from)).toEqual([0, 20]);
    // The focus moves to the first new job, so keyboard users continue where the list grew.
    expect(screen.getByRole('link', { name: 'Customer service agent 21' })).toHaveFocus();
  });

  it('shows an error with a retry that fetches the list again', async () => {
    let calls = 0;
    mockHttp(({ url }) => {
      if (url === '/api/job') return { data: makeJobDetail(makeJob(1)) };
      calls += 1;
      return calls === 1
        ? { status: 500, data: { message: 'Server error', toasts: [] } }
        : { data: makeJobList(1, 2, 2) };
    });
    renderWithProviders(<JobsRoutes />, { route: '/jobs' });

    expect(await screen.findByText('We could not load the jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));

    expect(await screen.findByText('Customer service agent 2')).toBeInTheDocument();
    expect(screen.queryByText('We could not load the jobs.')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('feeds any other job-list path from /api{path}, its page giving the offset', async () => {
    const { requests } = mockHttp(() => ({ data: makeJobList(21, 2, 22, { h1: 'Jobs in Germany' }) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs-in-Germany/2' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs in Germany' })).toBeInTheDocument();
    expect(await screen.findByText('Customer service agent 22')).toBeInTheDocument();
    expect(sent(requests)).toEqual([{ url: '/api/jobs-in-Germany', params: { _from: 20, _size: 20 } }]);
  });

  it('reads /jobs/{page} as a page of the newest jobs, not as a job', async () => {
    const { requests } = mockHttp(() => ({ data: makeJobList(41, 1, 41) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs/3' });

    expect(await screen.findByText('Customer service agent 41')).toBeInTheDocument();
    expect(sent(requests)).toEqual([{ url: '/api/jobs', params: { _from: 40, _size: 20 } }]);
  });

  it('renders the not-found page for an unknown path of the area', async () => {
    const { requests } = mockHttp(() => ({ data: makeJobList(1, 1, 1) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs-in-Germany/page-two' });

    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
    expect(sent(requests)).toEqual([]);
  });

  it('takes the title and robots the api computed: a keyword search with no result stays noindex', async () => {
    const seo = {
      title: 'Jobs in Europe | EuLangJobs',
      robots: 'noindex, follow',
      meta: 'Jobs in Europe: 0 current offers.',
    };
    const { requests } = mockHttp(() => ({ data: makeJobList(1, 0, 0, seo) }));
    renderWithProviders(<JobsRoutes />, { route: '/jobs?keywords=zzqqxx' });

    expect(await screen.findByText(/No jobs match/)).toBeInTheDocument();
    // The head is applied by an effect after the list's render: on a busy machine a moment after its text (the
    // previous test's "Page not found" title was still there once, in CI).
    await waitFor(() => expect(document.title).toBe('Jobs in Europe | EuLangJobs'));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content).toBe('noindex, follow');
    expect(sent(requests)).toEqual([{ url: '/api/jobs', params: { keywords: 'zzqqxx', _from: 0, _size: 20 } }]);
  });
});

describe('job list: empty states and page links', () => {
  it('suggests how to widen a search that found nothing: one link per filter, its languages, remote, everything', async () => {
    mockHttp(() => ({ data: { ...makeJobList(1, 0, 0), ...makeReference() } }));
    renderWithProviders(<JobsRoutes />, { route: '/hybrid-jobs-in-Germany-for-French+German-speakers?keywords=zzz' });
    const empty = (await screen.findByRole('heading', { level: 2, name: 'No jobs match this search' })).parentElement;
    const links = within(empty as HTMLElement)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Without French', '/hybrid-jobs-in-Germany-for-German-speakers?keywords=zzz'],
      ['Without German', '/hybrid-jobs-in-Germany-for-French-speakers?keywords=zzz'],
      ['Anywhere, not only Germany', '/hybrid-jobs-for-French+German-speakers?keywords=zzz'],
      ['Any way of working, not only Hybrid', '/jobs-in-Germany-for-French+German-speakers?keywords=zzz'],
      ['Without the keywords and other filters', '/hybrid-jobs-in-Germany-for-French+German-speakers'],
      ['Jobs for French and German speakers', '/jobs-for-French+German-speakers'],
      ['Remote jobs for French and German speakers', '/remote-jobs-for-French+German-speakers'],
      ['All the newest jobs', '/jobs'],
    ]);
  });

  it('follows a suggestion to the wider search', async () => {
    const { requests } = mockHttp(({ url }) =>
      url === '/api/jobs-for-German-speakers' ? { data: makeJobList(1, 2, 2) } : { data: makeJobList(1, 0, 0) },
    );
    renderWithLocation(<JobsRoutes />, { route: '/jobs-in-Malta-for-German-speakers' });
    await userEvent.click(await screen.findByRole('link', { name: 'Anywhere, not only Malta' }));
    expect(await screen.findByRole('link', { name: 'Customer service agent 1' })).toBeInTheDocument();
    expect(currentLocation()).toMatch(/^\/jobs-for-German-speakers/);
    expect(requests.map((r) => r.url)).toContain('/api/jobs-for-German-speakers');
  });

  it('links the pages of the list, the current one marked, and goes to a page in the app', async () => {
    const { requests } = mockHttp(({ url, params }) =>
      url === '/api/job' ? { status: 404 } : { data: makeJobList(params._from + 1, 20, 95) },
    );
    renderWithLocation(<JobsRoutes />, { route: '/jobs-for-German-speakers/2' });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/jobs-for-German-speakers');
    expect(within(pages).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/jobs-for-German-speakers/5');

    await userEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await screen.findByRole('link', { name: 'Customer service agent 41' });
    expect(currentLocation()).toMatch(/^\/jobs-for-German-speakers\/3/);
    expect(requests.filter((r) => r.url !== '/api/job').at(-1)?.params).toEqual({
      _from: 40,
      _size: 20,
      _lists: 'none',
    });
  });
});
