import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Tasks } from 'shared-kit/contracts';
import { getNotifications } from 'shared-kit/notify';
import { useLocation } from 'shared-kit/router';
import { type FakeReply, type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CandidateRoutes from '../../../../../remote-entry';
import { referenceReply } from '../../../__tests__/personal-test-profile';
import { makeProfile, makeTasks } from '../../../../../testing/profile';

const session = { user: makeUser({ id: 11 }), token: 'candidate-token' };

/** A new candidate's profile with a name, and the given tasks done. */
const profile = (done: Partial<Tasks> = {}) =>
  makeProfile({ email: 'lena@example.com', nombre: 'Lena', apellidos: 'Novak' }, done);

/** Where the router is: the page keeps the step in the address. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}
const address = () => screen.getByTestId('address').textContent;
const notices = () => getNotifications().map(({ type, content }) => ({ type, content }));

/** What the dashboard, where the onboarding ends, loads beside the profile: nothing saved yet. */
function emptyDashboard(request: FakeRequest): FakeReply | null {
  if (request.url === '/api/candidates/favorites?rows=6')
    return { data: { total: 0, favorites: [], lastPage: 1, currentPage: 1, hasFavorites: false, totalExpired: 0 } };
  if (request.url === '/api/candidates/searchs/get-latests-searches') return { data: { results: [] } };
  if (request.url === '/api/candidates/virtual-event/candidateEvents') return { data: { events: [] } };
  const emptyPage = { total: 0, currentPage: 1, lastPage: 1, perPage: 5 };
  if (request.url === '/api/candidates/applications?rows=5') return { data: { ...emptyPage, applications: [] } };
  if (request.url === '/api/app/matchings?page=1&_size=3') return { data: { jobs: { ...emptyPage, data: [] } } };
  return null;
}

function renderWelcome(route = '/welcome', given = profile()) {
  const http = mockHttp(
    (request) => referenceReply(request) ?? pendingReply(request) ?? emptyDashboard(request) ?? { data: given },
  );
  const result = renderWithProviders(
    <>
      <CandidateRoutes />
      <Address />
    </>,
    { route, session },
  );
  return { ...result, ...http };
}

/** A CV that proposes one language and nothing else. */
const germanOnly = {
  cv_id: 3,
  text_found: true,
  message: null,
  items: [
    {
      id: 21,
      field: 'languages' as const,
      position: 0,
      proposed: { language: { id: 1, name: 'German', slug: 'German' }, level: 4 },
      current: null,
      same: false,
    },
  ],
};

/** What earlier visits left to decide: nothing, unless given. */
function pendingReply(request: FakeRequest, cvs: unknown[] = []): FakeReply | null {
  return request.url === '/api/candidates/mycv/proposals' ? { data: { cvs } } : null;
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step \d of 4/ });

