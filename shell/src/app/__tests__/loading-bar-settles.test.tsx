import { act, render, waitFor } from '@testing-library/react';
import { http } from 'shared-kit/http';
import { LoadingBar } from '../loading-bar';
import { holdRequests } from './held-requests';

// The real bar and real timers: what a visitor sees is whether the bar (#nprogress) leaves the page soon after
// the last request ends (issue 29: it stayed for seconds after the page had loaded).

const releases = holdRequests();

const bar = () => document.getElementById('nprogress');

/** How far the bar has run, in % of the width, as its style places it (it moves by transform). */
function barProgress(): number {
  const style = (document.querySelector('#nprogress .bar') as HTMLElement | null)?.style;
  const offset = /(-?[\d.]+)%/.exec(style?.transform || style?.marginLeft || '')?.[1];
  return offset === undefined ? 0 : 100 + Number(offset);
}

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
  // Its finish: a 200 ms step, then a 200 ms fade, then removal.
  await waitFor(() => expect(bar()).toBeNull(), { timeout: 1200 });
}, 10_000);

test('the bar runs at its own pace however many requests overlap', async () => {
  render(<LoadingBar />);
  let requests: Promise<unknown>[] = [];
  act(() => {
    requests = ['/api/a', '/api/b', '/api/c', '/api/d', '/api/e', '/api/f'].map((url) => http.get(url));
  });
  await waitFor(() => expect(releases).toHaveLength(6));
  // One request ends (the count changes again while the others run).
  await act(async () => {
    releases[0]?.();
    await requests[0];
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
  // One trickle every 300 ms, of up to 2 %: at most 16 % after 1.3 s. Before, each change of the count started
  // another trickle (seven here), and the bar ran about seven times too fast towards its end.
  expect(barProgress()).toBeGreaterThan(5);
  expect(barProgress()).toBeLessThan(20);
  await act(async () => {
    for (const release of releases) release();
    await Promise.all(requests);
  });
  await waitFor(() => expect(bar()).toBeNull(), { timeout: 1200 });
}, 10_000);
