import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobAlert } from 'shared-kit/contracts';
import { getNotifications } from 'shared-kit/notify';
import { makeUser, mockHttp, renderWithProviders } from 'shared-kit/testing';
import CandidateRoutes from '../../../remote-entry';

const session = { user: makeUser({ id: 11 }), token: 'candidate-token' };

const alert = (id: number, label: string, path: string, extra: Partial<JobAlert> = {}): JobAlert => ({
  id,
  path,
  label,
  name: null,
  frequency: 'daily',
  paused: false,
  created_at: '2026-03-12T10:00:00.000Z',
  last_run_at: null,
  ...extra,
});

const berlin = alert(1, 'Jobs in Berlin', '/jobs-in-Berlin');
const remote = alert(2, 'Remote jobs: “sales”', '/remote-jobs?keywords=sales', { frequency: 'instant' });
/** A control's name: its visible label, then (read, not shown) the search it belongs to. */
const named = (label: string, search: string) =>
  new RegExp(`^${label}\\s*: ${search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
const notices = () => getNotifications().map(({ type, content }) => ({ type, content }));
const rows = () => within(screen.getByRole('list', { name: 'Your job alerts' })).getAllByRole('listitem');

function renderPage() {
  return renderWithProviders(<CandidateRoutes />, { route: '/account/job-alerts', session });
}

describe('Job alerts', () => {
  it('lists the alerts with a link to their search, how often and whether they are sent', async () => {
    mockHttp(() => ({ data: { alerts: [berlin, { ...remote, paused: true }] } }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Job alerts');
    await screen.findByRole('link', { name: 'Jobs in Berlin' });
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Remote jobs: “sales”' })).toHaveAttribute(
      'href',
      '/remote-jobs?keywords=sales',
    );
    expect(screen.getByRole('combobox', { name: named('How often', 'Jobs in Berlin') })).toHaveValue('daily');
    expect(screen.getByRole('switch', { name: named('Send mails', 'Jobs in Berlin') })).toBeChecked();
    expect(screen.getByRole('switch', { name: named('Send mails', 'Remote jobs: “sales”') })).not.toBeChecked();
    expect(within(rows()[1] as HTMLElement).getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText('2 of 10 job alerts')).toBeInTheDocument();
  });

  it('shows an empty state with a way to search', async () => {
    mockHttp(() => ({ data: { alerts: [] } }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No job alerts yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('changes the frequency and pauses an alert, with the server’s notice', async () => {
    const { requests } = mockHttp((config) => {
      if (config.method === 'patch') {
        const changes = JSON.parse(String(config.data));
        return { data: { message: 'Job alert updated.', alert: { ...berlin, ...changes } } };
      }
      return { data: { alerts: [berlin, remote] } };
    });
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: named('How often', 'Jobs in Berlin') }),
      'weekly',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: named('How often', 'Jobs in Berlin') })).toHaveValue('weekly'),
    );
    await user.click(screen.getByRole('switch', { name: named('Send mails', 'Jobs in Berlin') }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: named('Send mails', 'Jobs in Berlin') })).not.toBeChecked(),
    );
    const patches = requests.filter((request) => request.method === 'patch');
    expect(patches.map((request) => [request.url, JSON.parse(String(request.data))])).toEqual([
      ['/api/candidates/job-alerts/1', { frequency: 'weekly' }],
      ['/api/candidates/job-alerts/1', { paused: true }],
    ]);
    expect(notices()).toContainEqual({ type: 'success', content: 'Job alert updated.' });
  });

  it('deletes an alert after confirming, and moves the focus to the list heading', async () => {
    const { requests } = mockHttp((config) =>
      config.method === 'delete' ? { data: { message: 'Job alert deleted.' } } : { data: { alerts: [berlin, remote] } },
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the job alert Jobs in Berlin' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this job alert?' });
    expect(dialog).toHaveTextContent('“Jobs in Berlin” will no longer be mailed to you.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete the alert' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Jobs in Berlin' })).not.toBeInTheDocument();
    expect(
      requests.some((request) => request.method === 'delete' && request.url === '/api/candidates/job-alerts/1'),
    ).toBe(true);
    expect(screen.getByRole('heading', { name: 'Your job alerts' })).toHaveFocus();
    expect(notices()).toContainEqual({ type: 'success', content: 'Job alert deleted.' });
  });

  it('shows the server’s refusal', async () => {
    mockHttp((config) =>
      config.method === 'patch'
        ? { status: 404, data: { message: 'This job alert does not exist.' } }
        : { data: { alerts: [berlin] } },
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: named('Send mails', 'Jobs in Berlin') }));
    await waitFor(() => expect(notices()).toContainEqual({ type: 'error', content: 'This job alert does not exist.' }));
    expect(screen.getByRole('switch', { name: named('Send mails', 'Jobs in Berlin') })).toBeChecked();
  });

  it('checks the new alert against the api’s bounds before sending: every error at its field and in the summary', async () => {
    const { requests } = mockHttp(() => ({ data: { alerts: [berlin] } }));
    renderPage();
    const form = await screen.findByRole('region', { name: 'New job alert' });
    // The browser's maxLength stops typing, not a value pasted by a script or an autofill: the form checks it itself.
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'n'.repeat(81) } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Keywords/ }), { target: { value: 'k'.repeat(201) } });
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Create the alert' }));
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveTextContent('There are 2 problems with this form:');
    const name = 'Name must be at most 80 characters.';
    const keywords = 'Keywords must be at most 200 characters.';
    expect(within(summary).getByRole('link', { name })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: keywords })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(new RegExp(`^${name}`));
    expect(within(form).getByRole('textbox', { name: /^Keywords/ })).toHaveAccessibleDescription(keywords);
    expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(requests.some((request) => request.method === 'post')).toBe(false);
  });

  it('puts the api’s 422 on the new alert’s name with the summary, and a refused search above the button', async () => {
    let answer = 0;
    mockHttp((config) => {
      if (config.method !== 'post') return { data: { alerts: [berlin] } };
      answer += 1;
      return answer === 1
        ? { status: 422, data: { message: 'The given data was invalid.', errors: { name: ['This name is taken.'] } } }
        : { status: 422, data: { message: 'Invalid.', errors: { path: ['You can keep at most 10 job alerts.'] } } };
    });
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'New job alert' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Berlin');
    await user.click(within(form).getByRole('button', { name: 'Create the alert' }));
    const summary = await within(form).findByRole('alert');
    expect(summary).toHaveTextContent('There is 1 problem with this form:');
    expect(within(summary).getByRole('link', { name: 'This name is taken.' })).toBeInTheDocument();
    const field = within(form).getByRole('textbox', { name: /^Name/ });
    expect(field).toHaveAccessibleDescription(/^This name is taken\./);
    await waitFor(() => expect(field).toHaveFocus());

    await user.type(field, ' 2');
    await user.click(within(form).getByRole('button', { name: 'Create the alert' }));
    expect(await within(form).findByText('You can keep at most 10 job alerts.')).toHaveAttribute('role', 'alert');
  });

  it('asks a guest to log in', async () => {
    renderWithProviders(<CandidateRoutes />, { route: '/account/job-alerts' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Please log in');
    expect(screen.getByText('Job alerts are for signed-in candidates. Log in to see yours.')).toBeInTheDocument();
  });
});
