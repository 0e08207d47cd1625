import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ErrorResponseSchema, LoginResponseSchema, RegisterRequestSchema, ValidationErrorSchema } from 'shared-kit/contracts';
import { ValidationFailed } from '../../lib/http-errors';
import { hashPassword, passwordProblems } from '../../lib/passwords';
import { normaliseEmail, startSession } from '../../services/sessions';

export const EMAIL_TAKEN = 'The email has already been taken.';
const CONFIRMATION_MISMATCH = 'The password field confirmation does not match.';

const UNIQUE_VIOLATION = '23505';

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

/** The 422 field errors shared by register, reset and update-password: rules, then the confirmation. */
export function newPasswordErrors(password: string, confirmation: string, email: string | null): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const problems = passwordProblems(password, email);
  if (problems.length > 0) errors.password = problems;
  if (password !== confirmation) errors.password_confirmation = [CONFIRMATION_MISMATCH];
  return errors;
}

/** `POST /api/auth/register` for candidates and companies; signs the new account in (same answer as login). */
const registerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a candidate or company account and sign it in',
        description: 'Password: at least 10 characters, not the email, not a common password.',
        body: RegisterRequestSchema,
        response: { 200: LoginResponseSchema, 419: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const email = normaliseEmail(body.email);
      const nombre = body.nombre.trim();
      const companyName = body.company_name?.trim() ?? '';
      const errors = newPasswordErrors(body.password, body.password_confirmation, email);
      if (!nombre) errors.nombre = ['The nombre field is required.'];
      if (body.type === 'company' && !companyName) errors.company_name = ['The company name field is required when type is company.'];
      const taken = await fastify.db.selectFrom('users').select('id').where(sql`lower(email)`, '=', email).executeTakeFirst();
      if (taken) errors.email = [EMAIL_TAKEN];
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

      const passwordHash = await hashPassword(body.password);
      let userId: number;
      try {
        userId = await fastify.db.transaction().execute(async (trx) => {
          let companyId: number | null = null;
          if (body.type === 'company') {
            const base = slugify(companyName);
            const exists = await trx.selectFrom('companies').select('id').where('slug', '=', base).executeTakeFirst();
            const slug = exists ? `${base}-${randomBytes(3).toString('hex')}` : base;
            const company = await trx.insertInto('companies').values({ name: companyName, slug, logo: null, description: null, sector_id: null, minisite_template: null, minisite_content: null }).returning('id').executeTakeFirstOrThrow();
            companyId = company.id;
          }
          const user = await trx
            .insertInto('users')
            .values({
              email,
              password_hash: passwordHash,
              type: body.type,
              nombre,
              apellidos: body.apellidos?.trim() || null,
              poblacion: null,
              fk_pais_id: null,
              fk_city_id: null,
              f_nace: null,
              phone: null,
              company_id: companyId,
              referral_platform: body.referral_platform?.trim() || null,
              geoip_iso_code: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (body.type === 'candidate') {
            await trx.insertInto('candidates').values({ user_id: user.id, headline: null, presentation_letter: null, presentation_letter_html: null, work_internship: null, work_permit: null, relocate: null, working_status: null, salary_from: null, salary_to: null, salary: null, path_foto: null, accepted_at: new Date(), linkedin: null, website: null }).execute();
          }
          return user.id;
        });
      } catch (error) {
        // Two registrations with one email at the same moment: the unique index decides.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
        throw error;
      }
      request.log.info({ userId, type: body.type }, 'registered');
      const answer = await startSession(fastify, request, userId, 'register');
      // A new candidate starts at the welcome page; a company at its job list.
      return { ...answer, route: body.type === 'candidate' ? '/welcome' : '/company/jobs' };
    },
  );
};

export default registerRoutes;
