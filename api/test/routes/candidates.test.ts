import { login, useTestApp } from '../helper';

describe('GET /api/candidates/profile', () => {
  const t = useTestApp();

  it('401 without a token or with a made-up one', async () => {
    expect((await t.app.inject('/api/candidates/profile')).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/candidates/profile',
      headers: { authorization: 'Bearer not-a-real-token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().toasts).toHaveLength(1);
  });

  it('403 for a company account', async () => {
    const token = await login(t.app, 'company@example.com');
    const response = await t.app.inject({
      url: '/api/candidates/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'This action is unauthorized.',
      toasts: [{ message: 'This action is unauthorized.' }],
    });
  });

  it("answers the candidate's profile with languages", async () => {
    const token = await login(t.app, 'candidate@example.com');
    const response = await t.app.inject({
      url: '/api/candidates/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.signal).toBeNull();
    expect(body.user).toMatchObject({ email: 'candidate@example.com', nombre: 'Maria', apellidos: 'García López' });
    expect(body.user.candidate.languages).toEqual([
      { id: expect.any(Number), name: 'Spanish', slug: 'Spanish', level: 4 },
      { id: expect.any(Number), name: 'English', slug: 'English', level: 3 },
      { id: expect.any(Number), name: 'German', slug: 'German', level: 2 },
    ]);
    expect(body.user.candidate).toMatchObject({
      relocate: true,
      salary_from: 28000,
      rrss: [{ rrss_id: 0, value: expect.stringContaining('linkedin') }],
    });
  });
});
