import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { getNotifications } from 'shared-kit/notify';
import { Route, Routes, useLocation } from 'shared-kit/router';
import { getSession, saveLoginTarget } from 'shared-kit/session';
import { type FakeHandler, type FakeReply, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { AuthCallbackPage } from '../components/auth-callback-page';
import { BackdoorPage } from '../components/backdoor-page';
import { LoginPage } from '../components/login-page';
import { PasswordResetPage } from '../components/password-reset-page';
import { PasswordResetRequestPage } from '../components/password-reset-request-page';
import { RegisterPage } from '../components/register-page';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

let restore: () => void = () => undefined;
afterEach(() => restore());

function serve(handler: FakeHandler) {
  const mock = mockHttp(handler);
  restore = mock.restore;
  return mock.requests;
}

function renderAt(route: string, path: string, page: ReactElement) {
  renderWithProviders(
    <Routes>
      <Route path={path} element={page} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route },
  );
  return userEvent.setup();
}

const loginAnswer = (overrides: Record<string, unknown> = {}) => ({
  user: makeUser({ id: 7, email: 'lena@example.test', token: 'tok-123' }),
  token: 'tok-123',
  route: '/welcome',
  tasks: null,
  hasAppToken: false,
  ...overrides,
});

/** Types each value into the field of that label, in this order, as a user would. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
}

/** The account pages' api: no social login configured, `reply` to every other call. */
const serveNoProviders = (reply: FakeReply) =>
  serve((request) => (request.url === '/api/auth/providers' ? { data: { providers: [] } } : reply));

const bodyOf = (request: { data?: unknown }) => JSON.parse(String(request.data));

