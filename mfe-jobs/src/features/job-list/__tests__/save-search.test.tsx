import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNotifications } from 'shared-kit/notify';
import { savePendingJobAlert, takeLoginTarget, takePendingJobAlert } from 'shared-kit/session';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJobList } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

const LIMIT = 'You can keep at most 10 job alerts. Delete one to save this search.';

function api(answer: 'saved' | 'limit' = 'saved') {
  return mockHttp(({ url, method }) => {
    if (method === 'post' && url === '/api/candidates/job-alerts') {
      return answer === 'saved'
        ? { status: 201, data: { message: 'Job alert saved.', alert: {} } }
        : { status: 422, data: { message: LIMIT, errors: { path: [LIMIT] } } };
    }
    return { data: makeJobList(1, 2, 2) };
  });
}

const notices = () => getNotifications().map(({ type, content }) => ({ type, content }));
const alertPosts = (requests: { method?: string; url?: string; data?: unknown }[]) =>
  requests
    .filter((r) => r.method === 'post' && r.url === '/api/candidates/job-alerts')
    .map((r) => JSON.parse(String(r.data)));

describe('Save this search', () => {
  afterEach(() => sessionStorage.clear());

  it('lets a candidate choose how often and saves the list’s address', async () => {
    const { requests } = api();
    renderWithProviders(<JobsRoutes />, { route: '/jobs-in-Germany?keywords=sales', session: 'candidate' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Save this search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search as a job alert' });
    expect(within(dialog).getByRole('radio', { name: 'Once a day' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'As soon as a job is published' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the alert' }));

    await waitFor(() => expect(notices()).toContainEqual({ type: 'success', content: 'Job alert saved.' }), {
      timeout: 3000,
    });
    expect(alertPosts(requests)).toEqual([{ path: '/jobs-in-Germany?keywords=sales', frequency: 'instant' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the ten-alert limit in the dialog', async () => {
    api('limit');
    renderWithProviders(<JobsRoutes />, { route: '/jobs', session: 'candidate' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Save this search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search as a job alert' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the alert' }));
    expect(await within(dialog).findByText(LIMIT)).toBeInTheDocument();
    expect(notices()).toEqual([]);
  });

  it('sends a guest to log in with the search kept, and saves it once they are back as a candidate', async () => {
    api();
    renderWithLocation(<JobsRoutes />, { route: '/remote-jobs?keywords=design' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Save this search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search as a job alert' });
    await user.click(within(dialog).getByRole('radio', { name: 'Once a week' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in to save' }));

    expect(currentLocation()).toContain('/login');
    expect(takeLoginTarget()).toBe('/remote-jobs?keywords=design');
    const pending = takePendingJobAlert('/remote-jobs?keywords=design');
    expect(pending).toEqual({ path: '/remote-jobs?keywords=design', frequency: 'weekly' });
  });

  it('creates a pending alert once when the candidate comes back to that list', async () => {
    savePendingJobAlert({ path: '/remote-jobs?keywords=design', frequency: 'weekly' });
    const { requests } = api();
    renderWithProviders(<JobsRoutes />, { route: '/remote-jobs?keywords=design', session: 'candidate' });
    await waitFor(() => expect(notices()).toContainEqual({ type: 'success', content: 'Job alert saved.' }), {
      timeout: 3000,
    });
    expect(alertPosts(requests)).toEqual([{ path: '/remote-jobs?keywords=design', frequency: 'weekly' }]);
    expect(takePendingJobAlert('/remote-jobs?keywords=design')).toBeNull();
  });

  it('is not offered to a company', async () => {
    api();
    renderWithProviders(<JobsRoutes />, { route: '/jobs', session: 'company' });
    await screen.findByRole('link', { name: 'Customer service agent 2' });
    expect(screen.queryByRole('button', { name: /Save this search/ })).not.toBeInTheDocument();
  });
});
