import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddFavoriteRequestSchema,
  FAVORITES_PAGE_SIZE,
  FavoriteResponseSchema,
  FavoritesPageSchema,
  FavoritesQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
} from 'shared-kit/contracts';
import { BearerSecurity, SignedInErrorsSchemas } from '../../schemas/errors';
import { addFavorite, favoritesPage, removeFavorite } from '../../services/favorites';
import { signedInUser } from '../../plugins/auth';

/**
 * A candidate's favourite jobs (docs/contracts.md#favourites; the rules in services/favorites.ts). `{id}` of DELETE is
 * the job id (offer_id), the only id the client holds. Adding and removing are idempotent. The routes are under /api/candidates, whose prefix guard
 * (plugins/auth.ts) lets only a signed-in candidate through.
 */
const favoriteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/candidates/favorites',
    {
      schema: {
        tags: ['candidates'],
        summary: "A page of the candidate's favourite jobs, newest first",
        security: BearerSecurity,
        querystring: FavoritesQuerySchema,
        response: { 200: FavoritesPageSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) =>
      favoritesPage(fastify.db, signedInUser(request).id, {
        page: request.query.page ?? 1,
        rows: request.query.rows ?? FAVORITES_PAGE_SIZE,
        search: request.query.search?.trim(),
        status: request.query.status || 'all',
        locale: request.locale,
      }),
  );

  fastify.post(
    '/api/candidates/favorites',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Add a job that is or was public to the favourites (idempotent; at most 500)',
        security: BearerSecurity,
        body: AddFavoriteRequestSchema,
        response: { 200: FavoriteResponseSchema, 201: FavoriteResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request, reply) => {
      const { created, ...favorite } = await addFavorite(fastify.db, signedInUser(request).id, request.body.offer_id);
      reply.code(created ? 201 : 200);
      return { favorite };
    },
  );

  fastify.delete(
    '/api/candidates/favorites/:id',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Remove a job (by its id, the offer_id) from the favourites (idempotent)',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      await removeFavorite(fastify.db, signedInUser(request).id, request.params.id);
      return { message: request.t('api.favorites.removed') };
    },
  );
};

export default favoriteRoutes;
