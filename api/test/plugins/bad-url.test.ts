import { useTestApp } from '../helper';

describe('a malformed URL', () => {
  const t = useTestApp();

  it('answers a page address with a page that leads on, marked noindex', async () => {
    for (const url of ['/jobs-in-%E0%A4%A', '/jobs/%', '/%']) {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).toContain('<h1>This address is not valid</h1>');
      expect(response.body).toContain('<a href="/jobs">');
    }
  });

  it('answers an api address in the house error shape', async () => {
    const response = await t.app.inject('/api/jobs-in-%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The address of this request is not valid.',
      toasts: [{ message: 'The address of this request is not valid.' }],
    });
  });
});
