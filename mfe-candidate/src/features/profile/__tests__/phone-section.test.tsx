import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Phone } from 'shared-kit/contracts';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { PhoneSection } from '../../../profile-sections/phone-section';
import { GERMANY, personalApi, renderSection, sentBody } from './personal-test-profile';
import { makeProfile, makeTasks } from '../../../testing/profile';

const notices = () => getNotifications().map(({ type, content }) => [type, content]);
const section = () => screen.getByRole('region', { name: 'Phone' });

const BERLIN_MOBILE: Phone = {
  countryCallingCode: '49',
  countryCode: 'DE',
  e164: '+491712345678',
  formatInternational: '+49 171 2345678',
  formatNational: '0171 2345678',
  isValid: true,
  nationalNumber: '1712345678',
  phoneNumber: '+49 171 2345678',
};

beforeEach(() => clearNotifications());

describe('PhoneSection', () => {
  it('defaults to the candidate’s country, shows the api’s 422 on the number, then saves and shows it', async () => {
    let attempt = 0;
    const { requests } = personalApi({
      'POST /api/candidates/phone-fields': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              data: {
                message: 'The phone number is not valid.',
                errors: { phoneNumber: ['The phone number is not valid.'] },
              },
            }
          : { data: { phone: BERLIN_MOBILE, tasks: makeTasks({ general_information: 1 }) } };
      },
    });
    const user = userEvent.setup();
    const { latest } = renderSection(PhoneSection, makeProfile({ fk_pais_id: GERMANY.id }));

    // Open at first (no phone yet), with the candidate's country chosen once the list has come.
    const country = screen.getByRole('combobox', { name: 'Country of the number' });
    await waitFor(() => expect(country).toHaveValue('Germany'));
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(number, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Under the field and in the form's summary.
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'The phone number is not valid.' })).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription(/^The phone number is not valid\./);
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
    expect(notices()).toEqual([]);

    await user.clear(number);
    await user.type(number, '0171 2345678');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const link = await within(section()).findByRole('link', { name: '+49 171 2345678' });
    expect(link).toHaveAttribute('href', 'tel:+491712345678');
    const sent = requests.filter((request) => request.url === '/api/candidates/phone-fields');
    expect(sent.map(sentBody)).toEqual([
      { phoneNumber: '12', countryCode: 'DE' },
      { phoneNumber: '0171 2345678', countryCode: 'DE' },
    ]);
    expect(latest().user.phone).toEqual(BERLIN_MOBILE);
    expect(latest().tasks.general_information).toBe(1);
    expect(notices()).toEqual([['success', 'Phone number saved']]);
  });

  it('refuses a number over the api’s bound before sending, naming the bound, at the field and in the summary', async () => {
    const { requests } = personalApi();
    const user = userEvent.setup();
    renderSection(PhoneSection, makeProfile({ fk_pais_id: GERMANY.id }));
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    // The browser's maxLength stops typing, not a pasted or autofilled value set by script.
    fireEvent.change(number, { target: { value: '1'.repeat(41) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = 'Phone number must be at most 40 characters.';
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: error })).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription(new RegExp(`^${error}`));
    expect(number).toHaveFocus();
    expect(requests.some((request) => request.url === '/api/candidates/phone-fields')).toBe(false);
  });

  it('sends the country chosen in the input, and an empty number removes the phone', async () => {
    const { requests } = personalApi({
      'POST /api/candidates/phone-fields': () => ({ data: { phone: null, tasks: makeTasks() } }),
    });
    const user = userEvent.setup();
    const { latest } = renderSection(PhoneSection, makeProfile({ fk_pais_id: GERMANY.id, phone: BERLIN_MOBILE }));
    expect(within(section()).getByRole('link', { name: '+49 171 2345678' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    const number = screen.getByRole('textbox', { name: 'Phone number' });
    expect(number).toHaveValue('0171 2345678');
    const country = screen.getByRole('combobox', { name: 'Country of the number' });
    await waitFor(() => expect(country).toHaveValue('Germany'));
    await user.clear(country);
    await user.type(country, 'Fran');
    await user.keyboard('{Enter}');
    await user.clear(number);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(section()).findByText('No phone number yet.')).toBeInTheDocument();
    expect(sentBody(requests.find((request) => request.method === 'post'))).toEqual({
      phoneNumber: '',
      countryCode: 'FR',
    });
    expect(latest().user.phone).toBeNull();
    expect(notices()).toEqual([['success', 'Phone number removed']]);
  });
});
