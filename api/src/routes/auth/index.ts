import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ErrorResponseSchema, LoginRequestSchema, LoginResponseSchema, ValidationErrorSchema } from 'shared-kit/contracts';
import { ValidationFailed } from '../../lib/http-errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { createToken, hashToken, TOKEN_LIFETIME_MS } from '../../lib/tokens';
import { MessageSchema } from '../../schemas/candidates';
import { candidateTasks, userPayload } from '../../services/users';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';

/** `POST /api/auth/login`, `POST /api/auth/logout` (DESIGN section 4). */
const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, 419: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const user = await fastify.db
        .selectFrom('users')
        .select(['id', 'type', 'password_hash'])
        .where(sql`lower(email)`, '=', email)
        .executeTakeFirst();
      // Verify against a dummy hash for unknown emails too: the answer time does not reveal which emails exist.
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !valid) {
        request.log.info({ email }, 'login failed');
        throw new ValidationFailed({ email: [BAD_CREDENTIALS] }, BAD_CREDENTIALS);
      }
      const token = createToken();
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
      await fastify.db.insertInto('auth_tokens').values({ token_hash: hashToken(token), user_id: user.id, expires_at: expiresAt }).execute();
      request.log.info({ userId: user.id, type: user.type }, 'login');
      const route = user.type === 'company' ? '/company/jobs' : user.type === 'admin' ? fastify.config.adminDashboardUrl : '/jobs';
      return {
        user: await userPayload(fastify.db, user.id, token, expiresAt),
        token,
        route,
        tasks: user.type === 'candidate' ? await candidateTasks(fastify.db, user.id) : null,
        hasAppToken: false,
      };
    },
  );

  fastify.post(
    '/api/auth/logout',
    {
      preHandler: fastify.requireUser('any'),
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current token',
        security: [{ bearerAuth: [] }],
        response: { 200: MessageSchema, 401: ErrorResponseSchema, 419: ErrorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (user) {
        await fastify.db.updateTable('auth_tokens').set({ revoked: true }).where('id', '=', user.tokenId).execute();
      }
      return { message: 'Logged out successfully' };
    },
  );
};

export default authRoutes;
