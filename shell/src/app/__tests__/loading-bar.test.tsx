import { act, render, waitFor } from '@testing-library/react';
import { http } from 'shared-kit/http';
import { LoadingBar } from '../loading-bar';
import { holdRequests } from './held-requests';

// The bar as a visitor's browser has it: in the page while a counted request is pending, gone once it ended.
// Its pace and its end after overlapping requests: loading-bar-settles.test.tsx.

// Requests stay pending until the test releases them.
const releases = holdRequests();
const releaseAll = () => {
  for (const release of releases) release();
};
const bar = () => document.getElementById('nprogress');

test('runs while a request is pending and leaves when it ends', async () => {
  render(<LoadingBar />);
  let request: Promise<unknown> = Promise.resolve();
  act(() => {
    request = http.get('/api/jobs');
  });
  await waitFor(() => expect(releases).toHaveLength(1));
  expect(bar()).not.toBeNull();
  await act(async () => {
    releaseAll();
    await request;
  });
  await waitFor(() => expect(bar()).toBeNull(), { timeout: 1200 });
});

test('the version-check and ping calls do not move it', async () => {
  render(<LoadingBar />);
  let calls: Promise<unknown>[] = [];
  act(() => {
    calls = [http.get('/api/version-check'), http.get('/api/ping')];
  });
  await waitFor(() => expect(releases).toHaveLength(2));
  expect(bar()).toBeNull();
  await act(async () => {
    releaseAll();
    await Promise.all(calls);
  });
  expect(bar()).toBeNull();
});

test('its bar is hidden from screen readers and carries no invented role', async () => {
  render(<LoadingBar />);
  let request: Promise<unknown> = Promise.resolve();
  act(() => {
    request = http.get('/api/jobs');
  });
  await waitFor(() => expect(releases).toHaveLength(1));
  expect(bar()).toHaveAttribute('aria-hidden', 'true');
  expect(document.querySelector('#nprogress .bar')).not.toBeNull();
  expect(document.querySelector('#nprogress [role]')).toBeNull();
  await act(async () => {
    releaseAll();
    await request;
  });
  await waitFor(() => expect(bar()).toBeNull(), { timeout: 1200 });
});
