import { useTestApp } from '../helper';

describe('system routes', () => {
  const t = useTestApp();

  it('GET /api/health checks the database', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('GET /api/version-check answers the configured version', async () => {
    const response = await t.app.inject('/api/version-check');
    expect(response.json()).toEqual({ version: '9.9.9-test' });
  });

  it('GET /api/ping answers pong with the server time', async () => {
    const before = Date.now();
    const body = (await t.app.inject('/api/ping')).json();
    expect(body.pong).toBe(true);
    expect(Date.parse(body.time)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('GET /remotes.json lists the remotes from the environment, uncached', async () => {
    const response = await t.app.inject('/remotes.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: {
        mfe_jobs: 'https://cdn.example.test/jobs/mf-manifest.json',
        mfe_candidate: 'https://cdn.example.test/candidate/mf-manifest.json',
        mfe_company: 'http://localhost:8083/mf-manifest.json',
        mfe_events: 'http://localhost:8084/mf-manifest.json',
      },
    });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const spec = (await t.app.inject('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/jobs', '/api/job', '/api/auth/login']));
    expect(spec.paths['/api/jobs'].get.parameters.map((p: { name: string }) => p.name)).toContain('_size');
  });
});
