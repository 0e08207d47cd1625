import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
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
import { createUser, EMAIL_TAKEN, isUniqueViolation, normaliseEmail } from '../../services/users';

function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'company';
}

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
        errors.company_name = [
          text('api.validation.requiredWhen', { field: 'company name', other: 'type', value: 'company' }),
        ];
      const taken = await fastify.db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', email)
        .executeTakeFirst();
      if (taken) errors.email = [EMAIL_TAKEN];
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

      const passwordHash = await hashPassword(body.password, hashTurnOf(request, reply));
      let userId: number;
      try {
        userId = await fastify.db.transaction().execute(async (trx) => {
          let companyId: number | null = null;
          if (body.type === 'company') {
            const base = slugify(companyName);
            const exists = await trx.selectFrom('companies').select('id').where('slug', '=', base).executeTakeFirst();
            const slug = exists ? `${base}-${randomBytes(3).toString('hex')}` : base;
            const company = await trx
              .insertInto('companies')
              .values({
                name: companyName,
                slug,
                logo: null,
                description: null,
                sector_id: null,
                minisite_template: null,
                minisite_content: null,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            companyId = company.id;
          }
          return createUser(trx, {
            email,
            passwordHash,
            type: body.type,
            nombre,
            apellidos: body.apellidos?.trim() || null,
            companyId,
            referralPlatform: body.referral_platform?.trim() || null,
            validated: false,
            locale: statedLocale(request),
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
        throw error;
      }
      request.log.info({ userId, type: body.type }, 'registered');
      const answer = await startSession(fastify, request, reply, userId, 'register');
      // A new candidate starts at the welcome page; a company at its job list.
      return { ...answer, route: body.type === 'candidate' ? '/welcome' : '/company/jobs' };
    },
  );
};

export default registerRoutes;
