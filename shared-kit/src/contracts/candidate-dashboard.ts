// The candidate's dashboard in one answer (docs/contracts.md#the-candidates-dashboard): every block of
// `/account/dashboard`, each in the shape its own endpoint answers, so a block that retries alone asks that endpoint.
// Field names are the wire format (docs/contracts.md): keep them as they are.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { ApplicationsPageSchema } from './applications';
import { TasksSchema } from './auth';
import { CandidateEventsResponseSchema, LatestSearchesResponseSchema } from './candidate-activity';
import { Nullable } from './common';
import { FavoritesPageSchema } from './favorites';
import { MatchingJobSchema } from './matchings';

/** The recommended jobs: the best matchings, or, while matchings are not enabled, the server's words on what to do. */
export const DashboardMatchingsSchema = Type.Union([
  Type.Object({ kind: Type.Literal('list'), jobs: Type.Array(MatchingJobSchema), total: Type.Integer() }),
  /** SPEC: `GET /api/app/matchings` refuses with a 422 on `profile`; its message, said in the caller's language. */
  Type.Object({ kind: Type.Literal('off'), message: Type.String() }),
]);
export type DashboardMatchings = Static<typeof DashboardMatchingsSchema>;

/**
 * `GET /api/candidates/dashboard`. A block whose part could not be read is `null`: the page shows that block's error
 * and retry, never an empty dashboard (docs/candidate-area.md#the-dashboard).
 */
export const CandidateDashboardSchema = Type.Object({
  /** The profile's completion, and the photo and names beside the greeting. */
  profile: Nullable(
    Type.Object({
      nombre: Nullable(Type.String()),
      apellidos: Nullable(Type.String()),
      email: Type.String(),
      /** The 128 px photo, else the original, else null. */
      photo: Nullable(Type.String()),
      tasks: TasksSchema,
    }),
  ),
  /** As `GET /api/candidates/applications?rows=DASHBOARD_APPLICATIONS_SIZE`. */
  applications: Nullable(ApplicationsPageSchema),
  /** The best DASHBOARD_MATCHINGS_SIZE of `GET /api/app/matchings`. */
  matchings: Nullable(DashboardMatchingsSchema),
  /** As `GET /api/candidates/favorites?rows=FAVORITES_PAGE_SIZE`. */
  favorites: Nullable(FavoritesPageSchema),
  /** As `GET /api/candidates/searchs/get-latests-searches`. */
  searches: Nullable(LatestSearchesResponseSchema),
  /** As `GET /api/candidates/virtual-event/candidateEvents`. */
  events: Nullable(CandidateEventsResponseSchema),
});
export type CandidateDashboard = Static<typeof CandidateDashboardSchema>;
export type CandidateDashboardProfile = NonNullable<CandidateDashboard['profile']>;
