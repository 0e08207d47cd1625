import { screen, within } from '@testing-library/react';
import { forgetPrefetched, prefetchGet } from 'shared-kit/http';
import { getNotifications } from 'shared-kit/notify';
import { setSession } from 'shared-kit/session';
import { type FakeReply, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CandidateRoutes from '../../../remote-entry';
import { dashboardApi } from '../../../testing/dashboard';
import { daysAgo, makeJob } from '../../../testing/jobs';
import { makeTasks } from '../../../testing/profile';

const profile = {
  user: { id: 11, email: 'ana@example.com', nombre: 'Ana', apellidos: 'García', candidate: {} },
  signal: null,
  tasks: makeTasks({ general_information: 1 }),
};

const page = <T,>(items: T[]) => ({ total: items.length, lastPage: 1, currentPage: 1, items });

const application = (id: number, title: string, status: string, sentDaysAgo: number, available = true) => ({
  id,
  job_id: id,
  status,
  knocked_out: false,
  created_at: daysAgo(sentDaysAgo),
  updated_at: daysAgo(sentDaysAgo),
  answers: [],
  history: [],
  job: makeJob(id, title, { available }),
});

const matchingJob = (id: number, title: string, score: number) => ({
  ...makeJob(id, title),
  matching: { score, criteria: [] },
});

type Answers = { applications?: FakeReply; matchings?: FakeReply };

/** The dashboard's api: the two blocks under test from `answers`, every other block empty. */
const api = (answers: Answers) =>
  dashboardApi({
    profile: { data: profile },
    applications: answers.applications ?? { data: { ...page([]), applications: [] } },
    matchings: answers.matchings ?? { data: { jobs: { ...page([]), data: [] } } },
    favorites: { data: { ...page([]), favorites: [], hasFavorites: false, totalExpired: 0 } },
    searches: { data: { results: [] } },
    events: { data: { events: [] } },
  });

const session = { user: makeUser({ id: 11, email: 'ana@example.com', nombre: 'Ana' }), token: 'candidate-token' };
const region = (name: string) => screen.findByRole('region', { name });

afterEach(() => forgetPrefetched());

describe('Your applications', () => {
  it('lists the newest applications with the job, company, date and status, and links to all in My jobs', async () => {
    mockHttp(
      api({
        applications: {
          data: {
            ...page([]),
            total: 7,
            applications: [
              application(40, 'Kundenberater Deutsch', 'applied', 0),
              application(41, 'Account Manager', 'interview', 3),
              application(42, 'Teamleiter', 'not_selected', 20, false),
            ],
          },
        },
      }),
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });

    const block = await region('Your applications');
    const rows = await within(block).findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('link', { name: 'Kundenberater Deutsch' })).toHaveAttribute(
      'href',
      '/jobs/job-40',
    );
    expect(rows[0]).toHaveTextContent('Nordlicht GmbH · Applied: this minute');
    expect(within(rows[0]).getByText('Applied', { exact: true })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Applied: 3 days ago');
    expect(rows[1]).toHaveTextContent('Interview');
    // A job no longer open is named, not linked: its page offers nothing.
    expect(within(rows[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Teamleiter');
    expect(within(block).getByRole('link', { name: 'See all 7 applications' })).toHaveAttribute(
      'href',
      '/account/my-jobs/applications',
    );
  });

  it('without applications, says so and leads to the job search', async () => {
    mockHttp(api({}));
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });
    const block = await region('Your applications');
    expect(await within(block).findByRole('heading', { level: 3, name: 'No applications yet' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
  });
});

describe('Recommended jobs', () => {
  it('shows the best matchings with their score and links to all matchings', async () => {
    mockHttp(
      api({
        matchings: {
          data: {
            jobs: { ...page([]), total: 40, data: [matchingJob(7, 'Sales DACH', 91), matchingJob(8, 'Support', 62)] },
          },
        },
      }),
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });
    const block = await region('Recommended jobs');
    const rows = await within(block).findAllByRole('listitem');
    expect(within(rows[0]).getByRole('link', { name: 'Sales DACH' })).toHaveAttribute('href', '/jobs/job-7');
    expect(rows[0]).toHaveTextContent('Nordlicht GmbH · Berlin');
    expect(rows[0]).toHaveTextContent('91% match');
    expect(rows[1]).toHaveTextContent('62% match');
    expect(within(block).getByRole('link', { name: 'See all matchings' })).toHaveAttribute(
      'href',
      '/account/matchings',
    );
  });

  it("a profile not ready for matchings gets the server's words and a way to the profile, with no error notice", async () => {
    const refusal = 'Add your languages and your job preferences to see the jobs that fit you.';
    mockHttp(
      api({
        matchings: { status: 422, data: { message: refusal, errors: { profile: [refusal] }, toasts: [refusal] } },
      }),
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });
    const block = await region('Recommended jobs');
    expect(
      await within(block).findByRole('heading', { level: 3, name: 'Complete your profile to get recommendations' }),
    ).toBeInTheDocument();
    expect(within(block).getByText(refusal)).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/account/my-profile',
    );
    expect(within(block).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the dashboard the shell asked for early, a refusal of matchings in it too: asked once, with no notice', async () => {
    const refusal = 'Add your languages and your job preferences to see the jobs that fit you.';
    const { requests } = mockHttp(
      api({
        matchings: { status: 422, data: { message: refusal, errors: { profile: [refusal] }, toasts: [refusal] } },
      }),
    );
    // What the shell does on this page before the area has loaded (shell/src/remotes/area-start.ts).
    setSession(session);
    prefetchGet('/api/candidates/dashboard');
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });
    const block = await region('Recommended jobs');
    expect(await within(block).findByText(refusal)).toBeInTheDocument();
    expect(requests.map((request) => request.url)).toEqual(['/api/candidates/dashboard']);
    expect(getNotifications()).toEqual([]);
  });

  it('no matching job today: says so and leads to the preferences', async () => {
    mockHttp(api({}));
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });
    const block = await region('Recommended jobs');
    expect(await within(block).findByRole('heading', { name: 'No recommendations right now' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Widen your preferences' })).toHaveAttribute(
      'href',
      '/account/my-profile#preferences',
    );
  });
});
