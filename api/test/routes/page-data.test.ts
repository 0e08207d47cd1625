import { jobListRequestKey, type PageData } from 'shared-kit/contracts';
import { useTestApp } from '../helper';

// docs/delivery.md#the-list-travels-in-the-page: a server-rendered job list carries the answer the client's first
// search would get from the JSON api, stamped with that request's key; other pages carry none.
describe('the data a page carries for its first render', () => {
  const t = useTestApp();

  const pageData = (html: string): PageData | null => {
    const match = /<script id="page-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    return match ? (JSON.parse(match[1] as string) as PageData) : null;
  };
  const page = async (url: string) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const api = async (url: string) => {
    const response = await t.app.inject({ url, headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** The answer without the figures that are the api's own measure (the time taken, the cached active count). */
  const comparable = (answer: { jobs: Record<string, unknown> }) => ({
    ...answer,
    jobs: { ...answer.jobs, seconds: 0, total_actives: 0 },
  });

  it("carries /jobs' first page as GET /api/jobs answers it, after the page's markup", async () => {
    const html = await page('/jobs');
    const data = pageData(html);
    expect(data?.jobList?.key).toBe(
      jobListRequestKey({
        path: '/jobs',
        from: 0,
        size: 20,
        keywords: '',
        experience: [],
        employment_type: [],
        latests: false,
      }),
    );
    expect(comparable(data?.jobList?.answer as never)).toEqual(comparable(await api('/api/jobs?_from=0&_size=20')));
    expect(data?.jobList?.answer.jobs.data).toHaveLength(20);
    // Outside the root React replaces, after it.
    expect(html.indexOf('id="page-data"')).toBeGreaterThan(html.indexOf('<footer class="footer">'));
  });

  it('carries a filtered page of a list with its query, under the key of the same request', async () => {
    const html = await page('/jobs-for-English-speakers/2?experience=2&experience=1&keywords=%20engineer%20');
    const data = pageData(html);
    expect(data?.jobList?.key).toBe(
      jobListRequestKey({
        path: '/jobs-for-English-speakers',
        from: 20,
        size: 20,
        keywords: 'engineer',
        experience: [1, 2],
        employment_type: [],
        latests: false,
      }),
    );
    const answer = await api(
      '/api/jobs-for-English-speakers?keywords=engineer&experience[]=1&experience[]=2&_from=20&_size=20',
    );
    expect(data?.jobList?.answer.jobs.data.map((job) => job.id)).toEqual(
      answer.jobs.data.map((job: { id: number }) => job.id),
    );
    expect(data?.jobList?.answer.jobs.total_search).toBe(answer.jobs.total_search);
  });

  it('cannot be closed early by what a visitor typed', async () => {
    const html = await page('/jobs?keywords=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(pageData(html)?.jobList?.key).toContain('</script><script>alert(1)</script>');
  });

  it('is not written on a job page, the home page or a static page', async () => {
    const job = (await api('/api/jobs?_size=1')).jobs.data[0];
    for (const url of [`/jobs/${job.url}`, '/', '/about-us']) expect(pageData(await page(url))).toBeNull();
  });
});
