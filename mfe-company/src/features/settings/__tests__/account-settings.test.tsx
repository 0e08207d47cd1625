import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { getSession } from 'shared-kit/session';
import { summaryErrors } from 'shared-kit/testing';
import { bodyOf, companyApi, type Replies, renderCompany } from '../../../testing/__tests__/company-api';

const profile = {
  name: 'Acme Lisboa',
  vat_id: null,
  billing_address: null,
  billing_city: null,
  billing_postcode: null,
  billing_country_id: null,
  website: null,
  description: null,
};
const base: Replies = {
  'GET /api/companies/profile': () => ({ data: { profile } }),
  'GET /api/countries': () => ({ data: { countries: [{ id: 6, slug: 'Spain', name: 'Spain', iso2: 'ES' }] } }),
  'GET /api/companies/applicant-mails': () => ({ data: { applicant_mails: 'instant' } }),
};

beforeEach(() => clearNotifications());

describe('company account settings', () => {
  it('saves the company profile with its VAT ID and billing address; a refused VAT ID is shown on its field', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { requests } = companyApi({
      ...base,
      'PUT /api/companies/profile': (request) => {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 422,
            data: { message: 'Invalid', errors: { vat_id: ['This is not a valid Spanish VAT ID.'] } },
          };
        }
        return { data: { profile: bodyOf(request) } };
      },
    });
    renderCompany('/company/account-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Company profile' });
    expect(within(card).getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Lisboa');
    await user.type(within(card).getByRole('textbox', { name: /VAT ID/ }), 'ES123');
    await user.type(within(card).getByRole('textbox', { name: /Address/ }), 'Calle Mayor 1');
    await user.type(within(card).getByRole('textbox', { name: /Postcode/ }), '28013');
    await user.type(within(card).getByRole('textbox', { name: /City/ }), 'Madrid');
    await user.click(within(card).getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Spain' }));
    await user.click(within(card).getByRole('button', { name: 'Save the profile' }));

    const vat = within(card).getByRole('textbox', { name: /VAT ID/ });
    await waitFor(() =>
      expect(vat).toHaveAccessibleDescription(expect.stringContaining('This is not a valid Spanish VAT ID.')),
    );
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(vat).toHaveFocus();

    await user.clear(within(card).getByRole('textbox', { name: /VAT ID/ }));
    await user.type(within(card).getByRole('textbox', { name: /VAT ID/ }), 'ESB12345678');
    await user.click(within(card).getByRole('button', { name: 'Save the profile' }));
    await waitFor(() => expect(getNotifications().map((n) => n.content)).toEqual(['Your company profile is saved.']));
    expect(bodyOf(requests.filter((r) => r.method === 'put').at(-1))).toEqual({
      ...profile,
      vat_id: 'ESB12345678',
      billing_address: 'Calle Mayor 1',
      billing_postcode: '28013',
      billing_city: 'Madrid',
      billing_country_id: 6,
    });
  }, 15_000);

  it('checks the profile against the contract bounds before sending, in plain words', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi(base);
    renderCompany('/company/account-settings');
    const card = await screen.findByRole('region', { name: 'Company profile' });
    await user.clear(within(card).getByRole('textbox', { name: 'Company name' }));
    await user.type(within(card).getByRole('textbox', { name: 'Company name' }), 'A');
    await user.click(within(card).getByRole('button', { name: 'Save the profile' }));
    expect(await summaryErrors(card)).toEqual(['Company name must be at least 2 characters.']);
    expect(within(card).getByRole('textbox', { name: 'Company name' })).toHaveFocus();
    expect(requests.some((r) => r.method === 'put')).toBe(false);
  }, 15_000);

  it('chooses how the company hears of new applicants; a refused choice is said on the group', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { requests } = companyApi({
      ...base,
      'PUT /api/companies/applicant-mails': (request) => {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 422,
            data: { message: 'Invalid', errors: { applicant_mails: ['Choose one of the options.'] } },
          };
        }
        return { data: bodyOf(request) };
      },
    });
    renderCompany('/company/account-settings');
    const card = await screen.findByRole('region', { name: 'Mails about new applicants' });
    const group = await within(card).findByRole('group', { name: 'When should we tell you about new applicants?' });
    expect(within(group).getByRole('radio', { name: 'At once, one mail per application' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Once a day, a summary' })).toHaveAccessibleDescription(
      "Each morning, the day's applicants listed per job.",
    );
    await user.click(within(group).getByRole('radio', { name: 'Once a day, a summary' }));
    await user.click(within(card).getByRole('button', { name: 'Save the choice' }));
    // Said as every form of the toolkit says it: on the group, and in the summary above the form with a link to it.
    expect(await within(group).findByText('Choose one of the options.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose one of the options.' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Save the choice' }));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.content)).toEqual(['Your choice of mails about applicants is saved.']),
    );
    expect(within(card).queryByText('Choose one of the options.')).not.toBeInTheDocument();
    expect(bodyOf(requests.filter((r) => r.method === 'put').at(-1))).toEqual({ applicant_mails: 'daily' });
    expect(within(group).getByRole('radio', { name: 'Once a day, a summary' })).toBeChecked();
  }, 15_000);

  it('changes the sign-in email with the password, and the password typed twice', async () => {
    const user = userEvent.setup();
    const { requests } = companyApi({
      ...base,
      'POST /api/companies/account-settings/update-email': () => ({
        data: { message: 'Email updated', user: { email: 'jobs@acme.example' } },
      }),
      'POST /api/companies/account-settings/update-password': () => ({ data: { message: 'Password updated' } }),
    });
    renderCompany('/company/account-settings');
    const email = await screen.findByRole('region', { name: 'Email address' });
    expect(within(email).getByText('You sign in with hr@acme.example.')).toBeInTheDocument();
    await user.type(within(email).getByRole('textbox', { name: 'New email address' }), 'jobs@acme.example');
    await user.type(within(email).getByLabelText('Your password'), 'secret-password');
    await user.click(within(email).getByRole('button', { name: 'Change the email' }));
    await waitFor(() => expect(getSession().user?.email).toBe('jobs@acme.example'));
    expect(bodyOf(requests.find((r) => r.url?.endsWith('update-email')))).toEqual({
      email: 'jobs@acme.example',
      password: 'secret-password',
    });

    const password = screen.getByRole('region', { name: 'Password' });
    await user.type(within(password).getByLabelText('Current password'), 'secret-password');
    await user.type(within(password).getByLabelText('New password'), 'a-new-long-password');
    await user.type(within(password).getByLabelText('Repeat the new password'), 'a-different-one');
    await user.click(within(password).getByRole('button', { name: 'Change the password' }));
    await waitFor(() =>
      expect(within(password).getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
        'The two passwords do not match.',
      ),
    );
    expect(requests.some((r) => r.url?.endsWith('update-password'))).toBe(false);

    await user.clear(within(password).getByLabelText('Repeat the new password'));
    await user.type(within(password).getByLabelText('Repeat the new password'), 'a-new-long-password');
    await user.click(within(password).getByRole('button', { name: 'Change the password' }));
    await waitFor(() =>
      expect(getNotifications().map((n) => n.content)).toEqual(['Email updated', 'Password updated']),
    );
  }, 15_000);
});
