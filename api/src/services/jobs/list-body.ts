import type { Static } from 'typebox';
import { Value } from 'typebox/value';
import { JobListResponseSchema, type Locale } from 'shared-kit/contracts';
import { cityName, otherCityNames } from '../place-names';
import type { ReferenceData } from '../reference';
import type { JobListAnswer } from './list-answer';

export type JobListBody = Static<typeof JobListResponseSchema>;

type WireLists = Pick<JobListBody, 'languages' | 'countries' | 'cities' | 'remotes'>;

/**
 * The reference lists sent with every job list, mapped to their wire shape once per reference load and language
 * (they change only with deploys and seeds) instead of once per request. Cities are named in the caller's language,
 * with their other names beside (`also`), which the place filter finds them by (docs/i18n.md#place-names).
 */
const wireLists = new WeakMap<ReferenceData, Map<Locale, WireLists>>();
export function referenceLists(reference: ReferenceData, locale: Locale): WireLists {
  let byLocale = wireLists.get(reference);
  if (!byLocale) {
    byLocale = new Map();
    wireLists.set(reference, byLocale);
  }
  let lists = byLocale.get(locale);
  if (!lists) {
    lists = {
      languages: { data: reference.languages.map(({ slug, name }) => ({ slug, name })) },
      countries: { data: reference.countryList },
      cities: {
        data: reference.cities.map(({ slug, name, country_slug }) => {
          const also = otherCityNames({ slug, name }, locale);
          return { slug, name: cityName({ slug, name }, locale), country_slug, ...(also.length ? { also } : {}) };
        }),
      },
      remotes: reference.remoteTypes,
    };
    byLocale.set(locale, lists);
  }
  return lists;
}

/** The reference lists of an answer asked with `_lists=none`: the client holds them (docs/contracts.md#jobs). */
const NO_LISTS: WireLists = { languages: { data: [] }, countries: { data: [] }, cities: { data: [] }, remotes: [] };

/**
 * The body of `GET /api{job-list path}` for one answered list (docs/contracts.md#jobs). The JSON route sends it, and a
 * server-rendered list page carries it for the client to start from (docs/delivery.md#the-list-travels-in-the-page).
 * `lists: 'none'` leaves the reference lists empty: 14 of a list's 36 KB, the same on every list of a language, which
 * a client that already holds them asks to be spared (docs/search.md#reference-lists-once-a-visit).
 */
export function jobListBody(
  list: JobListAnswer,
  reference: ReferenceData,
  seconds: number,
  locale: Locale,
  lists: 'all' | 'none' = 'all',
): JobListBody {
  return {
    jobs: {
      data: list.jobs,
      total_search: list.total,
      total_actives: list.actives ?? 0,
      seconds: Math.round(seconds * 1000) / 1000,
      total_capped: list.capped,
    },
    seo: list.seo,
    ...(lists === 'none' ? NO_LISTS : referenceLists(reference, locale)),
    job: list.selected,
    hasMinisiteService: list.resolved.minisite?.hasService ?? false,
    companyIdMinisite: list.resolved.minisite?.companyId ?? null,
  };
}

/**
 * The same body as the JSON route serialises it: its response schema drops any field it does not name, so the copy a
 * page carries holds no more than the api would answer.
 */
export function jobListBodyAsSent(list: JobListAnswer, reference: ReferenceData, locale: Locale): JobListBody {
  return Value.Clean(JobListResponseSchema, structuredClone(jobListBody(list, reference, 0, locale))) as JobListBody;
}
