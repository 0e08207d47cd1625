import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearNotifications, getNotifications } from 'shared-kit/notify';
import { Route, Routes } from 'shared-kit/router';
import { getSession } from 'shared-kit/session';
import { type FakeRequest, makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CandidateRoutes from '../../../remote-entry';

const settings = {
  email_matchings: true,
  email_notifications: true,
  email_applications: true,
  email_newsletters: false,
  whatsapp_notifications: false,
};
const profile = {
  user: { id: 11, email: 'ana@example.com', nombre: 'Ana', candidate: settings },
  signal: null,
  tasks: {},
};
const session = { user: makeUser({ id: 11, email: 'ana@example.com' }), token: 'candidate-token' };

type Reply = { status?: number; data?: unknown; headers?: Record<string, string> };
/** Answers the profile, and each other call from `replies` by `METHOD url`. */
function api(replies: Record<string, (request: FakeRequest) => Reply> = {}) {
  return mockHttp((request) => {
    const key = `${request.method?.toUpperCase()} ${request.url}`;
    if (replies[key]) return replies[key](request);
    if (key === 'GET /api/candidates/profile') return { data: profile };
    if (key === 'GET /api/candidates/unlocks') return { data: { unlocks: [] } };
    return { status: 404, data: { message: 'Not found' } };
  });
}
const body = (request: FakeRequest) => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data);

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="*" element={<CandidateRoutes />} />
    </Routes>,
    { route: '/account/account-settings', session },
  );
}

beforeEach(() => clearNotifications());

describe('account settings', () => {
  it('shows the notification settings as stored and saves a change at once, with a notice', async () => {
    const { requests } = api({
      'POST /api/candidates/email-settings/email_newsletters': () => ({
        data: { ...settings, email_newsletters: true },
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Account settings');
    const newsletters = await screen.findByRole('switch', { name: 'Newsletters' });
    expect(newsletters).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Emails with jobs that match my profile' })).toBeChecked();

    await userEvent.click(newsletters);
    await waitFor(() => expect(newsletters).toBeChecked());
    const sent = requests.find((r) => r.url === '/api/candidates/email-settings/email_newsletters');
    expect(body(sent as FakeRequest)).toEqual({ state: true });
    expect(getNotifications().map((n) => [n.type, n.content])).toEqual([['success', 'Notification settings saved']]);
  });

  it('puts a setting back and says so when saving it fails', async () => {
    api({ 'POST /api/candidates/email-settings/whatsapp_notifications': () => ({ status: 500, data: {} }) });
    renderPage();
    const whatsapp = await screen.findByRole('switch', { name: 'WhatsApp messages' });
    await userEvent.click(whatsapp);
    await waitFor(() => expect(getNotifications().map((n) => n.type)).toEqual(['error']));
    expect(whatsapp).not.toBeChecked();
    expect(getNotifications()[0]?.content).toBe('We could not save this setting. Please try again.');
  });

  it("changes the email with the password, shows SPEC's notice and the new address; a 422 goes to its field", async () => {
    let attempt = 0;
    api({
      'POST /api/candidates/account-settings/update-email': (request) => {
        attempt += 1;
        if (attempt === 1) {
          return {
            status: 422,
            data: { message: 'The given data was invalid.', errors: { password: ['The password is incorrect.'] } },
          };
        }
        return {
          data: { message: 'Email updated successfully', user: { ...session.user, email: body(request).email } },
        };
      },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('New email address'), 'ana.new@example.com');
    await userEvent.type(screen.getByLabelText('Your password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('The password is incorrect.'),
    );
    expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your password')).toHaveFocus();

    await userEvent.clear(screen.getByLabelText('Your password'));
    await userEvent.type(screen.getByLabelText('Your password'), 'right-one');
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Your email address is ana.new@example.com.')).toBeInTheDocument();
    expect(getNotifications().map((n) => n.content)).toEqual(['Email updated successfully']);
    expect(getSession().user?.email).toBe('ana.new@example.com');
  });

  it('checks the new password is typed twice alike before sending, and shows SPEC’s failure text', async () => {
    const { requests } = api({
      'POST /api/candidates/account-settings/update-password': () => ({ status: 500, data: {} }),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Current password'), 'old-password-1');
    await userEvent.type(screen.getByLabelText('New password'), 'violet-harbour-42');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'violet-harbour-43');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
        'The two passwords do not match.',
      ),
    );
    expect(screen.getByLabelText('Repeat the new password')).toHaveFocus();
    expect(requests.some((r) => r.url?.endsWith('update-password'))).toBe(false);

    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'violet-harbour-42');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while updating the password. Please try again later.',
    );
  });

  it('downloads the export as a file named by the answer', async () => {
    const zip = new Blob(['PK'], { type: 'application/zip' });
    api({
      'GET /api/candidates/export': () => ({
        data: zip,
        headers: { 'content-disposition': 'attachment; filename="eulangjobs-data-2026-11-22.zip"' },
      }),
    });
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    try {
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
      await waitFor(() => expect(saved).toEqual(['eulangjobs-data-2026-11-22.zip blob:export']));
      expect(URL.createObjectURL).toHaveBeenCalledWith(zip);
    } finally {
      click.mockRestore();
    }
  });

  it('deletes the account after a reason is chosen in the dialog; the visitor is then a guest on the home page', async () => {
    const { requests } = api({
      'DELETE /api/candidates/account-settings/destroy': () => ({ data: { message: 'Account deleted successfully' } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    // At the field and in the summary.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Why are you leaving?' })).toHaveAccessibleDescription(
        'Choose a reason.',
      ),
    );
    expect(requests.some((r) => r.method === 'delete')).toBe(false);

    await userEvent.selectOptions(within(dialog).getByLabelText('Why are you leaving?'), 'I found a job');
    await userEvent.type(within(dialog).getByLabelText(/Anything else/), '  Thanks!  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    const destroy = requests.find((r) => r.method === 'delete');
    expect(body(destroy as FakeRequest)).toEqual({ motivo_id: 1, texto: 'Thanks!' });
    expect(getSession()).toMatchObject({ isLoggedIn: false, user: null, token: null });
    expect(getNotifications().map((n) => n.content)).toEqual(['Account deleted successfully']);
  });

  it('says every problem of the deletion at once before sending, and puts the api’s 422 on its field', async () => {
    const { requests } = api({
      'DELETE /api/candidates/account-settings/destroy': () => ({
        status: 422,
        data: { message: 'Invalid.', errors: { texto: ['The texto field contains control characters.'] } },
      }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const comment = within(dialog).getByRole('textbox', { name: /Anything else/ });
    // Past the browser's maxLength (a paste by a script, an autofill): the form checks the contract's bound itself.
    fireEvent.change(comment, { target: { value: 'x'.repeat(2001) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems with this form:');
    const tooLong = 'Anything else you want to tell us? must be at most 2000 characters.';
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Choose a reason.', tooLong]);
    expect(within(dialog).getByRole('combobox', { name: 'Why are you leaving?' })).toHaveFocus();
    expect(requests.some((r) => r.method === 'delete')).toBe(false);

    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Why are you leaving?' }),
      'I found a job',
    );
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Bye');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(comment).toHaveAccessibleDescription(/^The texto field contains control characters\./));
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('asks a guest to log in', async () => {
    api();
    renderWithProviders(<CandidateRoutes />, { route: '/account/account-settings' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Please log in');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
