import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MeResponseSchema,
  MessageResponseSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { hashTurnOf, verifyAccountPassword } from '../../services/passwords';
import { candidateTasks } from '../../services/users';
import { accountSettingsRoutes } from './account-settings';
import backdoorRoutes from './backdoor';
import oidcRoutes from './oidc';
import passwordResetRoutes from './password-reset';
import registerRoutes from './register';
import { revokeSession, sessionUser, startSession } from '../../services/sessions';
import { normaliseEmail, userByEmail } from '../../services/users';
import { attemptOf, guardedAttempt } from '../../services/auth-throttle';
import { signedInUser } from '../../plugins/auth';
import { named } from '../../lib/plugin-names';

const BAD_CREDENTIALS = text('api.auth.badCredentials');

const errors = {
  401: ErrorResponseSchema,
  419: ErrorResponseSchema,
  422: ValidationErrorSchema,
  429: ErrorResponseSchema,
};

/**
 * Accounts and the session (docs/product-rules.md#accounts-and-session, docs/contracts.md#auth): login, logout, me; the
 * rest in the files beside this.
 */
const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        description:
          '5 failures for one account from one address (20 from one address) within 15 minutes: 429 with Retry-After. ' +
          'The password hashing queue full: 503 with Retry-After.',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema, ...errors, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const user = await userByEmail(fastify.db, email);
      // The attempt is taken before the password is hashed (docs/security.md#throttling-of-guesses). Unknown emails
      // take as long (a dummy hash); an old hash is upgraded on success.
      const valid = await guardedAttempt(fastify.db, attemptOf(request, 'login', email), () =>
        verifyAccountPassword(fastify.db, user, request.body.password, hashTurnOf(request, reply)),
      );
      if (!user || !valid) {
        request.log.info({ ip: request.ip }, 'login failed');
        throw new ValidationFailed({ email: [BAD_CREDENTIALS] }, BAD_CREDENTIALS);
      }
      return startSession(fastify, request, reply, user.id, 'password');
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
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await revokeSession(fastify.db, user.tokenId);
      request.log.info({ userId: user.id }, 'logout');
      return { message: request.t('api.auth.loggedOut') };
    },
  );

  fastify.get(
    '/api/auth/me',
    {
      preHandler: fastify.requireUser('any'),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (languages and career events included), without a new token',
        security: [{ bearerAuth: [] }],
        response: { 200: MeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, tokenExpiresAt } = signedInUser(request);
      const user = await sessionUser(fastify, id, null, tokenExpiresAt);
      return { user, tasks: user.type === 'candidate' ? await candidateTasks(fastify.db, id) : null };
    },
  );

  await fastify.register(named('registerRoutes', registerRoutes));
  await fastify.register(named('passwordResetRoutes', passwordResetRoutes));
  await fastify.register(named('backdoorRoutes', backdoorRoutes));
  await fastify.register(named('oidcRoutes', oidcRoutes));
  // Candidates and companies change their email and password the same way, each under its own guarded prefix.
  await fastify.register(
    named('candidatesAccountSettingsRoutes', accountSettingsRoutes('/api/candidates', 'candidates')),
  );
  await fastify.register(named('companiesAccountSettingsRoutes', accountSettingsRoutes('/api/companies', 'companies')));
};

export default authRoutes;