describe('LoginPage', () => {
  const failWith = (status: number, data: unknown) => serveNoProviders({ status, data });

  async function logIn(password: string) {
    const user = renderAt('/login', '/login', <LoginPage />);
    await fillIn(user, {
      Email: 'lena@example.test',
      Password: password,
    });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it("a wrong password shows 'An error occurred while logging in', not the server's wording", async () => {
    const credentials = 'These credentials do not match our records.';
    failWith(422, { message: credentials, errors: { email: [credentials] } });
    await logIn('wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred while logging in$/);
    expect(screen.queryByText(credentials)).not.toBeInTheDocument();
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('too many attempts adds when to retry', async () => {
    failWith(429, { message: 'Too many failed attempts. Please try again in 15 minutes.', toasts: [] });
    await logIn('wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while logging in: Too many failed attempts. Please try again in 15 minutes.',
    );
  });

  it('a server busy signing people in says when to retry', async () => {
    failWith(503, { message: 'Many people are signing in right now. Please try again in 2 seconds.', toasts: [] });
    await logIn('violet-harbour-42');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while logging in: Many people are signing in right now. Please try again in 2 seconds.',
    );
  });

  it('asks for the fields itself before sending anything', async () => {
    const requests = failWith(500, {});
    const user = renderAt('/login', '/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /There are 2 problems with this form:\s*Please enter your email address\.\s*Please enter your password\./,
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.url === '/api/auth/login')).toHaveLength(0);
  });
});

describe('RegisterPage', () => {
  /** Fills the form as a user would, the password typed twice (alike unless `repeat` says otherwise), and sends it. */
  async function createAccount(
    user: ReturnType<typeof userEvent.setup>,
    fields: Record<string, string>,
    password = 'violet-harbour-42',
    repeat = password,
  ) {
    await fillIn(user, { ...fields, Password: password, 'Repeat the password': repeat });
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
  }

  it('states the password rules and registers a candidate, then signs in and goes to /welcome', async () => {
    const requests = serveNoProviders({ data: loginAnswer() });
    const user = renderAt('/register', '/register', <RegisterPage />);
    expect(
      screen.getByText(/At least 10 characters; not your email address and not a common password/),
    ).toBeInTheDocument();
    await createAccount(user, { 'First name': 'Lena', 'Last name': 'Novak', Email: 'lena@example.test' });
    expect(await screen.findByText('at /welcome')).toBeInTheDocument();
    const sent = requests.find((r) => r.url === '/api/auth/register');
    expect(bodyOf(sent ?? {})).toMatchObject({
      type: 'candidate',
      email: 'lena@example.test',
      nombre: 'Lena',
      apellidos: 'Novak',
      company_name: null,
    });
    expect(getSession()).toMatchObject({ isLoggedIn: true, token: 'tok-123', type: 'candidate' });
  });

  it('asks a company for its name and sends it to /company/jobs', async () => {
    const requests = serveNoProviders({
      data: loginAnswer({ route: '/company/jobs', user: makeUser({ type: 'company', email: 'hr@fjord.test' }) }),
    });
    const user = renderAt('/register', '/register', <RegisterPage />);
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/An employer/));
    await createAccount(user, { 'Company name': 'Fjord Analytics', 'First name': 'Ola', Email: 'hr@fjord.test' });
    expect(await screen.findByText('at /company/jobs')).toBeInTheDocument();
    expect(bodyOf(requests.find((r) => r.url === '/api/auth/register') ?? {})).toMatchObject({
      type: 'company',
      company_name: 'Fjord Analytics',
    });
  });

  it("shows the server's field errors beside their fields", async () => {
    serveNoProviders({
      status: 422,
      data: {
        message: 'The email has already been taken. (and 1 more error)',
        errors: {
          email: ['The email has already been taken.'],
          password: ['This password is too common. Please choose another one.'],
        },
      },
    });
    const user = renderAt('/register', '/register', <RegisterPage />);
    await createAccount(user, { 'First name': 'Lena', Email: 'candidate@example.com' }, 'password123');
    expect(await screen.findByRole('link', { name: 'The email has already been taken.' })).toBeInTheDocument();
    // Each error is tied to its field: read with it (aria-describedby) and the field marked invalid.
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email has already been taken.');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      /^This password is too common\. Please choose another one\. At least 10 characters/,
    );
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    // The summary above the fields lists both, and the focus is on the first.
    expect(screen.getByRole('alert')).toHaveTextContent('There are 2 problems with this form:');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('with every field empty shows every error at once, in plain words, and sends nothing', async () => {
    const requests = serve(() => ({ data: { providers: [] } }));
    const user = renderAt('/register', '/register', <RegisterPage />);
    await user.click(screen.getByLabelText(/An employer/));
    await user.click(screen.getByRole('button', { name: 'Create the account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There are 5 problems with this form:');
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('Company name is required.');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription(
      'Repeat the password is required.',
    );
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(requests.some((r) => r.url === '/api/auth/register')).toBe(false);
    // An answer removes its error at once, and the rules are the api's: the email's shape, the password's length.
    await user.type(screen.getByLabelText('Company name'), 'Fjord');
    expect(screen.getByLabelText('Company name')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Email'), 'lena@');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'short');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Email must be an email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      /^Password must be at least 10 characters\./,
    );
  });

  it('catches a confirmation that does not match before sending', async () => {
    const requests = serve(() => ({ data: { providers: [] } }));
    const user = renderAt('/register', '/register', <RegisterPage />);
    await createAccount(user, {}, 'violet-harbour-42', 'violet-harbour-43');
    expect(screen.getByLabelText('Repeat the password')).toHaveAccessibleDescription('The two passwords do not match.');
    expect(requests.some((r) => r.url === '/api/auth/register')).toBe(false);
  });

  it('shows "Continue with" buttons only for the configured providers', async () => {
    serve(() => ({
      data: { providers: [{ id: 'google', name: 'Google', start_url: '/api/auth/oidc/google/start' }] },
    }));
    renderAt('/register', '/register', <RegisterPage />);
    expect(await screen.findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/google/start',
    );
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });
});

describe('password reset pages', () => {
  it('/password/reset shows the same neutral answer after sending', async () => {
    const requests = serve(() => ({
      data: { message: 'If an account exists for this email, we have sent it a link to reset the password.' },
    }));
    const user = renderAt('/password/reset', '/password/reset', <PasswordResetRequestPage />);
    await user.type(screen.getByLabelText('Email'), 'someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this email');
    expect(bodyOf(requests[0] ?? {})).toEqual({ email: 'someone@example.test' });
  });

  it('/password/reset/{token} sends token, email and the new password, then goes to login', async () => {
    const requests = serve(() => ({
      data: { message: 'Your password has been reset. You can log in with the new password.' },
    }));
    const user = renderAt(
      '/password/reset/tok-abc?email=lena%40example.test',
      '/password/reset/:token',
      <PasswordResetPage />,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('lena@example.test');
    expect(screen.getByText(/At least 10 characters/)).toBeInTheDocument();
    await fillIn(user, {
      'New password': 'amber-lighthouse-77',
      'Repeat the new password': 'amber-lighthouse-77',
    });
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    expect(bodyOf(requests[0] ?? {})).toEqual({
      token: 'tok-abc',
      email: 'lena@example.test',
      password: 'amber-lighthouse-77',
      password_confirmation: 'amber-lighthouse-77',
    });
    expect(getNotifications().map((n) => n.content)).toContain(
      'Your password has been reset. You can log in with the new password.',
    );
  });

  it('an expired link says so and offers a new one', async () => {
    serve(() => ({
      status: 422,
      data: {
        message: 'This password reset link is invalid or has expired. Please ask for a new one.',
        errors: { token: ['This password reset link is invalid or has expired. Please ask for a new one.'] },
      },
    }));
    const user = renderAt('/password/reset/old?email=a%40b.c', '/password/reset/:token', <PasswordResetPage />);
    await fillIn(user, {
      'New password': 'amber-lighthouse-77',
      'Repeat the new password': 'amber-lighthouse-77',
    });
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/password/reset');
  });
});

describe('AuthCallbackPage', () => {
  it('posts code and state, signs in and goes to the saved target', async () => {
    const requests = serve(() => ({ data: loginAnswer({ route: '/jobs' }) }));
    renderWithProviders(
      <Routes>
        <Route path="/auth/callback" element={<AuthCallbackPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { route: '/auth/callback?code=c0de&state=st4te' },
    );
    saveLoginTarget('/account/my-cvs');
    expect(await screen.findByText('at /account/my-cvs')).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/auth/oidc/callback');
    expect(bodyOf(requests[0] ?? {})).toEqual({ code: 'c0de', state: 'st4te' });
    expect(getSession().token).toBe('tok-123');
    expect(getNotifications().map((n) => n.content)).toContain('Logged in successfully');
  });

  it('passes the issuer on when the provider names itself', async () => {
    const requests = serve(() => ({ data: loginAnswer({ route: '/jobs' }) }));
    renderAt(
      '/auth/callback?code=c0de&state=st4te&iss=https%3A%2F%2Faccounts.example',
      '/auth/callback',
      <AuthCallbackPage />,
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(bodyOf(requests[0] ?? {})).toEqual({ code: 'c0de', state: 'st4te', iss: 'https://accounts.example' });
  });

  it('a refused callback shows the login failure message', async () => {
    serve(() => ({ status: 422, data: { message: 'The login could not be verified.', errors: {} } }));
    renderAt('/auth/callback?code=c&state=s', '/auth/callback', <AuthCallbackPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while logging in: The login could not be verified.',
    );
    expect(getSession().isLoggedIn).toBe(false);
  });

  it('an answer without a token is a failed login', async () => {
    serve(() => ({ data: loginAnswer({ token: '' }) }));
    renderAt('/auth/callback?code=c&state=s', '/auth/callback', <AuthCallbackPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while logging in (no token received)',
    );
  });

  it('a provider error sends nothing', async () => {
    const requests = serve(() => ({ data: loginAnswer() }));
    renderAt('/auth/callback?error=access_denied&state=s', '/auth/callback', <AuthCallbackPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The login was cancelled.');
    expect(requests).toHaveLength(0);
  });
});

describe('BackdoorPage', () => {
  it('loads the user of the link', async () => {
    const requests = serve(() => ({
      data: loginAnswer({ route: '/company/jobs', user: makeUser({ type: 'company', email: 'company@example.com' }) }),
    }));
    renderAt('/backdoor?token=bd-1&email=company%40example.com', '/backdoor', <BackdoorPage />);
    expect(await screen.findByText('at /company/jobs')).toBeInTheDocument();
    expect(bodyOf(requests[0] ?? {})).toEqual({ token: 'bd-1', email: 'company@example.com' });
    expect(getSession().type).toBe('company');
  });

  it("a used or expired link: 'Logged in error' and the login page", async () => {
    serve(() => ({ status: 422, data: { message: 'This login link is invalid or has expired.', errors: {} } }));
    renderAt('/backdoor?token=used&email=a%40b.c', '/backdoor', <BackdoorPage />);
    expect(await screen.findByText('at /login')).toBeInTheDocument();
    await waitFor(() => expect(getNotifications().map((n) => n.content)).toContain('Logged in error'));
    expect(getSession().isLoggedIn).toBe(false);
  });
});
