import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Matching, MatchingJob } from 'shared-kit/contracts';
import { firstRequests, prefetchGet } from 'shared-kit/http';
import { activateLocale, loadKitMessages, registerCatalogue } from 'shared-kit/i18n';
import { getNotifications } from 'shared-kit/notify';
import { type FakeRequest, makeUser, mockHttp, renderWithProviders, servePage } from 'shared-kit/testing';
import { prepare, renderMatchings } from '../../../server-render';
import { forgetPageData } from 'shared-kit/http';
import { loadCandidateMessages } from '../../../locales';
import CandidateRoutes from '../../../remote-entry';
import { makeJob } from '../../../testing/jobs';
import { makeProfile } from '../../../testing/profile';

const session = { user: makeUser({ id: 11 }), token: 'candidate-token' };
const notices = () => getNotifications().map(({ type, content }) => ({ type, content }));

const germany = { name: 'Germany', iso2: 'DE' };
const matching: Matching = {
  score: 80,
  criteria: [
    {
      key: 'languages',
      met: true,
      detail: {
        required: [
          {
            slug: 'German',
            name: 'German',
            level: 3,
            have: { slug: 'Swiss_German', name: 'Swiss German', level: 4 },
            met: true,
          },
        ],
      },
    },
    { key: 'skills', met: true, detail: { matched: 3, total: 5, names: ['SQL', 'Python', 'Java'] } },
    { key: 'location', met: true, detail: { reason: 'destination', city: 'Berlin', country: germany } },
    { key: 'sector', met: true, detail: { sector: { slug: 'customer-service', name: 'Customer Service' } } },
    { key: 'work_permit', met: false, detail: { reason: 'missing', country: germany } },
    { key: 'salary', met: true, detail: { from: 30000, to: null, min: 28000, max: 34000 } },
  ],
};

const job = (id: number, title: string, changes: Partial<MatchingJob> = {}): MatchingJob => ({
  ...makeJob(id, title, {
    city: { slug: 'Berlin', name: 'Berlin', country_slug: 'Germany' },
    country: { id: 10, slug: 'Germany', name: 'Germany', continente: 1, iso2: 'DE' },
    published_at: '2026-03-10T10:00:00.000Z',
  }),
  matching,
  ...changes,
});

const page = (data: MatchingJob[], extra: { total?: number; lastPage?: number; currentPage?: number } = {}) => ({
  jobs: { data, total: data.length, lastPage: 1, currentPage: 1, ...extra },
});

const calls = (requests: FakeRequest[]) =>
  requests.map((r) => [r.method, r.url, r.params ? JSON.stringify(r.params) : r.data ? String(r.data) : null]);

