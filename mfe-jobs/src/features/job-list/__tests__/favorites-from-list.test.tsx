import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getNotifications } from 'shared-kit/notify';
import { takeLoginTarget } from 'shared-kit/session';
import { mockHttp, renderWithProviders } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobDetail, makeJobList } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

function api() {
  return mockHttp(({ url, params }) => {
    if (url === '/api/job') return { data: makeJobDetail(makeJob(params.id)) };
    if (url?.startsWith('/api/candidates/favorites')) return { data: { favorite: { offer_id: 2 } } };
    return { data: makeJobList(1, 2, 2) };
  });
}

const card = async (title: string) =>
  (await screen.findByRole('link', { name: title })).closest('article') as HTMLElement;

describe('favourites from the list', () => {
  it('saves a job for a candidate with a notice', async () => {
    const { requests } = api();
    renderWithProviders(<JobsRoutes />, { route: '/jobs', session: 'candidate' });
    const button = within(await card('Customer service agent 2')).getByRole('button', { name: /Save/ });

    await userEvent.click(button);

    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(requests.filter((r) => r.method === 'post').map((r) => JSON.parse(r.data))).toEqual([{ offer_id: 2 }]);
    expect(getNotifications().map((n) => n.content)).toEqual(['Favorite added']);
  });

  it('sends a guest to login with the job saved as the target', async () => {
    api();
    renderWithLocation(<JobsRoutes />, { route: '/jobs' });
    await userEvent.click(within(await card('Customer service agent 2')).getByRole('button', { name: /Save/ }));

    expect(currentLocation()).toContain('/login');
    expect(takeLoginTarget()).toBe('/jobs/customer-service-agent-2');
  });
});
