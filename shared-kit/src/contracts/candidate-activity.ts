// What a candidate did lately, for the dashboard (docs/contracts.md#latest-searches-and-events): the job searches
// they ran and the career events they joined.
// Field names are the wire format (docs/contracts.md): keep them as they are.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { CareerEventListSchema } from './events';

/** Searches kept per candidate: the newest; an older one goes when an eleventh is run. */
export const MAX_LATEST_SEARCHES = 10;

/** One job search the candidate ran, to run again. */
export const LatestSearchSchema = Type.Object({
  /** The list's site path with its query, as the job list spells it: `/jobs-in-Berlin-for-German-speakers?keywords=sales`. */
  path: Type.String(),
  /** The search in words, in the language the candidate searched in: "Jobs for German speakers in Berlin". */
  label: Type.String(),
  /** When it was last run (ISO time). */
  created_at: Type.String(),
});
export type LatestSearch = Static<typeof LatestSearchSchema>;

/** `GET /api/candidates/searchs/get-latests-searches`: newest first, at most MAX_LATEST_SEARCHES. */
export const LatestSearchesResponseSchema = Type.Object({ results: Type.Array(LatestSearchSchema) });
export type LatestSearchesResponse = Static<typeof LatestSearchesResponseSchema>;

/**
 * `GET /api/candidates/virtual-event/candidateEvents`: the events the candidate joined, upcoming first, each as
 * `GET /api/career-events` answers it.
 */
export const CandidateEventsResponseSchema = CareerEventListSchema;
export type CandidateEventsResponse = Static<typeof CandidateEventsResponseSchema>;
