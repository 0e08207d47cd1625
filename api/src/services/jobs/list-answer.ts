import type { Job, JobListPath, Locale, Seo } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { ReferenceData } from '../reference';
import { addCandidateExtra } from './extra';
import { type ListQuery, type ResolvedFilters, resolveFilters } from './filters';
import { hydrateJobs } from './hydrate';
import { isUnfiltered, searchJobs } from './search';
import { jobListSeo } from './seo';
import type { TitleMatcher } from './title-words';

export type JobListRequest = {
  path: JobListPath;
  query: ListQuery;
  /** The page of results: offset and size. */
  from: number;
  size: number;
  /** The list's canonical URL, once its names are resolved. */
  canonical: (resolved: ResolvedFilters) => string;
  /**
   * The number of active jobs, cached by the caller. Given, it is an unfiltered list's exact total, so that list is
   * not counted again (and its total is not capped).
   */
  actives?: () => Promise<number>;
  /** The signed-in candidate whose `extra` every job carries (docs/contracts.md#jobs); absent or null for a guest. */
  candidate?: () => Promise<number | null>;
  /** A job answered in full beside the list (the split view's selected job). */
  selected?: number;
  /** The visitor's language: the SEO texts are written in it (docs/i18n.md#on-the-server). */
  locale: Locale;
  /** How keywords match titles, kept per jobs version (title-words.ts); read from the database when absent. */
  titleMatch?: TitleMatcher;
};

export type JobListAnswer = {
  resolved: ResolvedFilters;
  jobs: Job[];
  total: number;
  capped: boolean;
  /** The number of active jobs, when the caller gave it. */
  actives: number | null;
  selected: Job | null;
  seo: Seo;
};

/**
 * One job list as the JSON api (`GET /api{path}`) and the server-rendered page (`GET {path}`) both answer it: path
 * names to filters, search, hydrated jobs, SEO head (docs/architecture.md#how-a-request-flows). An unknown name is
 * resolveFilters' 404 HttpError, left to the caller.
 */
export async function answerJobList(db: Db, reference: ReferenceData, request: JobListRequest): Promise<JobListAnswer> {
  const resolved = await resolveFilters(db, reference, request.path, request.query);
  const unfiltered = request.actives !== undefined && isUnfiltered(resolved.filters);
  const [result, actives, selected, userId] = await Promise.all([
    searchJobs(
      db,
      resolved.filters,
      { from: request.from, size: request.size },
      { count: !unfiltered, titleMatch: request.titleMatch },
    ),
    request.actives ? request.actives() : null,
    request.selected ? hydrateJobs(db, [request.selected], { fullDescription: true, locale: request.locale }) : [],
    request.candidate ? request.candidate() : null,
  ]);
  const total = unfiltered && actives !== null ? actives : result.total;
  const capped = unfiltered ? false : result.capped;
  const [jobs, selectedJobs] = await Promise.all([
    hydrateJobs(db, result.ids, { locale: request.locale }).then((hydrated) => addCandidateExtra(db, userId, hydrated)),
    addCandidateExtra(db, userId, selected),
  ]);
  const seo = jobListSeo({
    labels: resolved.labels,
    total,
    capped,
    page: request.path.page,
    canonical: request.canonical(resolved),
    empty: jobs.length === 0,
    locale: request.locale,
  });
  return { resolved, jobs, total, capped, actives, selected: selectedJobs[0] ?? null, seo };
}
