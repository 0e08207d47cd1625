import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNotifications } from 'shared-kit/notify';
import { type FakeRequest, mockHttp } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobDetail, makeJobList, makeReference } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

/** A list answer with the reference lists for any list path; the selected job for `/api/job`. */
function api(list: (request: FakeRequest) => ReturnType<typeof makeJobList> = () => makeJobList(1, 3, 3)) {
  return mockHttp((request) =>
    request.url === '/api/job'
      ? { data: makeJobDetail(makeJob(request.params.id)) }
      : { data: { ...list(request), ...makeReference() } },
  );
}

const renderAt = (route: string) => renderWithLocation(<JobsRoutes />, { route });

async function openFilters() {
  await userEvent.click(await screen.findByRole('button', { name: /^Filters \(\d+\)$/ }));
  return screen.findByRole('group', { name: 'Languages' });
}

describe('job list filters', () => {
  it('goes to the canonical path for two languages and a country, counting each filter once', async () => {
    api();
    renderAt('/jobs');
    const languages = await openFilters();

    await userEvent.click(within(languages).getByRole('checkbox', { name: 'French' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-for-French-speakers/));
    await userEvent.click(
      within(await screen.findByRole('group', { name: 'Languages' })).getByRole('checkbox', { name: 'German' }),
    );
    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-for-French\+German-speakers/));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country or city' }), 'Germany');

    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-in-Germany-for-French\+German-speakers(\?job=1)?$/));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('lists countries without id 249, EU ones first, then cities and Remote', async () => {
    api();
    renderAt('/jobs');
    await openFilters();
    const select = screen.getByRole('combobox', { name: 'Country or city' });
    const groups = within(select).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['EU countries', 'Other countries', 'Cities']);
    expect(
      within(groups[0])
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Germany']);
    expect(
      within(groups[1])
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Isle of Man', 'United Kingdom']);
    expect(within(select).queryByRole('option', { name: 'Other' })).not.toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Remote' })).toBeInTheDocument();

    await userEvent.selectOptions(select, 'Isle of Man');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-in-Isle_of_Man/));
  });

  it('puts keywords, experience and employment type in the query and sends them to the api', async () => {
    const { requests } = api();
    renderAt('/remote-jobs');
    await openFilters();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Keywords' }), 'sales{Enter}');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/remote-jobs\?keywords=sales/));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Experience' })).getByRole('checkbox', { name: '2 years' }),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Employment type' })).getByRole('checkbox', { name: 'Part-time' }),
    );

    await waitFor(() =>
      expect(currentLocation()).toMatch(/^\/remote-jobs\?keywords=sales&experience=2&employment_type=2/),
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/remote-jobs').at(-1)?.params).toEqual({
        keywords: 'sales',
        experience: [2],
        employment_type: [2],
        _from: 0,
        _size: 20,
      }),
    );
    // Experience and employment type are not in the filter count (docs/product-rules.md#filters); remote and keywords
    // are.
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('clears every filter', async () => {
    api();
    renderAt('/hybrid-jobs-in-Germany-for-French+German-speakers?keywords=sales&latests=1&experience=2');
    expect(await screen.findByRole('button', { name: 'Filters (5)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs(\?job=\d+)?$/));
    expect(screen.getByRole('button', { name: 'Filters (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('toggling latests clears the selected job and the offset', async () => {
    const { requests } = api(({ params }) => (params.latests ? makeJobList(90, 2, 2) : makeJobList(21, 20, 60)));
    renderAt('/jobs/2?job=25');
    const pane = await screen.findByRole('complementary', { name: 'Selected job' });
    expect(
      await within(pane).findByRole('heading', { level: 2, name: 'Customer service agent 25' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Latest jobs only' }));

    // The new list starts at 0 and its first job is selected, not job 25.
    await waitFor(() => expect(currentLocation()).toBe('/jobs?latests=1&job=90'));
    const lists = requests.filter((r) => r.url === '/api/jobs').map((r) => r.params);
    expect(lists).toEqual([
      { _from: 20, _size: 20 },
      { latests: 1, _from: 0, _size: 20 },
    ]);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it.each([
    {
      what: 'resets an unknown language',
      path: '/jobs-for-Klingon-speakers',
      message: 'Unknown language: Klingon.',
      toast: 'Unknown language: Klingon.',
      notice: 'We could not find that language or location, so the filters were reset.',
    },
    {
      what: 'resets an unknown location',
      path: '/jobs-in-Atlantis',
      message: 'Unknown location: Atlantis.',
      toast: 'Unknown location: Atlantis.',
      notice: 'We could not find that language or location, so the filters were reset.',
    },
    {
      what: 'sends an unknown skill back',
      path: '/jobs-with-klingon-poetry',
      message: 'Unknown skill',
      toast: 'Unknown skill: klingon-poetry.',
      notice: 'We could not find that skill, so all jobs are shown.',
    },
  ])('$what to /jobs with one notice', async ({ path, message, toast, notice }) => {
    mockHttp((request) => {
      if (request.url === `/api${path}`) return { status: 404, data: { message, toasts: [{ message: toast }] } };
      if (request.url === '/api/job') return { data: makeJobDetail(makeJob(1)) };
      return { data: makeJobList(1, 1, 1) };
    });
    renderAt(path);

    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs(\?job=1)?$/));
    expect(await screen.findByText('Customer service agent 1', { selector: 'a' })).toBeInTheDocument();
    // The 404 bodies are the api's own (message and toast): the page's notice must be the only one shown.
    expect(getNotifications().map((n) => n.content)).toEqual([notice]);
  });

  it('suggests skills from /api/keywords and opens /jobs-with-{skill}', async () => {
    const { requests } = mockHttp((request) => {
      if (request.url === '/api/keywords') return { data: [{ slug: 'javascript', name: 'JavaScript' }] };
      if (request.url === '/api/job') return { data: makeJobDetail(makeJob(1)) };
      return { data: { ...makeJobList(1, 1, 1), ...makeReference() } };
    });
    renderAt('/jobs-for-German-speakers');
    await openFilters();

    await userEvent.type(screen.getByRole('combobox', { name: 'Skill' }), 'JavaScript');
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/keywords' && r.params.search === 'JavaScript')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show jobs with this skill' }));

    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-with-javascript/));
  });
});
