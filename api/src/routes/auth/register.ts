import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  accountRoute,
  ErrorResponseSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { statedLocale } from '../../plugins/locale';
import { hashTurnOf, newPasswordErrors } from '../../services/passwords';
import { startSession } from '../../services/sessions';
import { registerAccount } from '../../services/registration';
import { EMAIL_TAKEN, emailTaken, isUniqueViolation, normaliseEmail } from '../../services/users';

/** `POST /api/auth/register` for candidates and companies; signs the new account in (same answer as login). */
const registerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/auth/register',
    {
      // Counted per client address before the password is hashed (docs/security.md#password-hashing-under-load).
      config: { quota: 'register' },
      schema: {
        tags: ['auth'],
        summary: 'Create a candidate or company account and sign it in',
        description:
          'Password: at least 10 characters, not the email, not a common password. 60 an hour per client address ' +
          '(429 with Retry-After); the password hashing queue full: 503 with Retry-After.',
        body: RegisterRequestSchema,
        response: {
          200: LoginResponseSchema,
          419: ErrorResponseSchema,
          422: ValidationErrorSchema,
          429: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = normaliseEmail(body.email);
      const nombre = body.nombre.trim();
      const companyName = body.company_name?.trim() ?? '';
      const errors = newPasswordErrors(body.password, body.password_confirmation, email);
      if (!nombre) errors.nombre = [text('api.validation.required', { field: 'nombre' })];
      if (body.type === 'company' && !companyName)
        errors.company_name = [text('api.validation.required', { field: 'company_name' })];
      if (await emailTaken(fastify.db, email)) errors.email = [EMAIL_TAKEN];
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

      const passwordHash = await hashPassword(body.password, hashTurnOf(request, reply));
      let userId: number;
      try {
        userId = await registerAccount(
          fastify.db,
          {
            email,
            passwordHash,
            type: body.type,
            nombre,
            apellidos: body.apellidos?.trim() || null,
            referralPlatform: body.referral_platform?.trim() || null,
            validated: false,
            locale: statedLocale(request),
          },
          companyName,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
        throw error;
      }
      request.log.info({ userId, type: body.type }, 'registered');
      const answer = await startSession(fastify, request, reply, userId, 'register');
      // A new candidate starts at the welcome page; a company at its job list.
      return { ...answer, route: accountRoute(body.type, 'register') };
    },
  );
};

export default registerRoutes;
