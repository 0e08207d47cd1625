import { useTestApp } from '../helper';

describe('career events and company landing', () => {
  const t = useTestApp();

  it('GET /api/career-events lists the five special events, soonest first', async () => {
    const response = await t.app.inject('/api/career-events');
    expect(response.statusCode).toBe(200);
    const { events } = response.json();
    expect(events.map((e: { id: number }) => e.id).sort()).toEqual([20, 22, 23, 24, 25]);
    const starts = events.map((e: { starts_at: string }) => Date.parse(e.starts_at));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(events.find((e: { id: number }) => e.id === 20)).toMatchObject({
      slug: 'dutch-speed-hiring-week',
      landing_path: '/dutch/speed-hiring-week',
    });
  });

  it('GET /api/company-landing answers figures and the companies with most active jobs', async () => {
    const body = (await t.app.inject('/api/company-landing')).json();
    expect(body.stats.jobs).toBe(34);
    expect(body.stats.languages).toBeGreaterThanOrEqual(40);
    expect(body.companies[0]).toMatchObject({ id: 3, jobs: 30 });
    const counts = body.companies.map((c: { jobs: number }) => c.jobs);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });
});
