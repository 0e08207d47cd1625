import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from 'shared-kit/i18n';
import { getNotifications } from 'shared-kit/notify';
import { type FakeRequest, mockHttp } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobDetail, makeJobList, makeReference } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

/**
 * A list answer for any list path, with the reference lists unless asked `_lists=none` (then empty, as the api
 * answers: docs/contracts.md#jobs); the selected job for `/api/job`.
 */
function api(list: (request: FakeRequest) => ReturnType<typeof makeJobList> = () => makeJobList(1, 3, 3)) {
  const none = { languages: { data: [] }, countries: { data: [] }, cities: { data: [] }, remotes: [] };
  return mockHttp((request) =>
    request.url === '/api/job'
      ? { data: makeJobDetail(makeJob(request.params.id)) }
      : { data: { ...list(request), ...(request.params._lists === 'none' ? none : makeReference()) } },
  );
}

const renderAt = (route: string) => renderWithLocation(<JobsRoutes />, { route });

/** The filter bar shown inline on a wide screen (jsdom applies no CSS: the phone's drawer button is there too). */
const bar = () => document.querySelector<HTMLElement>('.jobs-filter-bar') as HTMLElement;

async function openDrawer(name: RegExp | string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

describe('job list filters', () => {
  it('picks two languages and a country in the comboboxes: the canonical path, each filter counted once', async () => {
    api();
    renderAt('/jobs');
    await screen.findByRole('searchbox', { name: 'Keywords' });
    const languages = within(bar()).getByRole('combobox', { name: 'Languages' });

    await userEvent.type(languages, 'fre{Enter}');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-for-French-speakers/));
    await userEvent.type(within(bar()).getByRole('combobox', { name: 'Languages' }), 'germ{Enter}');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-for-French\+German-speakers/));
    await userEvent.type(within(bar()).getByRole('combobox', { name: 'Location' }), 'germany{Enter}');

    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-in-Germany-for-French\+German-speakers(\?job=1)?$/));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    // The chosen languages are chips of the multi-select.
    expect(within(bar()).getByRole('button', { name: 'Remove French' })).toBeInTheDocument();
  });

  it('asks for the reference lists once in a language: later searches without them, a change of language with them', async () => {
    const { requests } = api();
    renderAt('/jobs');
    const keywords = await screen.findByRole('searchbox', { name: 'Keywords' });
    await userEvent.type(keywords, 'sales{Enter}');
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/jobs')).toHaveLength(2));
    // The filters still offer every language and place, from the lists the first answer brought.
    await userEvent.type(within(bar()).getByRole('combobox', { name: 'Languages' }), 'fre{Enter}');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-for-French-speakers/));
    await userEvent.click(within(bar()).getByRole('combobox', { name: 'Location' }));
    expect(within(screen.getByRole('listbox', { name: 'Location' })).getAllByRole('option').length).toBeGreaterThan(3);
    const lists = () => requests.filter((r) => r.url !== '/api/job').map((r) => [r.params.keywords, r.params._lists]);
    try {
      // The cities are named in the interface's language: the list searches again in the new one, with the lists,
      // and the next search of that language without them.
      await act(() => activateLocale('pl'));
      await waitFor(() => expect(lists()).toHaveLength(4));
      await userEvent.type(screen.getByRole('searchbox'), ' agent{Enter}');
      await waitFor(() => expect(lists()).toHaveLength(5));
    } finally {
      await act(() => activateLocale('en'));
    }
    await waitFor(() => expect(lists()).toHaveLength(6));
    expect(lists()).toEqual([
      [undefined, undefined],
      ['sales', 'none'],
      ['sales', 'none'],
      ['sales', undefined],
      ['sales agent', 'none'],
      ['sales agent', undefined],
    ]);
  });

  it('offers Remote, the countries without id 249 (EU ones first), then the cities with their country', async () => {
    api();
    renderAt('/jobs');
    await screen.findByRole('searchbox', { name: 'Keywords' });
    const location = within(bar()).getByRole('combobox', { name: 'Location' });
    await waitFor(() => expect(within(bar()).getAllByRole('button', { pressed: false }).length).toBeGreaterThan(0));
    await userEvent.click(location);
    const options = within(screen.getByRole('listbox', { name: 'Location' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Remote',
      'Germany',
      'Isle of Man',
      'United Kingdom',
      'Berlin Germany',
    ]);

    await userEvent.click(options[2] as HTMLElement);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-in-Isle_of_Man/));
  });

  it('finds a city by its name in another language ("Köln" finds Cologne) and opens its list', async () => {
    // docs/i18n.md#place-names: the api names each city in the interface language, with its other names beside.
    const reference = makeReference();
    reference.cities.data.push({
      slug: 'Cologne',
      name: 'Cologne',
      country_slug: 'Germany',
      also: ['Köln', 'Kolonia'],
    });
    mockHttp(() => ({ data: { ...makeJobList(1, 3, 3), ...reference } }));
    renderAt('/jobs');
    await screen.findByRole('searchbox', { name: 'Keywords' });
    const location = within(bar()).getByRole('combobox', { name: 'Location' });
    await userEvent.type(location, 'Köln');
    const options = within(screen.getByRole('listbox', { name: 'Location' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Cologne Germany']);
    await userEvent.type(location, '{Enter}');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-in-Cologne/));
  });

  it('puts keywords, experience and employment type in the query and sends them to the api', async () => {
    const { requests } = api();
    renderAt('/remote-jobs');

    await userEvent.type(await screen.findByRole('searchbox', { name: 'Keywords' }), 'sales{Enter}');
    await waitFor(() => expect(currentLocation()).toMatch(/^\/remote-jobs\?keywords=sales/));
    const drawer = await openDrawer('More filters');
    await userEvent.click(
      within(await within(drawer).findByRole('group', { name: 'Experience' })).getByRole('checkbox', {
        name: '2 years',
      }),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show the jobs' }));
    await userEvent.click(
      within(within(bar()).getByRole('group', { name: 'Employment type' })).getByRole('button', { name: 'Part-time' }),
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
        _lists: 'none',
      }),
    );
    expect(within(bar()).getByRole('button', { name: 'Part-time' })).toHaveAttribute('aria-pressed', 'true');
    // Experience and employment type are not in the filter count (docs/product-rules.md#filters); remote and keywords
    // are.
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });

  it('shows every applied filter as a chip that removes it, and "Clear all"', async () => {
    api();
    renderAt('/hybrid-jobs-in-Germany-for-French+German-speakers?keywords=sales&latests=1&experience=2');
    const applied = await screen.findByRole('group', { name: 'Applied filters' });
    expect(
      within(applied)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.firstChild?.textContent),
    ).toEqual(['French', 'German', 'Germany', 'Hybrid work', '“sales”', '2 years', 'Latest jobs only']);
    expect(screen.getByRole('button', { name: 'Filters (5)' })).toBeInTheDocument();

    await userEvent.click(within(applied).getByRole('button', { name: 'Remove French' }));
    await waitFor(() =>
      expect(currentLocation()).toMatch(
        /^\/hybrid-jobs-in-Germany-for-German-speakers\?keywords=sales&experience=2&latests=1/,
      ),
    );
    // Focus goes on to the next chip's button, not to the start of the page.
    await waitFor(() => expect(within(applied).getByRole('button', { name: 'Remove German' })).toHaveFocus());
    await userEvent.click(within(applied).getByRole('button', { name: 'Remove “sales”' }));
    await waitFor(() =>
      expect(currentLocation()).toMatch(/^\/hybrid-jobs-in-Germany-for-German-speakers\?experience=2&latests=1/),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs(\?job=\d+)?$/));
    expect(screen.getByRole('button', { name: 'Filters (0)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveFocus());
    expect(screen.queryByRole('group', { name: 'Applied filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });

  it('toggling latests clears the selected job and the offset', async () => {
    const { requests } = api(({ params }) => (params.latests ? makeJobList(90, 2, 2) : makeJobList(21, 20, 60)));
    renderAt('/jobs/2?job=25');
    const pane = await screen.findByRole('complementary', { name: 'Selected job' });
    expect(
      await within(pane).findByRole('heading', { level: 2, name: 'Customer service agent 25' }),
    ).toBeInTheDocument();

    await userEvent.click(within(bar()).getByRole('button', { name: 'Latest jobs only', pressed: false }));

    // The new list starts at 0 and its first job is selected, not job 25.
    await waitFor(() => expect(currentLocation()).toBe('/jobs?latests=1&job=90'));
    const lists = requests.filter((r) => r.url === '/api/jobs').map((r) => r.params);
    expect(lists).toEqual([
      { _from: 20, _size: 20 },
      { latests: 1, _from: 0, _size: 20, _lists: 'none' },
    ]);
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('on a phone, "Filters" opens a drawer with all the filters, which apply at once', async () => {
    api();
    renderAt('/jobs');
    const drawer = await openDrawer(/^Filters \(0\)$/);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Hybrid' }));
    await waitFor(() => expect(currentLocation()).toMatch(/^\/hybrid-jobs/));
    // Still open for more choices.
    const open = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(open).getByRole('combobox', { name: 'Languages' })).toBeInTheDocument();
    expect(within(open).getByRole('combobox', { name: 'Location' })).toBeInTheDocument();
    expect(await within(open).findByRole('group', { name: 'Experience' })).toBeInTheDocument();
    await userEvent.click(within(open).getByRole('button', { name: 'Show the jobs' }));
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
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
    await openDrawer('More filters');

    await userEvent.type(await screen.findByRole('combobox', { name: 'Skill' }), 'JavaScript');
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/keywords' && r.params.search === 'JavaScript')).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show jobs with this skill' }));

    await waitFor(() => expect(currentLocation()).toMatch(/^\/jobs-with-javascript/));
  });
});
