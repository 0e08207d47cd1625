import { act, render, waitFor } from '@testing-library/react';
import { http } from 'shared-kit/http';
import { LoadingBar } from '../loading-bar';

// The real nprogress and real timers: what a visitor sees is whether the bar (#nprogress) leaves the page soon after
// the last request ends (issue 29: it stayed for seconds after the page had loaded).

let releases: (() => void)[] = [];

beforeEach(() => {
  releases = [];
  http.defaults.adapter = (config) =>
    new Promise((resolve) => {
      releases.push(() => resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config }));
    });
});

afterEach(() => {
  http.defaults.adapter = undefined;
});

const bar = () => document.getElementById('nprogress');

test('the bar leaves soon after the last of several overlapping requests ends', async () => {
  render(<LoadingBar />);
  let requests: Promise<unknown>[] = [];
  act(() => {
    requests = ['/api/a', '/api/b', '/api/c', '/api/d', '/api/e', '/api/f'].map((url) => http.get(url));
  });
  await waitFor(() => expect(releases).toHaveLength(6));
  await waitFor(() => expect(bar()).not.toBeNull());
  // A page that takes a while: the requests stay pending for 1.5 s.
  await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  await act(async () => {
    for (const release of releases) release();
    await Promise.all(requests);
  });
  // nprogress's own finish: a 200 ms step, then a 200 ms fade, then removal.
  await waitFor(() => expect(bar()).toBeNull(), { timeout: 1200 });
}, 10_000);
