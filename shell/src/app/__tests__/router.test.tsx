import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-kit/router';
import { mockHttp } from 'shared-kit/testing';
import { AppRouter } from '../router';

// A page chunk that cannot be loaded (a deploy replaced it, the network dropped).
jest.mock('../../features/pages/components/about-us-page', () => {
  throw new Error('Loading chunk 12 failed');
});

const NOT_FOUND = 'The page you are looking for does not exist or has moved.';

function renderAt(path: string) {
  // As in the app (provider.tsx): rich texts (<Trans>) need the i18n provider.
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRouter />
    </MemoryRouter>,
  );
}

test('a failed page load is logged and offers a reload, with the layout still there', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAt('/about-us');
  expect(await screen.findByText('This page is temporarily unavailable.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(log).toHaveBeenCalled();
  log.mockRestore();
});

describe("each of the shell's routes shows its own page, not the not-found page", () => {
  let restore: () => void = () => undefined;
  // The login and register pages ask which social logins exist: none here.
  beforeEach(() => {
    restore = mockHttp((request) =>
      request.url === '/api/events/resolve'
        ? { status: 404, data: { message: 'Not found.' } }
        : { data: { providers: [] } },
    ).restore;
  });
  afterEach(() => restore());

  it.each([
    ['/', 'Jobs in Europe for people who speak languages'],
    ['/login', 'Log in'],
    ['/register', 'Create an account'],
    ['/password/reset', 'Reset your password'],
    ['/password/reset/a-token?email=lena@example.test', 'Choose a new password'],
    ['/eulangjobs/cookies-policy', 'Cookies policy'],
    ['/eulangjobs/legal-conditions', 'Legal conditions'],
    [
      '/eulangjobs/legal-conditions-and-privacy-policy-for-candidates',
      'Legal conditions and privacy policy for candidates',
    ],
    ['/eulangjobs/legal-conditions-for-companies', 'Legal conditions for companies'],
    ['/eulangjobs/faq', 'Frequently asked questions'],
    ['/eulangjobs/contact', 'Contact'],
  ])('%s shows "%s"', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });

  it('/auth/callback without a code says the login failed, with a way back to log in', async () => {
    renderAt('/auth/callback');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while logging in');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeInTheDocument();
  });

  it('/backdoor without a token goes to the login page', async () => {
    renderAt('/backdoor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('/logout goes to the home page', async () => {
    renderAt('/logout');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs in Europe for people who speak languages' }),
    ).toBeInTheDocument();
  });

  it('shell pages sit in the layout: navbar and footer', async () => {
    renderAt('/eulangjobs/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('an unknown path shows the not-found page (the check above can fail)', async () => {
    renderAt('/eulangjobs/no-such-page');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
  });
});
