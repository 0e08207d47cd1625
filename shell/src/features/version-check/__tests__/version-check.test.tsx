import { act, renderHook } from '@testing-library/react';
import { getNotifications } from 'shared-kit/notify';
import { resetAppStore } from 'shared-kit/session';
import { mockHttp } from 'shared-kit/testing';
import { useVersionCheck } from '../hooks/use-version-check';

const NEW_VERSION = 'A new version of EuLangJobs is available: reload the page to get it.';
const OFFLINE = 'We cannot reach EuLangJobs right now. Please check your connection.';

let restore: () => void = () => undefined;
beforeEach(() => {
  // Notices of the previous test must not count.
  resetAppStore();
  const config = document.createElement('script');
  config.id = 'app-config';
  config.type = 'application/json';
  config.textContent = JSON.stringify({ version: '2026.11.1' });
  document.body.append(config);
  jest.useFakeTimers();
});
afterEach(() => {
  restore();
  jest.useRealTimers();
  document.getElementById('app-config')?.remove();
});

const notices = () => getNotifications().map((n) => n.content);

it('tells the user once, after the ten-minute check, that a new version is deployed', async () => {
  const mock = mockHttp(() => ({ data: { version: '2026.11.2' } }));
  restore = mock.restore;
  renderHook(() => useVersionCheck());
  expect(mock.requests).toHaveLength(0);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(20 * 60 * 1000);
  });
  expect(mock.requests.map((r) => r.url)).toEqual(['/api/version-check', '/api/version-check']);
  expect(notices().filter((text) => text === NEW_VERSION)).toHaveLength(1);
});

it('says nothing while the deployed version is the loaded one', async () => {
  restore = mockHttp(() => ({ data: { version: '2026.11.1' } })).restore;
  renderHook(() => useVersionCheck());
  await act(async () => {
    await jest.advanceTimersByTimeAsync(10 * 60 * 1000);
  });
  expect(notices()).not.toContain(NEW_VERSION);
});

it('back online, warns when the server still cannot be reached', async () => {
  const mock = mockHttp(() => ({ status: 503, data: {} }));
  restore = mock.restore;
  renderHook(() => useVersionCheck());
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
  });
  expect(mock.requests.map((r) => r.url)).toEqual(['/api/ping']);
  expect(notices()).toContain(OFFLINE);
});
