import type { FastifyInstance } from 'fastify';
import { buildTestApp, GOOD_PASSWORD, post as postFrom, register, type TestApp } from '../helper';

const ADDRESS = '10.77.0.9';

/**
 * Two api replicas on one database, as behind a load balancer: failures counted by one must hold on the other,
 * or an attacker would simply spread the guesses over the replicas (docs/security.md).
 */
describe('login throttle across replicas', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await buildTestApp();
    two = await buildTestApp();
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  const post = (app: FastifyInstance, url: string, payload: object) => postFrom(app, url, payload, { from: ADDRESS });

  it('failures counted on one replica block the same guesses on the other', async () => {
    const { email, response: registered } = await register(one.app, {}, ADDRESS);
    expect(registered.statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await post(one.app, '/api/auth/login', { email, password: 'wrong-password-1' })).statusCode).toBe(422);
    const elsewhere = await post(two.app, '/api/auth/login', { email, password: GOOD_PASSWORD });
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeGreaterThan(0);
    expect(elsewhere.json().message).toMatch(/^Too many failed attempts\. Please try again in \d+ minutes?\.$/);
  });
});
