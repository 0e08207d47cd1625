import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, registerCatalogue } from 'shared-kit/i18n';
import { makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { loadCandidateMessages } from '../../../locales';
import CandidateRoutes from '../../../remote-entry';

const profile = {
  user: {
    id: 11,
    email: 'ana@example.com',
    nombre: 'Ana',
    apellidos: 'García',
    candidate: {
      languages: [
        { id: 1, name: 'Spanish', slug: 'Spanish', level: 4 },
        { id: 2, name: 'German', slug: 'German', level: 2 },
      ],
    },
  },
  signal: null,
};

const session = { user: makeUser({ id: 11, email: 'ana@example.com' }), token: 'candidate-token' };

const sent = (requests: { url?: string; params?: unknown }[]) => requests.map(({ url, params }) => ({ url, params }));

describe('candidate dashboard', () => {
  it("greets the session's user and shows the profile's languages with their levels", async () => {
    const { requests } = mockHttp(() => ({ data: profile }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ana');
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();

    const languages = await screen.findByRole('list');
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Spanish Mother tongue', 'German Intermediate']);
    expect(requests.map((r) => r.url)).toEqual(['/api/candidates/profile']);
  });

  it('says when the profile has no languages yet, as an empty state under the heading of the card', async () => {
    const empty = { ...profile, user: { ...profile.user, candidate: { languages: [] } } };
    mockHttp(() => ({ data: empty }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });

    expect(await screen.findByRole('heading', { level: 3 })).toHaveTextContent('No languages yet');
    expect(screen.getByText('You have not added any languages to your profile yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('takes an optional tab in the path', async () => {
    mockHttp(() => ({ data: profile }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard/applications', session });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Ana');
    expect(await screen.findByText('Spanish')).toBeInTheDocument();
  });

  it('asks a guest to log in, without calling the api', async () => {
    const { requests } = mockHttp(() => ({ data: profile }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard' });

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Please log in');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(sent(requests)).toEqual([]);
  });

  it('shows an error with a retry that loads the profile again', async () => {
    let calls = 0;
    mockHttp(() => {
      calls += 1;
      return calls === 1 ? { status: 500, data: { message: 'Server error', toasts: [] } } : { data: profile };
    });
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });

    expect(await screen.findByText('We could not load your profile.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));

    expect(await screen.findByText('German')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('switches to Polish as a whole: greeting, levels, rich text; language names as the api gives them', async () => {
    await registerCatalogue(loadCandidateMessages);
    mockHttp(() => ({ data: profile }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/dashboard', session });
    await screen.findByText('Spanish');
    try {
      await act(() => activateLocale('pl'));

      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Witaj, Ana');
      expect(screen.getByText('ana@example.com').closest('p')).toHaveTextContent('Zalogowano jako ana@example.com');
      expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Twoje języki');
      expect(
        within(screen.getByRole('list'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['hiszpański Język ojczysty', 'niemiecki Średnio zaawansowany']);
      expect(screen.queryAllByText(/^(candidate|kit)\.[\w.-]+$/)).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('renders the not-found page for area paths not built yet', async () => {
    mockHttp(() => ({ data: profile }));
    renderWithProviders(<CandidateRoutes />, { route: '/account/my-profile', session });

    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});