describe('the onboarding at /welcome', () => {
  it('greets the candidate and starts with the CV, the four steps shown in order', async () => {
    const { requests } = renderWelcome();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Lena!' })).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 1 of 4: Your CV');
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Your CV',
      '2Languages',
      '3Contact details',
      '4Preferences',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: /^Your CV Choose/ })).toBeInTheDocument();
    // Nothing done yet: the way on is to skip; there is no way back from the first step.
    expect(screen.getByRole('button', { name: 'Skip this step' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    // The profile, and what a CV uploaded earlier proposed and is still to decide.
    expect(requests.map((r) => r.url).sort()).toEqual(['/api/candidates/mycv/proposals', '/api/candidates/profile']);
  });

  it('shows one progress, its steps, and not the profile completion as well', async () => {
    renderWelcome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Lena!' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Progress' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profile completion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('skips a step into the address, moves focus to the new step, and Back returns', async () => {
    renderWelcome();
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' });

    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(address()).toBe('/welcome?step=languages');
    expect(stepHeading()).toHaveTextContent('Step 2 of 4: Languages');
    expect(stepHeading()).toHaveFocus();
    const steps = within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Completed: Your CV');

    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(address()).toBe('/welcome?step=contact');
    expect(stepHeading()).toHaveTextContent('Step 3 of 4: Contact details');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/welcome?step=languages');
    expect(stepHeading()).toHaveTextContent('Step 2 of 4: Languages');

    // A done step in the stepper goes back to it too.
    await user.click(screen.getByRole('button', { name: 'Completed: Your CV' }));
    expect(address()).toBe('/welcome?step=cv');
    expect(stepHeading()).toHaveTextContent('Step 1 of 4: Your CV');
  });

  it('opens at the step named in the address, as after a reload', async () => {
    renderWelcome('/welcome?step=contact');
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 3 of 4: Contact details' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Progress' })).getAllByRole('listitem')[2]).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('starts at the CV for a step it does not know', async () => {
    renderWelcome('/welcome?step=nonsense');
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' })).toBeInTheDocument();
  });

  it('offers Continue on a step whose task is done', async () => {
    renderWelcome('/welcome?step=languages', profile({ languages: 1 }));
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4: Languages' });
    expect(screen.queryByRole('button', { name: 'Skip this step' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(address()).toBe('/welcome?step=contact');
  });

  it('ends on the dashboard with a notice after the last step', async () => {
    renderWelcome('/welcome?step=preferences');
    await screen.findByRole('heading', { level: 2, name: 'Step 4 of 4: Preferences' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip this step' }));
    // The dashboard is a chunk of its own (docs/delivery.md#account-areas-load-one-page): the move completes with it.
    await waitFor(() => expect(address()).toBe('/account/dashboard'));
    expect(notices()).toContainEqual({
      type: 'success',
      content: 'Your profile is set up. You can change it at any time in My profile.',
    });
  });

  it('calls the last step done Finish', async () => {
    renderWelcome('/welcome?step=preferences', profile({ preferences: 1 }));
    await screen.findByRole('heading', { level: 2, name: 'Step 4 of 4: Preferences' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish' }));
    expect(address()).toBe('/account/dashboard');
  });

  it('can be left from any step with Finish later', async () => {
    renderWelcome('/welcome?step=languages');
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 4: Languages' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Finish later' }));
    expect(address()).toBe('/account/dashboard');
    expect(notices()).toContainEqual({
      type: 'info',
      content: 'You can complete your profile at any time in My profile.',
    });
  });

  it('uploads a CV to be read, shows its proposals and loads the profile again', async () => {
    let finish: (() => void) | undefined;
    let stored = false;
    const { requests } = mockHttp((config) => {
      // Once the CV is stored, the profile says so.
      if (config.method === 'get')
        return referenceReply(config) ?? pendingReply(config) ?? { data: profile(stored ? { cv: 1 } : {}) };
      config.onUploadProgress?.({ loaded: 256, total: 1024, bytes: 256, lengthComputable: true });
      return new Promise((resolve) => {
        finish = () => {
          stored = true;
          resolve({
            data: { user: makeUser({ id: 11 }), tasks: makeTasks({ cv: 1 }), cvs: [], proposals: germanOnly },
          });
        };
      });
    });
    const { container } = renderWithProviders(
      <>
        <CandidateRoutes />
        <Address />
      </>,
      { route: '/welcome', session },
    );
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' });

    const file = new File(['%PDF-1.4'], 'lena.pdf', { type: 'application/pdf' });
    await user.upload(container.querySelector('input[type=file]') as HTMLInputElement, file);

    expect(await screen.findByRole('progressbar', { name: 'lena.pdf' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Reading your CV…')).toBeInTheDocument();
    const upload = requests.find((r) => r.method === 'post');
    expect(upload?.url).toBe('/api/candidates/mycv/fromVue');
    expect(upload?.params).toEqual({ extract: 1 });
    expect(((upload as { data: FormData }).data.get('file') as File).name).toBe('lena.pdf');

    await act(async () => finish?.());
    expect(await screen.findByRole('heading', { level: 3, name: 'What your CV says' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Languages: German: Mother tongue' })).toBeInTheDocument();
    expect(notices()).toContainEqual({ type: 'success', content: 'CV uploaded successfully!' });
    // The CV task is done now: the profile is loaded again, and the step offers Continue.
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/candidates/profile').map((r) => r.url)).toEqual([
      '/api/candidates/profile',
      '/api/candidates/profile',
    ]);
  });

  it('shows again what the CV proposed and was not decided, after a reload', async () => {
    mockHttp(
      (request) =>
        referenceReply(request) ??
        pendingReply(request, [{ cv_id: 3, name: 'lena.pdf', items: germanOnly.items }]) ?? { data: profile() },
    );
    renderWithProviders(<CandidateRoutes />, { route: '/welcome', session });
    expect(await screen.findByRole('heading', { level: 3, name: 'What your CV says' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept Languages: German: Mother tongue' })).toBeInTheDocument();
    // Not a review that just arrived: the page's own focus stays where it was.
    expect(screen.getByRole('heading', { level: 3, name: 'What your CV says' })).not.toHaveFocus();
  });

  it("shows a refused file's message on the file", async () => {
    const refused = 'The CV must be a PDF or Word (DOCX) document.';
    mockHttp((config) =>
      config.method === 'get'
        ? (referenceReply(config) ?? pendingReply(config) ?? { data: profile() })
        : { status: 422, data: { message: refused, errors: { file: [refused] } } },
    );
    const { container } = renderWithProviders(<CandidateRoutes />, { route: '/welcome', session });
    await screen.findByRole('heading', { level: 2, name: 'Step 1 of 4: Your CV' });
    const file = new File(['not a pdf'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(container.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(await screen.findByText('The CV must be a PDF or Word (DOCX) document.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What your CV says' })).not.toBeInTheDocument();
  });

  it('asks a guest to log in, without calling the api', async () => {
    const { requests } = mockHttp(() => ({ data: profile() }));
    renderWithProviders(<CandidateRoutes />, { route: '/welcome' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Please log in');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(requests).toEqual([]);
  });
});
