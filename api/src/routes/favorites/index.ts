import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  AddFavoriteRequestSchema,
  ErrorResponseSchema,
  FAVORITES_PAGE_SIZE,
  FavoriteResponseSchema,
  FavoritesPageSchema,
  FavoritesQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { candidateJobCards } from '../../services/jobs/cards';
import { jobIsAvailable } from '../../services/jobs/search';
import { signedInUser } from '../../plugins/auth';

const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 422: ValidationErrorSchema };

/**
 * A candidate's favourite jobs (docs/contracts.md#favourites). `{id}` of DELETE is the job id (offer_id), the only id
 * the client holds. Adding and removing are idempotent. The routes are under /api/candidates, whose prefix guard
 * (plugins/auth.ts) lets only a signed-in candidate through.
 */
const favoriteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/candidates/favorites',
    {
      schema: {
        tags: ['candidates'],
        summary: "A page of the candidate's favourite jobs, newest first",
        security: [{ bearerAuth: [] }],
        querystring: FavoritesQuerySchema,
        response: { 200: FavoritesPageSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const page = request.query.page ?? 1;
      const rows = request.query.rows ?? FAVORITES_PAGE_SIZE;
      const search = request.query.search?.trim();
      const status = request.query.status || 'all';
      let filtered = fastify.db
        .selectFrom('favorites')
        .innerJoin('jobs', 'jobs.id', 'favorites.job_id')
        .innerJoin('companies', 'companies.id', 'jobs.company_id')
        .where('favorites.user_id', '=', userId);
      // The one "job is available" rule (docs/product-rules.md#job-availability).
      if (status === 'active') filtered = filtered.where(jobIsAvailable);
      if (status === 'expired') filtered = filtered.where((eb) => eb.not(jobIsAvailable));
      if (search) {
        const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        filtered = filtered.where((eb) =>
          eb.or([
            eb(sql`immutable_unaccent(lower(jobs.title))`, 'like', sql`immutable_unaccent(${like})`),
            eb(sql`immutable_unaccent(lower(companies.name))`, 'like', sql`immutable_unaccent(${like})`),
          ]),
        );
      }
      const [list, counts, overall] = await Promise.all([
        filtered
          .select(['favorites.job_id', 'favorites.created_at'])
          .orderBy('favorites.created_at', 'desc')
          .orderBy('favorites.job_id', 'desc')
          .offset((page - 1) * rows)
          .limit(rows)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        // hasFavorites and totalExpired describe the whole list, whatever the search or status.
        fastify.db
          .selectFrom('favorites')
          .innerJoin('jobs', 'jobs.id', 'favorites.job_id')
          .innerJoin('companies', 'companies.id', 'jobs.company_id')
          .where('favorites.user_id', '=', userId)
          .select((eb) => [
            eb.fn.countAll<number>().as('all'),
            eb.fn
              .count<number>('favorites.job_id')
              .filterWhere((w) => w.not(jobIsAvailable))
              .as('expired'),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      const jobById = await candidateJobCards(
        fastify.db,
        userId,
        list.map((row) => row.job_id),
      );
      const total = Number(counts.total);
      return {
        total,
        favorites: list.flatMap((row) => {
          const job = jobById.get(row.job_id);
          return job ? [{ offer_id: row.job_id, created_at: new Date(row.created_at).toISOString(), job }] : [];
        }),
        lastPage: Math.max(1, Math.ceil(total / rows)),
        currentPage: page,
        hasFavorites: Number(overall.all) > 0,
        totalExpired: Number(overall.expired),
      };
    },
  );

  fastify.post(
    '/api/candidates/favorites',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Add a job to the favourites (idempotent)',
        security: [{ bearerAuth: [] }],
        body: AddFavoriteRequestSchema,
        response: { 200: FavoriteResponseSchema, 201: FavoriteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const offerId = request.body.offer_id;
      const job = await fastify.db.selectFrom('jobs').select('id').where('id', '=', offerId).executeTakeFirst();
      if (!job) throw new ValidationFailed({ offer_id: [text('api.validation.selected', { field: 'offer id' })] });
      const inserted = await fastify.db
        .insertInto('favorites')
        .values({ user_id: userId, job_id: offerId })
        .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
        .returning(['job_id', 'created_at'])
        .executeTakeFirst();
      const row =
        inserted ??
        (await fastify.db
          .selectFrom('favorites')
          .select(['job_id', 'created_at'])
          .where('user_id', '=', userId)
          .where('job_id', '=', offerId)
          .executeTakeFirstOrThrow());
      reply.code(inserted ? 201 : 200);
      return { favorite: { offer_id: row.job_id, created_at: new Date(row.created_at).toISOString() } };
    },
  );

  fastify.delete(
    '/api/candidates/favorites/:id',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Remove a job (by its id, the offer_id) from the favourites (idempotent)',
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await fastify.db
        .deleteFrom('favorites')
        .where('user_id', '=', signedInUser(request).id)
        .where('job_id', '=', request.params.id)
        .execute();
      return { message: request.t('api.favorites.removed') };
    },
  );
};

export default favoriteRoutes;
