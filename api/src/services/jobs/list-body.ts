import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { JobListResponseSchema } from 'shared-kit/contracts';
import type { ReferenceData } from '../reference';
import type { JobListAnswer } from './list-answer';

export type JobListBody = Static<typeof JobListResponseSchema>;

/**
 * The reference lists sent with every job list, mapped to their wire shape once per reference load (they change only
 * with deploys and seeds) instead of once per request.
 */
const wireLists = new WeakMap<ReferenceData, Pick<JobListBody, 'languages' | 'countries' | 'cities' | 'remotes'>>();
export function referenceLists(reference: ReferenceData) {
  let lists = wireLists.get(reference);
  if (!lists) {
    lists = {
      languages: { data: reference.languages.map(({ slug, name }) => ({ slug, name })) },
      countries: { data: reference.countryList },
      cities: { data: reference.cities.map(({ slug, name, country_slug }) => ({ slug, name, country_slug })) },
      remotes: reference.remoteTypes,
    };
    wireLists.set(reference, lists);
  }
  return lists;
}

/**
 * The body of `GET /api{job-list path}` for one answered list (docs/contracts.md#jobs). The JSON route sends it, and a
 * server-rendered list page carries it for the client to start from (docs/delivery.md#the-list-travels-in-the-page).
 */
export function jobListBody(list: JobListAnswer, reference: ReferenceData, seconds: number): JobListBody {
  return {
    jobs: {
      data: list.jobs,
      total_search: list.total,
      total_actives: list.actives ?? 0,
      seconds: Math.round(seconds * 1000) / 1000,
      total_capped: list.capped,
    },
    seo: list.seo,
    ...referenceLists(reference),
    job: list.selected,
    hasMinisiteService: list.resolved.minisite?.hasService ?? false,
    companyIdMinisite: list.resolved.minisite?.companyId ?? null,
  };
}

/**
 * The same body as the JSON route serialises it: its response schema drops any field it does not name, so the copy a
 * page carries holds no more than the api would answer.
 */
export function jobListBodyAsSent(list: JobListAnswer, reference: ReferenceData): JobListBody {
  return Value.Clean(JobListResponseSchema, structuredClone(jobListBody(list, reference, 0))) as JobListBody;
}