describe('Matchings', () => {
  it('takes the first page the api wrote and carried for this candidate: no request, no skeleton', async () => {
    await prepare();
    const path = '/account/matchings';
    const first = page([job(1, 'Kundenberater Deutsch'), job(2, 'Support Agent')], { total: 2 });
    const leave = servePage(path, renderMatchings({ matchings: first, path, locale: 'en' }));
    const data = JSON.stringify({ answers: { [firstRequests('account-matchings')[0]]: first }, viewer: 11 });
    document.body.innerHTML = `<script id="page-data" type="application/json">${data}</script>`;
    forgetPageData();
    const { requests } = mockHttp(() => ({ data: page([]) }));
    try {
      const { container } = renderWithProviders(<CandidateRoutes />, { route: path, session });
      expect(await screen.findByRole('heading', { level: 3, name: 'Kundenberater Deutsch' })).toBeInTheDocument();
      await waitFor(() => expect(container.querySelector('.sk-server-markup')).toBeNull());
      expect(container.querySelector('.sk-skeleton')).toBeNull();
      expect(screen.getByRole('button', { name: 'Discard Support Agent' })).toBeEnabled();
      expect(requests.filter((request) => request.url?.startsWith('/api/app/matchings'))).toEqual([]);
    } finally {
      leave();
      document.body.innerHTML = '';
      forgetPageData();
    }
  });

  it('lists the matchings with their score and why, each criterion in words, met or not', async () => {
    const { requests } = mockHttp(() => ({
      data: page([job(1, 'Kundenberater Deutsch'), job(2, 'Backend Developer')], { total: 9, lastPage: 2 }),
    }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/matchings', session });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your matchings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '9 matching jobs' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: '9 matching jobs' })).getAllByRole('listitem', {
      name: undefined,
    });
    const first = cards[0];
    expect(within(first).getByRole('link', { name: 'Kundenberater Deutsch' })).toHaveAttribute('href', '/jobs/job-1');
    expect(first).toHaveTextContent('80% match');
    const why = within(first).getByRole('list', { name: 'Why it matches' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '✓Met: German Advanced (C1–C2) required, you have Swiss German Mother tongue',
      '✓Met: 3 of 5 skills',
      '✓Met: In Germany, one of the countries you would move to',
      '✓Met: Company sector: Customer service, one of yours',
      '✗Not met: Work in Germany needs an EU work permit, which your profile does not have',
      '✓Met: Pays €28,000 to €34,000 a year; you ask for at least €30,000',
    ]);
    // A link to the discarded ones, and pages by path.
    expect(screen.getByRole('link', { name: 'See the ones you discarded' })).toHaveAttribute(
      'href',
      '/account/discarded-matchings',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of matchings' })).getByRole('link', { name: /Next/ }),
    ).toHaveAttribute('href', '/account/matchings/2');
    expect(calls(requests)).toEqual([['get', '/api/app/matchings', JSON.stringify({ page: 1, _size: 7 })]]);
  });

  it('says every reason in Polish: languages, countries and sectors named in Polish, amounts in Polish', async () => {
    await registerCatalogue(loadKitMessages);
    await registerCatalogue(loadCandidateMessages);
    const home: Matching = {
      score: 100,
      criteria: [{ key: 'location', met: true, detail: { reason: 'home_city', city: 'Warszawa', country: null } }],
    };
    mockHttp(() => ({ data: page([job(1, 'Kundenberater Deutsch'), job(2, 'Obsługa klienta', { matching: home })]) }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/matchings', session });
    await screen.findByRole('link', { name: 'Kundenberater Deutsch' });
    try {
      await act(() => activateLocale('pl'));
      const lists = screen.getAllByRole('list', { name: 'Dlaczego pasuje' });
      const lines = (list: HTMLElement) =>
        within(list)
          .getAllByRole('listitem')
          // Intl separates thousands and the currency with no-break spaces.
          .map((item) => item.textContent?.replace(/\s/g, ' '));
      expect(lines(lists[0])).toEqual([
        '✓Spełnione: Wymagany niemiecki Zaawansowany (C1–C2), masz szwajcarski niemiecki Język ojczysty',
        '✓Spełnione: 3 z 5 umiejętności',
        '✓Spełnione: Niemcy – jeden z krajów, do których chcesz się przeprowadzić',
        '✓Spełnione: Branża firmy: Obsługa klienta, jedna z Twoich',
        '✗Niespełnione: Praca w kraju Niemcy wymaga pozwolenia na pracę w UE, którego nie ma w Twoim profilu',
        '✓Spełnione: od 28 000 € do 34 000 € rocznie; oczekujesz co najmniej 30 000 €',
      ]);
      expect(lines(lists[1])).toEqual(['✓Spełnione: Warszawa – tam, gdzie mieszkasz']);
      expect(screen.queryAllByText(/^(candidate|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('takes the first page the shell asked for as the area started: one request, not two', async () => {
    const { requests } = mockHttp(() => ({ data: page([job(3, 'Asked early')]) }));
    // What the shell does on /account/matchings before the area has loaded (docs/delivery.md#account-areas-start-early).
    for (const url of firstRequests('account-matchings', {})) prefetchGet(url);
    renderWithProviders(<CandidateRoutes />, { route: '/account/matchings', session });
    expect(await screen.findByText('Asked early')).toBeInTheDocument();
    expect(requests.map((r) => r.url)).toEqual(['/api/app/matchings?page=1&_size=7']);
  });

  it('asks for the page of the path', async () => {
    const { requests } = mockHttp(() => ({ data: page([job(8, 'Page two job')], { total: 8, currentPage: 2 }) }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/matchings/2', session });
    expect(await screen.findByText('Page two job')).toBeInTheDocument();
    expect(requests[0].params).toEqual({ page: 2, _size: 7 });
  });

  it('on the 422 empties the list and says what to complete, with links to the pending profile tasks', async () => {
    const message =
      'Complete 2 more sections of your profile (for example your languages, skills, CV or preferences) to see your matchings.';
    mockHttp((config) =>
      config.url === '/api/app/matchings'
        ? { status: 422, data: { message, errors: { profile: [message] } } }
        : { data: makeProfile({}, { general_information: 1 }) },
    );
    renderWithProviders(<CandidateRoutes />, { route: '/account/matchings', session });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Complete your profile to see your matchings' }),
    ).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    // The first pending task as the action (the CV, the fastest way to a full profile), the others as links.
    expect(screen.getByRole('link', { name: 'Upload your CV' })).toHaveAttribute('href', '/account/my-cvs');
    const others = within(screen.getByRole('list', { name: 'Other sections to complete' }));
    expect(others.getByRole('link', { name: 'Add your languages' })).toHaveAttribute(
      'href',
      '/account/my-profile#languages',
    );
    expect(screen.queryByRole('list', { name: /matching jobs/ })).not.toBeInTheDocument();
  });

  it('discards a matching with a chosen reason: the job leaves the list and the server says so', async () => {
    let discarded = false;
    const { requests } = mockHttp((config) => {
      if (config.method === 'post') {
        discarded = true;
        return {
          data: {
            message: 'Matching discarded',
            discarded: { job_id: 2, reason: 'salary', created_at: '2026-03-12T10:00:00.000Z' },
          },
        };
      }
      return {
        data: page(
          discarded
            ? [job(1, 'Kundenberater Deutsch')]
            : [job(1, 'Kundenberater Deutsch'), job(2, 'Backend Developer')],
        ),
      };
    });
    const user = userEvent.setup();
    renderWithProviders(<CandidateRoutes />, { route: '/account/matchings', session });

    await user.click(await screen.findByRole('button', { name: 'Discard Backend Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this matching?' });
    expect(within(dialog).getByRole('radio', { name: 'I am not interested in this job' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'The salary is too low' }));
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(screen.queryByText('Backend Developer')).not.toBeInTheDocument());
    expect(screen.getByText('Kundenberater Deutsch')).toBeInTheDocument();
    expect(notices()).toContainEqual({ type: 'success', content: 'Matching discarded' });
    const post = requests.find((r) => r.method === 'post');
    expect(post?.url).toBe('/api/app/matchings/2/discard');
    expect(JSON.parse(String(post?.data))).toEqual({ reason: 'salary' });
    // The card is gone: focus is on the list's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: '1 matching job' })).toHaveFocus());
  });

  it('the discarded page shows the reason and restores a job', async () => {
    let restored = false;
    const { requests } = mockHttp((config) => {
      if (config.method === 'delete') {
        restored = true;
        return { data: { message: 'Matching restored' } };
      }
      const discarded = {
        ...job(2, 'Backend Developer'),
        discarded: { reason: 'salary', created_at: '2026-03-12T10:00:00.000Z' },
      };
      return { data: page(restored ? [] : [discarded as MatchingJob]) };
    });
    const user = userEvent.setup();
    renderWithProviders(<CandidateRoutes />, { route: '/account/discarded-matchings', session });

    expect(await screen.findByRole('heading', { level: 1, name: 'Discarded matchings' })).toBeInTheDocument();
    expect(await screen.findByText('Discarded on 12 Mar 2026: The salary is too low')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your matchings' })).toHaveAttribute('href', '/account/matchings');
    await user.click(screen.getByRole('button', { name: 'Restore Backend Developer' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Nothing discarded' })).toBeInTheDocument();
    expect(notices()).toContainEqual({ type: 'success', content: 'Matching restored' });
    // The restored card is gone: focus is on the list's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Nothing discarded' })).toHaveFocus());
    expect(requests.find((r) => r.method === 'delete')?.url).toBe('/api/app/matchings/2/discard');
    expect(requests[0]).toMatchObject({ url: '/api/app/matchings/discarded', params: { page: 1 } });
  });

  it('asks a guest to log in', async () => {
    mockHttp(() => ({ data: null }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/matchings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByText('Your matchings are for signed-in candidates. Log in to see them.')).toBeInTheDocument();
  });
});
