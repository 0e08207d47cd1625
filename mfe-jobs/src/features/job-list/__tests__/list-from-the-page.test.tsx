import { screen } from '@testing-library/react';
import { jobListRequestKey } from 'shared-kit/contracts';
import { forgetPageData } from 'shared-kit/http';
import { mockHttp } from 'shared-kit/testing';
import JobsRoutes from '../../../remote-entry';
import { makeJob, makeJobDetail, makeJobList } from '../../../testing/job-fixtures';
import { renderWithLocation } from '../../../testing/location-probe';

// docs/delivery.md#the-list-travels-in-the-page: the list the server-rendered page carries is the list's first render;
// the api is asked only for what the page does not carry.

function carry(answer: unknown, request: { path: string; from: number; keywords?: string }) {
  const element = document.createElement('script');
  element.id = 'page-data';
  element.type = 'application/json';
  const key = jobListRequestKey({
    size: 20,
    keywords: '',
    experience: [],
    employment_type: [],
    latests: false,
    ...request,
  });
  element.textContent = JSON.stringify({ jobList: { key, answer } });
  document.body.append(element);
  forgetPageData();
}

afterEach(() => {
  document.getElementById('page-data')?.remove();
  forgetPageData();
});

test("shows the page's list without asking the api for it; only the selected job is asked for", async () => {
  carry(makeJobList(1, 20, 40), { path: '/jobs', from: 0 });
  const { requests } = mockHttp(({ params }) => ({ data: makeJobDetail(makeJob(params?.id ?? 0)) }));
  renderWithLocation(<JobsRoutes />, { route: '/jobs' });
  expect(await screen.findByRole('link', { name: 'Customer service agent 20' })).toBeInTheDocument();
  expect(requests.map((request) => request.url)).not.toContain('/api/jobs');
});

test('asks the api when the page carries another list', async () => {
  carry(makeJobList(1, 20, 40), { path: '/jobs', from: 0, keywords: 'nurse' });
  const { requests } = mockHttp(({ url, params }) =>
    url === '/api/job' ? { data: makeJobDetail(makeJob(params.id)) } : { data: makeJobList(101, 20, 40) },
  );
  renderWithLocation(<JobsRoutes />, { route: '/jobs' });
  expect(await screen.findByRole('link', { name: 'Customer service agent 101' })).toBeInTheDocument();
  expect(requests.map((request) => request.url)).toContain('/api/jobs');
});
