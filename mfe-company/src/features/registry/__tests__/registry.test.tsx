import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { getSession } from 'shared-kit/session';
import { makeUser, summaryErrors } from 'shared-kit/testing';
import { bodyOf, companyApi, renderCompany } from '../../../testing/__tests__/company-api';

beforeEach(() => clearNotifications());

async function fill(user: ReturnType<typeof userEvent.setup>, repeat = 'a-long-password-1') {
  await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Acme Lisboa');
  await user.type(screen.getByRole('textbox', { name: 'Your first name' }), 'Rita');
  await user.type(screen.getByRole('textbox', { name: 'Work email' }), 'rita@acme.example');
  await user.type(screen.getByLabelText(/^Password/), 'a-long-password-1');
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
}

describe('company registry', () => {
  it('registers a company, signs it in and opens its dashboard', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({
      'POST /api/auth/register': () => ({
        status: 201,
        data: { token: 'new-token', user: makeUser({ id: 77, type: 'company', email: 'rita@acme.example' }) },
      }),
      'GET /api/companies/dashboard': () => ({ status: 500, data: {} }),
    });
    renderCompany('/company/registry', { guest: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Register your company' })).toBeInTheDocument();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create the company account' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByRole('link', { name: 'Please accept the terms of use to register.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I accept/ })).toHaveAccessibleDescription(
      'Please accept the terms of use to register.',
    );
    expect(requests.some((r) => r.url === '/api/auth/register')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use and the privacy policy' }));
    await user.click(screen.getByRole('button', { name: 'Create the company account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/dashboard'));
    expect(bodyOf(requests.find((r) => r.url === '/api/auth/register'))).toEqual({
      type: 'company',
      company_name: 'Acme Lisboa',
      nombre: 'Rita',
      apellidos: null,
      email: 'rita@acme.example',
      password: 'a-long-password-1',
      password_confirmation: 'a-long-password-1',
    });
    expect(getSession()).toMatchObject({ isLoggedIn: true, type: 'company', token: 'new-token' });
    expect(getNotifications().map((n) => n.content)).toContain('Welcome to EuLangJobs! Your company account is ready.');
  }, 15_000);

  it('shows the api’s 422 on its field (an email already taken)', async () => {
    const user = userEvent.setup();
    companyApi({
      'POST /api/auth/register': () => ({
        status: 422,
        data: { message: 'Invalid', errors: { email: ['This email is already registered.'] } },
      }),
    });
    renderCompany('/company/registry', { guest: true });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Create the company account' }));
    const email = screen.getByRole('textbox', { name: 'Work email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already registered.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(getSession().isLoggedIn).toBe(false);
  }, 15_000);

  it('checks every field before sending: all errors at once, in plain words, the focus on the first', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({});
    renderCompany('/company/registry', { guest: true });
    await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'A'.repeat(10));
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText('Repeat the password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Create the company account' }));
    expect(await summaryErrors()).toEqual([
      'Your first name is required.',
      'Work email is required.',
      'Password must be at least 10 characters.',
      'The two passwords do not match.',
      'Please accept the terms of use to register.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Your first name' })).toHaveFocus();
    expect(requests.some((r) => r.url === '/api/auth/register')).toBe(false);
  }, 15_000);

  it('sends a company already signed in to its dashboard', async () => {
    companyApi({ 'GET /api/companies/dashboard': () => ({ status: 500, data: {} }) });
    renderCompany('/company/registry');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/dashboard'));
  });
});
