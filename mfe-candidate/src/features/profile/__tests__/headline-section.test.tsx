import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { HeadlineSection } from '../components/sections/headline-section';
import { personalApi, renderSection, sentBody } from './personal-test-profile';
import { makeProfile } from '../../../testing/profile';

const notices = () => getNotifications().map(({ type, content }) => [type, content]);
const section = () => screen.getByRole('region', { name: 'Headline' });

beforeEach(() => clearNotifications());

describe('HeadlineSection', () => {
  it('counts the characters of one line of at most 150, saves it through PATCH /field and shows it', async () => {
    const { requests } = personalApi({
      'PATCH /api/candidates/field': (request) => ({
        data: makeProfile({ candidate: { headline: sentBody(request).value } }),
      }),
    });
    const user = userEvent.setup();
    const { latest } = renderSection(HeadlineSection, makeProfile());
    const field = screen.getByRole('textbox', { name: 'Your headline' });
    expect(field).toHaveAttribute('maxLength', '150');
    expect(field).toHaveAccessibleDescription('0 of 150 characters');
    await user.type(field, '  Bilingual support agent ');
    expect(field).toHaveAccessibleDescription('26 of 150 characters');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(section()).findByText('Bilingual support agent')).toBeInTheDocument();
    expect(sentBody(requests.find((request) => request.method === 'patch'))).toEqual({
      field: 'headline',
      value: 'Bilingual support agent',
    });
    expect(latest().user.candidate.headline).toBe('Bilingual support agent');
    expect(notices()).toEqual([['success', 'Headline saved']]);
    await waitFor(() => expect(within(section()).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });

  it('shows the api’s 422 on the field, and an emptied headline is sent as null', async () => {
    let attempt = 0;
    const { requests } = personalApi({
      'PATCH /api/candidates/field': () => {
        attempt += 1;
        return attempt === 1
          ? {
              status: 422,
              data: {
                message: 'The headline field contains control characters.',
                errors: { headline: ['The headline field contains control characters.'] },
              },
            }
          : { data: makeProfile() };
      },
    });
    const user = userEvent.setup();
    renderSection(HeadlineSection, makeProfile({ candidate: { headline: 'Old line' } }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'Your headline' });
    expect(field).toHaveValue('Old line');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Under the field and in the form's summary.
    await waitFor(() => expect(field).toHaveAccessibleDescription(/^The headline field contains control characters\./));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(section()).findByText('No headline yet.')).toBeInTheDocument();
    expect(sentBody(requests.filter((request) => request.method === 'patch')[1])).toEqual({
      field: 'headline',
      value: null,
    });
  });

  it('refuses a headline over the bound before sending, naming the bound, in the summary and at the field', async () => {
    const { requests } = personalApi();
    const user = userEvent.setup();
    // A headline saved before the bound (or pasted past the browser's maxLength).
    renderSection(HeadlineSection, makeProfile({ candidate: { headline: 'h'.repeat(151) } }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    const error = 'Your headline must be at most 150 characters.';
    expect(within(summary).getByRole('link', { name: error })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Your headline' });
    expect(field).toHaveAccessibleDescription(new RegExp(`^${error}`));
    expect(field).toHaveFocus();
    expect(requests.some((request) => request.method === 'patch')).toBe(false);
  });

  it('Cancel closes the form and keeps what was saved', async () => {
    personalApi();
    const user = userEvent.setup();
    renderSection(HeadlineSection, makeProfile({ candidate: { headline: 'Kept line' } }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByRole('textbox', { name: 'Your headline' }), ' and more');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(section()).getByText('Kept line')).toBeInTheDocument();
    await waitFor(() => expect(within(section()).getByRole('button', { name: 'Edit' })).toHaveFocus());
  });
});
