import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandidateProfileResponseSchema,
  DestroyAccountRequestSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  RRSS_IDS,
} from 'shared-kit/contracts';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { signedInUser } from '../../plugins/auth';
import { listCvs } from '../../services/candidate-cvs';
import { candidateLanguages } from '../../services/users';

function age(birth: string | null, now = new Date()): number | null {
  if (!birth) return null;
  const date = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  let years = now.getUTCFullYear() - date.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < date.getUTCMonth() ||
    (now.getUTCMonth() === date.getUTCMonth() && now.getUTCDate() < date.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}

/**
 * Candidate-only calls (docs/contracts.md#candidates). Every route under /api/candidates needs a
 * candidate token: plugins/auth.ts guards the whole prefix, whoever registers the route. The account settings
 * shared with companies (`/api/candidates/account-settings/update-*`) are registered by routes/auth.
 */
const candidateRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.delete(
    '/api/candidates/account-settings/destroy',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Delete the account with all its personal data and files; only the reason for leaving is kept',
        security: [{ bearerAuth: [] }],
        body: DestroyAccountRequestSchema,
        response: { 200: MessageResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await fastify.db.transaction().execute(async (trx) => {
        // The reason, without anything that names the person.
        await trx
          .insertInto('account_deletions')
          .values({
            user_type: 'candidate',
            motivo_id: request.body.motivo_id,
            texto: request.body.texto?.trim() || null,
          })
          .execute();
        // Mail waiting for or sent to the address is personal data too.
        await trx.deleteFrom('outbox').where('to_address', '=', me.email).execute();
        // Profile, languages, files (CVs, photo), sessions, favourites, applications, event registrations,
        // identities and reset links all go with the user row (ON DELETE CASCADE).
        await trx.deleteFrom('users').where('id', '=', me.id).where('type', '=', 'candidate').execute();
      });
      request.log.info({ userId: me.id }, 'account deleted');
      return { message: request.t('api.account.deleted') };
    },
  );

  fastify.get(
    '/api/candidates/profile',
    {
      schema: {
        tags: ['candidates'],
        summary: "The signed-in candidate's profile",
        security: [{ bearerAuth: [] }],
        response: { 200: CandidateProfileResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const [user, candidate, languages, cvs] = await Promise.all([
        fastify.db
          .selectFrom('users')
          .select(['id', 'email', 'nombre', 'apellidos', 'poblacion', 'fk_pais_id', 'f_nace'])
          .where('id', '=', userId)
          .executeTakeFirstOrThrow(),
        fastify.db.selectFrom('candidates').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        candidateLanguages(fastify.db, userId),
        listCvs(fastify.db, userId),
      ]);
      const birth = user.f_nace ? String(user.f_nace) : null;
      const rrss = [
        ...(candidate?.linkedin ? [{ rrss_id: RRSS_IDS.linkedin, value: candidate.linkedin }] : []),
        ...(candidate?.website ? [{ rrss_id: RRSS_IDS.site, value: candidate.website }] : []),
      ];
      const photo = candidate?.path_foto ?? null;
      return {
        user: {
          id: user.id,
          email: user.email,
          nombre: user.nombre,
          apellidos: user.apellidos,
          poblacion: user.poblacion,
          fk_pais_id: user.fk_pais_id,
          candidate: {
            work_internship: candidate?.work_internship ?? null,
            work_permit: candidate?.work_permit ?? null,
            relocate: candidate?.relocate ?? null,
            working_status: candidate?.working_status ?? null,
            salary_from: candidate?.salary_from ?? null,
            salary_to: candidate?.salary_to ?? null,
            salary_negotiate: candidate?.salary_negotiate ?? false,
            salary: candidate?.salary ?? null,
            presentation_letter: candidate?.presentation_letter ?? null,
            presentation_letter_html: candidate?.presentation_letter_html ?? null,
            headline: candidate?.headline ?? null,
            path_foto: photo,
            full_path_foto: photo,
            static_path_photo_64: candidate?.path_foto_64 ?? null,
            static_path_photo_128: candidate?.path_foto_128 ?? null,
            destination: candidate?.destination ?? [],
            accepted_at: candidate?.accepted_at ? candidate.accepted_at.toISOString() : null,
            cvsearch: candidate?.cvsearch ?? true,
            email_matchings: candidate?.email_matchings ?? true,
            email_notifications: candidate?.email_notifications ?? true,
            email_newsletters: candidate?.email_newsletters ?? false,
            whatsapp_notifications: candidate?.whatsapp_notifications ?? false,
            email_challenge_task: candidate?.email_challenge_task ?? false,
            hasJoinedChallenge: false,
            f_nace: birth,
            age: age(birth),
            rrss,
            virtual_events: [],
            languages,
            categories: candidate?.categories ?? [],
            tags: [],
            cvs,
            experience: [],
            education: [],
            answers: [],
            hasAlmostOneMatchingsOffer: false,
          },
        },
        signal: null,
      };
    },
  );
};

export default candidateRoutes;
