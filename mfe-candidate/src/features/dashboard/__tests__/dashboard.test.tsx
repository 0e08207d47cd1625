import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import {
  type FakeReply,
  type FakeRequest,
  heldBack,
  makeUser,
  mockHttp,
  renderWithProviders,
  servePage,
} from 'shared-kit/testing';
import { prepare, renderDashboard } from '../../../server-render';
import { loadCandidateMessages } from '../../../locales';
import CandidateRoutes from '../../../remote-entry';
import { type DashboardReplies, dashboardApi } from '../../../testing/dashboard';
import { makeJob } from '../../../testing/jobs';
import { makeTasks } from '../../../testing/profile';

const DAY = 24 * 60 * 60 * 1000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

const tasks = makeTasks({ general_information: 1, cv: 1, profileStatus: 'basic' });

const profile = {
  user: {
    id: 11,
    email: 'ana@example.com',
    nombre: 'Ana',
    apellidos: 'García',
    candidate: { static_path_photo_128: 'https://cdn.example.test/files/7/photo-128.webp', full_path_foto: null },
  },
  signal: null,
  tasks,
};

const favorites = {
  total: 8,
  favorites: [
    { offer_id: 5, created_at: iso(-2 * 60 * 60 * 1000), job: makeJob(5, 'Kundenberater Deutsch') },
    { offer_id: 6, created_at: iso(-2 * DAY), job: makeJob(6, 'Account Manager', { available: false }) },
  ],
  lastPage: 2,
  currentPage: 1,
  hasFavorites: true,
  totalExpired: 1,
};

const searches = {
  results: [
    {
      path: '/jobs-in-Berlin-for-German-speakers',
      label: 'Jobs for German speakers in Berlin',
      created_at: iso(-60_000 * 5),
    },
    { path: '/jobs?keywords=sales', label: 'Jobs in Europe: “sales”', created_at: iso(-DAY) },
  ],
};

const events = {
  events: [
    {
      id: 20,
      slug: 'dutch-speed-hiring-week',
      title: 'Dutch Speed Hiring Week',
      description: 'Five days of short video interviews.',
      starts_at: iso(14 * DAY),
      ends_at: iso(18 * DAY),
      landing_path: '/dutch/speed-hiring-week',
    },
    {
      id: 30,
      slug: 'old-fair',
      title: 'Spring fair',
      description: 'Past.',
      starts_at: iso(-40 * DAY),
      ends_at: iso(-38 * DAY),
      landing_path: null,
    },
  ],
};

type Answers = Partial<Record<'profile' | 'favorites' | 'searches' | 'events', FakeReply>>;

/** The dashboard's replies: each block from `answers`, or with the full fixtures above. */
const replies = (answers: Answers = {}): DashboardReplies => ({
  profile: answers.profile ?? { data: profile },
  favorites: answers.favorites ?? { data: favorites },
  searches: answers.searches ?? { data: searches },
  events: answers.events ?? { data: events },
  // The blocks of applications-and-recommendations.test.tsx, empty here.
  applications: { data: { applications: [], total: 0, lastPage: 1, currentPage: 1 } },
  matchings: { data: { jobs: { data: [], total: 0, lastPage: 1, currentPage: 1 } } },
});
const api = (answers: Answers = {}, retries: Answers = {}) => dashboardApi(replies(answers), retries);

const session = { user: makeUser({ id: 11, email: 'ana@example.com', nombre: 'Ana' }), token: 'candidate-token' };
const region = (name: string) => screen.findByRole('region', { name });
const FAILED = { status: 500, data: { message: 'Server error', toasts: [] } };

