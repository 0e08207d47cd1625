// A candidate's favourite jobs (docs/contracts.md#favourites).
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Id, Int, Text } from './bounds';
import { FAVORITES_LIMITS } from './limits';
import { PageEnvelopeFields } from './common';
import { FAVORITES_PAGE_SIZE } from './constants';
import { JobSchema } from './jobs';

export const FavoriteSchema = Type.Object({ offer_id: Type.Integer(), created_at: Type.String() });
export type Favorite = Static<typeof FavoriteSchema>;

/** `GET /api/candidates/favorites`: a page of favourites, newest first, each with its job (available or not). */
export const FavoritesPageSchema = Type.Object({
  favorites: Type.Array(Type.Object({ ...FavoriteSchema.properties, job: JobSchema })),
  ...PageEnvelopeFields,
  /** The candidate has any favourite at all (whatever search/status say). */
  hasFavorites: Type.Boolean(),
  /** Favourites whose job is no longer available. */
  totalExpired: Type.Integer(),
});
export type FavoritesPage = Static<typeof FavoritesPageSchema>;

/** `POST /api/candidates/favorites {offer_id}`. */
export const FavoriteResponseSchema = Type.Object({ favorite: FavoriteSchema });
export type FavoriteResponse = Static<typeof FavoriteResponseSchema>;

/** Query of `GET /api/candidates/favorites`: the page, its size, a search in the job titles and the status filter. */
export const FavoritesQuerySchema = Type.Object({
  page: Type.Optional(Int(1, 10_000, { default: 1 })),
  rows: Type.Optional(Int(1, 50, { default: FAVORITES_PAGE_SIZE })),
  search: Type.Optional(Text(FAVORITES_LIMITS.search)),
  /** active: still available; expired: no longer available; all (default). */
  status: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('active'), Type.Literal('expired'), Type.Literal('')]),
  ),
});
export type FavoritesQuery = Static<typeof FavoritesQuerySchema>;

/** Body of `POST /api/candidates/favorites`. */
export const AddFavoriteRequestSchema = Type.Object({ offer_id: Id() });
export type AddFavoriteRequest = Static<typeof AddFavoriteRequestSchema>;
