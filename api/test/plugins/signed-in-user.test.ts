import Fastify from 'fastify';
import { registerAuth, signedInUser } from '../../src/plugins/auth';
import { registerErrorHandling } from '../../src/plugins/errors';

describe('the signed-in user of a request', () => {
  it('is a 401 in the house error shape when a route without a guard asks for it', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerAuth(app);
    app.get('/unguarded', async (request) => ({ id: signedInUser(request).id }));
    const response = await app.inject('/unguarded');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Unauthenticated.',
      toasts: [{ message: 'Please log in to continue.' }],
    });
    await app.close();
  });
});