describe('candidate dashboard', () => {
  it("shows the api's first HTML of the dashboard while its answer comes, never a skeleton, then its own", async () => {
    await prepare();
    const path = '/account/dashboard';
    const dashboard = api()({ method: 'get', url: '/api/candidates/dashboard' } as FakeRequest).data as never;
    const user = { nombre: 'Ana', apellidos: 'García', email: 'ana@example.com' };
    const leave = servePage(path, renderDashboard({ dashboard, user, path, locale: 'en' }));
    const answer = heldBack();
    const serve = api();
    mockHttp(async (request) => {
      await answer.released;
      return serve(request);
    });
    try {
      const { container } = renderWithProviders(<CandidateRoutes />, { route: path, session });
      const served = await within(container).findByRole('heading', { level: 1, name: 'Welcome, Ana' });
      expect(served.closest('.sk-server-markup')).toHaveAttribute('inert');
      // The area's wrapper once: the server's copy is its inside.
      expect(container.querySelectorAll('.candidate-area')).toHaveLength(1);
      expect(container.querySelector('.sk-skeleton')).toBeNull();
      expect(within(container).getByText('2 of 8 steps done (25%)')).toBeInTheDocument();
      await act(async () => answer.release());
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ana');
      expect(await region('Saved jobs')).toBeVisible();
    } finally {
      leave();
    }
  });

  it('greets the candidate with their photo and shows completion, saved jobs, latest searches and events', async () => {
    const { requests } = mockHttp(api());
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ana');
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();

    const completion = await region('Profile completion');
    expect(within(completion).getByRole('progressbar', { name: '2 of 8 steps done (25%)' })).toBeInTheDocument();
    expect(within(completion).getByRole('link', { name: 'Add your languages' })).toHaveAttribute(
      'href',
      '/account/my-profile#languages',
    );
    // The photo once the profile is there: decorative, the name is the heading beside it.
    expect(document.querySelector('img.sk-avatar')).toHaveAttribute(
      'src',
      profile.user.candidate.static_path_photo_128,
    );

    const saved = await region('Saved jobs');
    const cards = await within(saved).findAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Kundenberater Deutsch',
      'Account Manager',
    ]);
    expect(within(cards[0]).getByRole('link', { name: 'Kundenberater Deutsch' })).toHaveAttribute(
      'href',
      '/jobs/job-5',
    );
    expect(cards[0]).toHaveTextContent('Nordlicht GmbH · Berlin');
    expect(cards[0]).toHaveTextContent('Saved 2 hours ago');
    expect(within(cards[1]).getByText('No longer available')).toBeInTheDocument();
    expect(within(saved).getByRole('link', { name: 'See all 8 saved jobs' })).toHaveAttribute(
      'href',
      '/account/my-jobs',
    );

    const latest = await region('Your latest searches');
    expect(
      (await within(latest).findAllByRole('link')).map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Jobs for German speakers in Berlin', '/jobs-in-Berlin-for-German-speakers'],
      ['Jobs in Europe: “sales”', '/jobs?keywords=sales'],
    ]);

    const joined = await region('Your career events');
    const items = await within(joined).findAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: 'Dutch Speed Hiring Week' })).toHaveAttribute(
      'href',
      '/dutch/speed-hiring-week',
    );
    expect(within(items[1]).getByRole('link', { name: 'Spring fair' })).toHaveAttribute('href', '/career-events');
    expect(items[1]).toHaveTextContent('Ended');

    // One call for every block (it was six, each with a render of its own).
    expect(requests.map((request) => [request.url, request.params])).toEqual([
      ['/api/candidates/dashboard', undefined],
    ]);
  });

  it('says what to do where a block is empty: search jobs, browse the career events', async () => {
    mockHttp(
      api({
        favorites: { data: { ...favorites, total: 0, favorites: [], hasFavorites: false, totalExpired: 0 } },
        searches: { data: { results: [] } },
        events: { data: { events: [] } },
      }),
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });

    const saved = await region('Saved jobs');
    expect(await within(saved).findByRole('heading', { level: 3, name: 'No saved jobs yet' })).toBeInTheDocument();
    expect(within(saved).getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
    expect(within(saved).queryByRole('link', { name: /See/ })).not.toBeInTheDocument();

    const latest = await region('Your latest searches');
    expect(await within(latest).findByRole('heading', { name: 'No searches yet' })).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');

    const joined = await region('Your career events');
    expect(await within(joined).findByRole('heading', { name: 'No career events yet' })).toBeInTheDocument();
    expect(within(joined).getByRole('link', { name: 'See career events' })).toHaveAttribute('href', '/career-events');
  });

  it('a block that fails shows its own error and retries alone; the others are shown all the same', async () => {
    // The server could not read the searches: the dashboard answers without them; the block's retry asks its own call.
    const { requests } = mockHttp(api({ searches: FAILED }, { searches: { data: searches } }));
    const searchCalls = () =>
      requests.filter((request) => request.url === '/api/candidates/searchs/get-latests-searches').length;
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });

    const latest = await region('Your latest searches');
    expect(await within(latest).findByRole('alert')).toHaveTextContent('We could not load your latest searches.');
    expect(await within(await region('Saved jobs')).findByText('Kundenberater Deutsch')).toBeInTheDocument();
    expect(within(await region('Profile completion')).getByRole('progressbar')).toBeInTheDocument();

    await userEvent.click(within(latest).getByRole('button', { name: 'Try again' }));
    expect(await within(latest).findByRole('link', { name: 'Jobs in Europe: “sales”' })).toBeInTheDocument();
    expect(searchCalls()).toBe(1);
    expect(requests.filter((request) => request.url === '/api/candidates/dashboard')).toHaveLength(1);
    expect(within(await region('Saved jobs')).getByText('Kundenberater Deutsch')).toBeInTheDocument();
  });

  it('a block whose reply lacks its list shows its own error, not a broken page', async () => {
    mockHttp(api({ favorites: { data: { total: 3 } }, events: { data: {} } }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });

    const saved = await region('Saved jobs');
    expect(await within(saved).findByRole('alert')).toHaveTextContent('We could not load your saved jobs.');
    expect(within(saved).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(saved).queryByRole('link', { name: /See all/ })).not.toBeInTheDocument();
    const joined = await region('Your career events');
    expect(await within(joined).findByRole('alert')).toHaveTextContent('We could not load your career events.');
    expect(
      await within(await region('Your latest searches')).findByRole('link', { name: 'Jobs in Europe: “sales”' }),
    ).toBeInTheDocument();
  });

  it('the completion has its own error and retry when the profile fails, under the greeting from the session', async () => {
    const { requests } = mockHttp(api({ profile: FAILED }, { profile: { data: profile } }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });

    expect(await screen.findByText('We could not load your profile.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ana');
    const retry = screen
      .getAllByRole('button', { name: 'Try again' })
      .find((button) => button.closest('.candidate-dashboard__completion'));
    if (!retry) throw new Error('no retry on the completion');
    await userEvent.click(retry);
    expect(await region('Profile completion')).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/api/candidates/profile')).toHaveLength(1);
  });

  it('shows the same dashboard whatever tab the path names (it has no tabs)', async () => {
    mockHttp(api());
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard/applications', session });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ana');
    expect(await region('Saved jobs')).toBeInTheDocument();
  });

  it('asks a guest to log in, and tells a company the page is for candidates, without calling the api', async () => {
    const { requests } = mockHttp(api());
    const { unmount } = renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Please log in');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    unmount();

    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session: 'company' });
    expect(await screen.findByText('This dashboard is for candidate accounts.')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('switches to Polish as a whole: greeting, block headings, completion', async () => {
    await registerCatalogue(loadCandidateMessages);
    mockHttp(api());
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });
    await region('Profile completion');
    await screen.findByText('Kundenberater Deutsch');
    try {
      await act(() => activateLocale('pl'));

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Witaj, Ana');
      expect(screen.getByRole('region', { name: 'Zapisane oferty' })).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Uzupełnienie profilu' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zobacz wszystkie zapisane oferty (8)' })).toBeInTheDocument();
      expect(screen.queryAllByText(/^(candidate|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});

describe('candidate dashboard on a phone', () => {
  // Each commit is main-thread work a phone pays for (docs/delivery.md#the-dashboard-in-one-call): the blocks' data
  // arriving in six answers, one after another, re-rendered the page six times (issue 28: TBT 860 ms).
  it('renders its blocks once waiting and once with all their data, however late the answers come', async () => {
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const handler = api();
    // Answers that arrive one after another, as they do over a phone's network.
    let order = 0;
    mockHttp(async (request) => {
      order += 1;
      await wait(order * 40);
      return handler(request);
    });
    await registerCatalogue(loadCandidateMessages);
    let commits = 0;
    let commitsOnScreen = 0;
    renderWithProviders(
      <Profiler
        id="dashboard"
        onRender={() => {
          commits += 1;
          if (document.querySelector('.candidate-dashboard')) commitsOnScreen += 1;
        }}
      >
        <CandidateRoutes />
      </Profiler>,
      { route: '/account/dashboard', session },
    );

    const joined = await region('Your career events');
    expect(
      await within(joined).findByRole('link', { name: 'Dutch Speed Hiring Week' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(await within(await region('Saved jobs')).findByText('Kundenberater Deutsch')).toBeInTheDocument();
    expect(
      within(await region('Your latest searches')).getByRole('link', { name: 'Jobs in Europe: “sales”' }),
    ).toBeVisible();
    expect(within(await region('Profile completion')).getByRole('progressbar')).toBeInTheDocument();
    await act(() => wait(300));
    // The dashboard's own commits: the skeletons, then every block at once (it was 4, with six answers).
    expect(commitsOnScreen).toBeLessThanOrEqual(2);
    expect(commits).toBeLessThanOrEqual(4);
  });
});
