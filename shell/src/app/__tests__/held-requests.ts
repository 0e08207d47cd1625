import { http } from 'shared-kit/http';

/**
 * Every request of shared-kit's http client stays pending until the test calls its release (in the order sent): the
 * loading bar's tests decide when each request ends. Returns the releases, emptied before each test.
 */
export function holdRequests(): (() => void)[] {
  const releases: (() => void)[] = [];
  beforeEach(() => {
    releases.length = 0;
    http.defaults.adapter = (config) =>
      new Promise((resolve) => {
        releases.push(() => resolve({ data: {}, status: 200, statusText: 'OK', headers: {}, config }));
      });
  });
  afterEach(() => {
    http.defaults.adapter = undefined;
  });
  return releases;
}
