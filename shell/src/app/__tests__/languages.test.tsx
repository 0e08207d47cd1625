// The shell in another interface language (docs/i18n.md#choosing-the-language): the switcher in the navbar changes
// every screen at once, keeps the choice in the cookie and, for a signed-in user, in the account.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, loadKitMessages, registerCatalogue } from 'shared-kit/i18n';
import { expectLinks, mockHttp, renderWithProviders, type TestSession } from 'shared-kit/testing';
import { loadShellMessages } from '../../locales';
import { AppRouter } from '../router';

beforeAll(async () => {
  await registerCatalogue(loadKitMessages);
  await registerCatalogue(loadShellMessages);
});

beforeEach(() => {
  // jsdom has no scrolling; the scroll manager calls it on every path.
  window.scrollTo = jest.fn();
});

afterEach(async () => {
  await act(() => activateLocale('en'));
  // biome-ignore lint/suspicious/noDocumentCookie: the test removes the cookie the switcher set
  document.cookie = 'locale=; Path=/; Max-Age=0';
});

function renderApp(route: string, session: TestSession = 'guest') {
  const http = mockHttp((request) =>
    request.url === '/api/auth/providers' ? { data: { providers: [] } } : { status: 204 },
  );
  const view = renderWithProviders(<AppRouter />, { route, session });
  return { ...view, requests: http.requests, user: userEvent.setup() };
}

/** The navbar's switcher (the footer has the same one). */
const navbarSwitcher = () => within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' });

describe('switching the interface language', () => {
  it('says the navbar, the footer and the home page in Polish, and then the login form too', async () => {
    const { user, requests } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Jobs in Europe');

    await user.selectOptions(navbarSwitcher(), 'pl');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Praca w Europie dla osób znających języki obce',
    );
    const navbar = screen.getByRole('navigation', { name: 'Menu główne' });
    expectLinks({ 'Oferty pracy': '/jobs', 'Zaloguj się': '/login' }, navbar);
    expect(within(navbar).getByRole('combobox', { name: 'Język' })).toHaveValue('pl');
    expectLinks(
      { 'O nas': '/about-us', 'Polityka plików cookie': '/eulangjobs/cookies-policy' },
      screen.getByRole('navigation', { name: 'Stopka' }),
    );
    // Language and country names come from Intl in the interface language.
    expectLinks({ 'Praca – język niemiecki': '/jobs-for-German-speakers', 'Praca – Niemcy': '/jobs-in-Germany' });
    expect(document.documentElement.lang).toBe('pl');
    expect(document.cookie).toContain('locale=pl');
    // A guest has no account to keep the choice in.
    expect(requests.filter((request) => request.url === '/api/account/locale')).toEqual([]);

    await user.click(within(navbar).getByRole('link', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie' })).toBeInTheDocument();
    expect(screen.getByLabelText('Adres e-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Hasło')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/password/reset');
    expect(screen.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute('href', '/register');

    // The form's own checks speak Polish too.
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^W formularzu są 2 błędy:Podaj swój adres e-mail\./);
    expect(screen.getByLabelText('Adres e-mail')).toHaveAccessibleDescription('Podaj swój adres e-mail.');
  });

  it('shows an information page in Polish, from its Polish text', async () => {
    await act(() => activateLocale('pl'));
    renderApp('/eulangjobs/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Najczęściej zadawane pytania' })).toBeVisible();
    expect(screen.getByText('Czy EuLangJobs jest bezpłatny dla kandydatów?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Najczęstsze pytania' })).toHaveAttribute('href', '/eulangjobs/faq');
  });

  it("keeps a signed-in user's choice in the account", async () => {
    const { user, requests } = renderApp('/', 'candidate');
    await user.selectOptions(navbarSwitcher(), 'de');
    await waitFor(() =>
      expect(
        requests.filter((request) => request.url === '/api/account/locale').map((r) => [r.method, r.data]),
      ).toEqual([['put', JSON.stringify({ locale: 'de' })]]),
    );
    // The navbar speaks German: its account menu is the "Kontomenü".
    expect(await screen.findByRole('button', { name: /^Kontomenü/ })).toBeInTheDocument();
  });

  it('switches even when the account cannot keep the choice, and only logs that', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockHttp(() => ({ status: 500, data: { message: 'Server error' } }));
    const user = userEvent.setup();
    renderWithProviders(<AppRouter />, { route: '/', session: 'candidate' });
    await user.selectOptions(navbarSwitcher(), 'fr');
    expect(await screen.findByRole('button', { name: /^Menu du compte/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('[i18n] the language could not be saved in the account', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('the switcher on a page without the navbar', () => {
  it("is there from the first render of an event's own path, while the api says which event lives there", async () => {
    // The api's answer never comes in this test: the page stays as the server sent it, bare, with its switcher.
    mockHttp((request) =>
      request.url === '/api/events/resolve' ? new Promise(() => undefined) : { data: { providers: [] } },
    );
    renderWithProviders(<AppRouter />, { route: '/polish/speed-hiring-week', session: 'guest' });
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
