import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobAlert } from 'shared-kit/contracts';
import { getNotifications } from 'shared-kit/notify';
import { makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CandidateRoutes from '../../../remote-entry';

const session = { user: makeUser({ id: 11 }), token: 'candidate-token' };
const berlin: JobAlert = {
  id: 1,
  path: '/jobs-in-Berlin',
  label: 'Jobs in Berlin',
  name: null,
  frequency: 'daily',
  paused: false,
  created_at: '2026-03-12T10:00:00.000Z',
  last_run_at: null,
};

async function openRename() {
  renderWithProviders(<CandidateRoutes />, { route: '/account/job-alerts', session });
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Rename the job alert Jobs in Berlin' }));
  const dialog = screen.getByRole('dialog', { name: 'Rename this job alert' });
  return { dialog, field: within(dialog).getByRole('textbox', { name: /^Name/ }) };
}

describe('Renaming a job alert', () => {
  it('saves the name, closes the dialog and shows the api’s notice', async () => {
    const { requests } = mockHttp((config) =>
      config.method === 'patch'
        ? { data: { message: 'Job alert updated.', alert: { ...berlin, name: 'Berlin sales' } } }
        : { data: { alerts: [berlin] } },
    );
    const { dialog, field } = await openRename();
    const user = userEvent.setup();
    await user.type(field, '  Berlin sales ');
    await user.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Berlin sales')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'patch');
    expect(JSON.parse(String(patch?.data))).toEqual({ name: 'Berlin sales' });
    expect(getNotifications().map(({ content }) => content)).toContain('Job alert updated.');
  });

  it('refuses a name over the contract’s bound before sending, in the summary and at the field', async () => {
    const { requests } = mockHttp(() => ({ data: { alerts: [berlin] } }));
    const { dialog, field } = await openRename();
    // The browser's maxLength stops typing, not a pasted or autofilled value: the form checks it itself.
    fireEvent.change(field, { target: { value: 'n'.repeat(81) } });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save the name' }));
    const summary = await within(dialog).findByRole('alert');
    const error = 'Name must be at most 80 characters.';
    expect(summary).toHaveTextContent('There is 1 problem with this form:');
    expect(within(summary).getByRole('link', { name: error })).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(new RegExp(`^${error}`));
    expect(field).toHaveFocus();
    expect(requests.some((request) => request.method === 'patch')).toBe(false);
  });

  it('puts the api’s 422 on the name with the summary, and an edit takes it away', async () => {
    mockHttp((config) =>
      config.method === 'patch'
        ? { status: 422, data: { message: 'The given data was invalid.', errors: { name: ['This name is taken.'] } } }
        : { data: { alerts: [berlin] } },
    );
    const { dialog, field } = await openRename();
    const user = userEvent.setup();
    await user.type(field, 'Berlin');
    await user.click(within(dialog).getByRole('button', { name: 'Save the name' }));
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'This name is taken.' })).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/^This name is taken\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, ' 2');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
