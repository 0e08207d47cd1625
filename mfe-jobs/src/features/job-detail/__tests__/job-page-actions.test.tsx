import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNotifications } from 'shared-kit/notify';
import {
  PENDING_FAVORITE_TTL_MS,
  pendingApplyJobId,
  pendingFavoriteJobId,
  savePendingFavorite,
  takeLoginTarget,
} from 'shared-kit/session';
import { registerRemoteLoader } from 'shared-kit/ui';
import { expectLinks, type FakeHandler, headingTexts, mockHttp } from 'shared-kit/testing';
import type { Job } from 'shared-kit/contracts';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobDetail } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

function renderJob(
  job: Job,
  session?: 'candidate' | 'guest' | 'company',
  extra: FakeHandler = () => ({ status: 404 }),
) {
  const detail = makeJobDetail(job);
  detail.relatedJobs = {
    general: [makeJob(100, { title: 'Sales agent with French' })],
    sameCity: [makeJob(101, { title: 'Team lead in Amsterdam' })],
    sameCompany: [],
    sameLanguages: [makeJob(102, { title: 'Dutch teacher', url: 'dutch-teacher-102' })],
  };
  const http = mockHttp((request) => (request.url === '/api/job' ? { data: detail } : extra(request)));
  renderWithLocation(<JobsRoutes />, { route: `/jobs/${job.url}`, session });
  return http;
}

