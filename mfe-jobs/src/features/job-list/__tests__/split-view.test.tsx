import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockHttp } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobDetail, makeJobList } from '../../../testing/job-fixtures';
import { currentLocation, renderWithLocation } from '../../../testing/location-probe';

// The area's first screen comes once its messages are loaded (CatalogueGate): found, not got.
const pane = () => screen.findByRole('complementary', { name: 'Selected job' });
const paneTitle = async (name: string) => within(await pane()).findByRole('heading', { level: 2, name });

const renderAt = (route: string) => renderWithLocation(<JobsRoutes />, { route });

function api(total = 40) {
  return mockHttp(({ url, params }) =>
    url === '/api/job'
      ? { data: makeJobDetail(makeJob(params.id)) }
      : { data: makeJobList(params._from + 1, Math.min(20, total - params._from), total) },
  );
}

describe('split view (wide screens)', () => {
  it('selects the first job and keeps the selection in ?job= so it can be shared', async () => {
    api();
    renderAt('/jobs');
    expect(await paneTitle('Customer service agent 1')).toBeInTheDocument();
    // The store's own selection is written into the address by an effect after the pane shows it: a render later.
    await waitFor(() => expect(currentLocation()).toBe('/jobs?job=1'));

    await userEvent.click(screen.getByRole('link', { name: 'Customer service agent 3' }));
    expect(await paneTitle('Customer service agent 3')).toBeInTheDocument();
    expect(currentLocation()).toBe('/jobs?job=3');
    expect(screen.getAllByRole('article')[2]).toHaveAttribute('aria-current', 'true');
  });

  it('opens a shared ?job= link with that job selected', async () => {
    api();
    renderAt('/jobs?job=7');
    expect(await paneTitle('Customer service agent 7')).toBeInTheDocument();
    expect(currentLocation()).toBe('/jobs?job=7');
  });

  it('steps with next and previous, loading more at the end of the list', async () => {
    const { requests } = api();
    renderAt('/jobs?job=20');
    expect(await paneTitle('Customer service agent 20')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next job' }));
    expect(await paneTitle('Customer service agent 21')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/jobs?job=21'));
    expect(requests.filter((r) => r.url === '/api/jobs').map((r) => r.params._from)).toEqual([0, 20]);
    expect(screen.getByText('Showing 40 of 40')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous job' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous job' }));
    expect(await paneTitle('Customer service agent 19')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/jobs?job=19'));
  });

  it('shows no selection for empty results', async () => {
    mockHttp(() => ({ data: makeJobList(1, 0, 0) }));
    renderAt('/jobs-in-Germany?job=5');
    expect(await screen.findByText(/No jobs match this search/)).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/jobs-in-Germany'));
    // Nothing beside an empty list: its suggestions take the width.
    expect(screen.queryByRole('complementary', { name: 'Selected job' })).not.toBeInTheDocument();
  });
});

describe('list then page (phones)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('has no pane and opens the job page when a job is chosen', async () => {
    api();
    renderAt('/jobs');
    await userEvent.click(await screen.findByRole('link', { name: 'Customer service agent 2' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Customer service agent 2' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/jobs/customer-service-agent-2');
    expect(screen.queryByRole('complementary', { name: 'Selected job' })).not.toBeInTheDocument();
  });
});
