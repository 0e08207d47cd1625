import type { TestApp } from '../helper';

/**
 * GETs on the test app (`app` is read at call time: the suites build it in beforeAll), and the job urls a job list
 * answers, in order, after checking it answered 200.
 */
export function jobListCalls(app: () => TestApp) {
  const get = (url: string, headers: Record<string, string> = {}) => app().app.inject({ method: 'GET', url, headers });
  const urls = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return (response.json().jobs.data as { url: string }[]).map((job) => job.url);
  };
  return { get, urls };
}