describe('job page details', () => {
  it('links to related jobs by group, to the jobs of its languages and skills, and to related locations', async () => {
    const job = makeJob(42, {
      languages: [
        { name: 'Dutch', slug: 'Dutch', mandatory: true, level: 3 },
        // Older data: the string 'false' must not read as mandatory.
        { name: 'English', slug: 'English', mandatory: 'false' as unknown as boolean, level: null },
      ],
    });
    renderJob(job, 'guest', ({ url }) =>
      url === '/api/offers/related-locations/42'
        ? {
            data: {
              cities: [{ slug: 'Rotterdam', name: 'Rotterdam', country_slug: 'Netherlands', jobs: 3 }],
              countries: [{ id: 80, slug: 'Isle_of_Man', name: 'Isle of Man', continente: 2, jobs: 1 }],
            },
          }
        : { status: 404 },
    );
    await screen.findByRole('heading', { level: 1, name: 'Customer service agent 42' });

    // The aside's Apply card holds the languages; the section named "Languages" the links to their job lists.
    const aside = screen.getByRole('complementary', { name: 'Customer service agent 42' });
    const languages = within(within(aside).getByRole('list')).getAllByRole('listitem');
    const linkList = within(screen.getByRole('region', { name: 'Languages' })).getByRole('list');
    expect(languages.map((item) => item.textContent)).toEqual(['Dutch · Advanced (C1–C2) (required)', 'English']);
    const languageLinks = within(linkList as HTMLElement).getAllByRole('link');
    expect(languageLinks.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Jobs for Dutch and English speakers', '/jobs-for-Dutch+English-speakers'],
      ['Jobs for Dutch speakers', '/jobs-for-Dutch-speakers'],
      ['Jobs for English speakers', '/jobs-for-English-speakers'],
    ]);
    expect(screen.getByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      '/jobs-with-customer-service',
    );

    const groups = screen.getByRole('region', { name: 'Similar jobs' });
    expect(headingTexts(3, groups)).toEqual([
      'Related jobs',
      'More jobs in the same city',
      'More jobs with the same languages',
    ]);
    expectLinks({ 'Dutch teacher': '/jobs/dutch-teacher-102' }, groups);

    const related = await screen.findByRole('region', { name: 'Jobs in related locations' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/jobs-in-Rotterdam', '/jobs-in-Isle_of_Man']);
  });

  it('shows two jobs of a long related group and the rest behind "Show more", focusing the first revealed', async () => {
    const job = makeJob(43);
    const detail = makeJobDetail(job);
    detail.relatedJobs = {
      general: [1, 2, 3, 4, 5].map((n) => makeJob(200 + n, { title: `Related job ${n}` })),
      sameCity: [],
      sameCompany: [],
      sameLanguages: [],
    };
    mockHttp((request) => (request.url === '/api/job' ? { data: detail } : { status: 404 }));
    renderWithLocation(<JobsRoutes />, { route: `/jobs/${job.url}` });
    const group = await screen.findByRole('region', { name: 'Related jobs' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Related job 1', 'Related job 2']);
    await userEvent.click(within(group).getByRole('button', { name: 'Show more (3)' }));
    expect(within(group).getAllByRole('link')).toHaveLength(5);
    expect(within(group).queryByRole('button')).not.toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Related job 3' })).toHaveFocus();
  });

  it('marks an expired job unavailable and offers no apply', async () => {
    renderJob(makeJob(8, { available: false }), 'guest');
    await screen.findByRole('heading', { level: 1, name: 'Customer service agent 8' });
    expect(screen.getByText('This job is no longer available.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /apply/i })).not.toBeInTheDocument();
  });
});

describe('job page actions', () => {
  it('sends a guest who applies to login, keeping the intent and the job with the autoApply flag as the target', async () => {
    sessionStorage.clear();
    renderJob(makeJob(5), 'guest');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(currentLocation()).toBe('/login');
    expect(takeLoginTarget()).toBe('/jobs/customer-service-agent-5?autoApply=1');
    expect(pendingApplyJobId()).toBe(5);
  });

  it('sends a guest who saves a favourite to login, with the job saved as the target', async () => {
    const { requests } = renderJob(makeJob(5), 'guest');
    await userEvent.click(await screen.findByRole('button', { name: /Save Customer service agent 5/ }));
    expect(currentLocation()).toBe('/login');
    expect(takeLoginTarget()).toBe('/jobs/customer-service-agent-5');
    expect(requests.some((r) => r.url?.includes('favorites'))).toBe(false);
  });

  it("keeps a guest's Save through login: back on the job as a candidate, the favourite is added once", async () => {
    sessionStorage.clear();
    const guest = renderJob(makeJob(5), 'guest');
    await userEvent.click(await screen.findByRole('button', { name: /Save Customer service agent 5/ }));
    expect(currentLocation()).toBe('/login');
    expect(guest.requests.some((r) => r.url?.includes('favorites'))).toBe(false);
    cleanup();

    // The login page sends the candidate back to the saved target, the job.
    const { requests } = renderJob(makeJob(5, { extra: { favorite: false } }), 'candidate', ({ url }) =>
      url?.startsWith('/api/candidates/favorites') ? { data: { favorite: { offer_id: 5 } } } : { status: 404 },
    );
    const button = await screen.findByRole('button', { name: /Save Customer service agent 5/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(getNotifications().map((n) => n.content)).toEqual(['Favorite added']);
    const posts = requests.filter((r) => r.method === 'post' && r.url === '/api/candidates/favorites');
    expect(posts.map((r) => JSON.parse(r.data))).toEqual([{ offer_id: 5 }]);
    // The intent is used up: another visit adds nothing.
    expect(pendingFavoriteJobId()).toBeNull();
  });

  it('adds nothing for a kept Save when the job is already a favourite, or when it is for another job', async () => {
    sessionStorage.clear();
    savePendingFavorite(7);
    const { requests } = renderJob(makeJob(5, { extra: { favorite: true } }), 'candidate');
    const button = await screen.findByRole('button', { name: /Save Customer service agent 5/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(pendingFavoriteJobId()).toBe(7);
    cleanup();

    savePendingFavorite(5);
    const again = renderJob(makeJob(5, { extra: { favorite: true } }), 'candidate');
    await screen.findByRole('button', { name: /Save Customer service agent 5/ });
    expect(pendingFavoriteJobId()).toBeNull();
    expect([...requests, ...again.requests].some((r) => r.url?.includes('favorites'))).toBe(false);
    expect(getNotifications()).toEqual([]);
  });

  it('forgets a Save kept for longer than it is plausibly still wanted', () => {
    sessionStorage.clear();
    savePendingFavorite(5, Date.now() - PENDING_FAVORITE_TTL_MS - 1);
    expect(pendingFavoriteJobId()).toBeNull();
  });

  it('lets a candidate add and remove a favourite, with notices', async () => {
    const { requests } = renderJob(makeJob(5, { extra: { favorite: false } }), 'candidate', ({ url }) =>
      url?.startsWith('/api/candidates/favorites') ? { data: { favorite: { offer_id: 5 } } } : { status: 404 },
    );
    const button = await screen.findByRole('button', { name: /Save Customer service agent 5/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));

    const calls = requests.filter((r) => r.url?.startsWith('/api/candidates/favorites'));
    expect(calls.map((r) => [r.method, r.url, r.data ? JSON.parse(r.data) : null])).toEqual([
      ['post', '/api/candidates/favorites', { offer_id: 5 }],
      ['delete', '/api/candidates/favorites/5', null],
    ]);
    expect(getNotifications().map((n) => n.content)).toEqual(['Favorite added', 'Favorite removed']);
  });

  it("shows a candidate mfe-candidate's apply module, asked for by name through the shell's loader", async () => {
    const loader = jest.fn(async () => ({
      default: ({ job }: { job: Job }) => <p>Apply area of job {job.id}</p>,
    }));
    registerRemoteLoader(loader);
    try {
      renderJob(makeJob(5), 'candidate');
      expect(await screen.findByText('Apply area of job 5')).toBeInTheDocument();
      expect(loader).toHaveBeenCalledWith('mfe_candidate', 'apply');
    } finally {
      registerRemoteLoader(null);
    }
  });

  it('says applying is unavailable for a moment when mfe-candidate is down, and the page keeps working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    registerRemoteLoader(async () => {
      throw new Error('manifest timed out');
    });
    try {
      renderJob(makeJob(5, { extra: { favorite: false } }), 'candidate');
      expect(await screen.findByText(/Applying is unavailable for a moment/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Customer service agent 5' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Save Customer service agent 5/ })).toBeInTheDocument();
    } finally {
      registerRemoteLoader(null);
      jest.restoreAllMocks();
    }
  });

  it('shows companies neither apply nor favourites', async () => {
    renderJob(makeJob(5), 'company');
    await screen.findByRole('heading', { level: 1, name: 'Customer service agent 5' });
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });
});
