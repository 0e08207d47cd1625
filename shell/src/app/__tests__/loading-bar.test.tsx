import { act, render, waitFor } from '@testing-library/react';
import NProgress from 'nprogress';
import { http } from 'shared-kit/http';
import { LoadingBar } from '../loading-bar';

jest.mock('nprogress', () => {
  let started = false;
  return {
    configure: jest.fn(),
    isStarted: () => started,
    start: jest.fn(() => {
      started = true;
    }),
    done: jest.fn(() => {
      started = false;
    }),
  };
});

// The bar loads (and is configured, once) with the first counted request: read by the first test.
let configured: Partial<NProgress.NProgressOptions> | undefined;

// Requests stay pending until the test releases them.
let releases: (() => void)[] = [];
const releaseAll = () => {
  for (const release of releases) release();
};

beforeEach(() => {
  releases = [];
  http.defaults.adapter = (config) =>
    new Promise((resolve) => {
      releases.push(() => resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config }));
    });
  jest.clearAllMocks();
});

test('runs while a request is pending and stops when it ends', async () => {
  render(<LoadingBar />);
  let request: Promise<unknown> = Promise.resolve();
  act(() => {
    request = http.get('/api/jobs');
  });
  await waitFor(() => expect(releases).toHaveLength(1));
  await waitFor(() => expect(NProgress.start).toHaveBeenCalled());
  expect(NProgress.done).not.toHaveBeenCalled();
  configured = (NProgress.configure as jest.Mock).mock.calls[0]?.[0];
  await act(async () => {
    releaseAll();
    await request;
  });
  await waitFor(() => expect(NProgress.done).toHaveBeenCalled());
});

test('the version-check and ping calls do not move it', async () => {
  render(<LoadingBar />);
  let calls: Promise<unknown>[] = [];
  act(() => {
    calls = [http.get('/api/version-check'), http.get('/api/ping')];
  });
  await waitFor(() => expect(releases).toHaveLength(2));
  await act(async () => {
    releaseAll();
    await Promise.all(calls);
  });
  expect(NProgress.start).not.toHaveBeenCalled();
});

test('its bar is hidden from screen readers, carries no invented role, and nprogress still finds it', () => {
  // The real nprogress with this configuration: it must find its bar in the template, or start() throws on every
  // request (inside the http client's interceptor, failing the request).
  const real = jest.requireActual<typeof NProgress>('nprogress');
  expect(configured).toBeDefined();
  real.configure(configured ?? {});
  expect(() => real.start()).not.toThrow();
  const bar = document.querySelector('#nprogress .bar');
  expect(bar).toHaveAttribute('aria-hidden', 'true');
  expect(document.querySelector('#nprogress [role]')).toBeNull();
  real.remove();
});
