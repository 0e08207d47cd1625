import { LRUCache } from 'lru-cache';
import type { Job, Locale, RelatedJob } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { ReferenceData } from '../reference';
import { hydrateJobs } from './hydrate';
import { type JobFilters, noFilters, searchJobs } from './search';

const RELATED_SIZE = 6;

type RelatedJobs = {
  general: RelatedJob[];
  sameCity: RelatedJob[];
  sameCompany: RelatedJob[];
  sameLanguages: RelatedJob[];
};

/** The small card of a related job (docs/contracts.md#job): what it shows and links to, nothing more. */
function relatedCard({ id, url, title, content_lang, company, city, country, remote }: Job): RelatedJob {
  return { id, url, title, content_lang, company, city, country, remote };
}

/**
 * One list of the job page's related jobs: the newest active jobs of a country (of the whole board for a job without
 * one), a city, a company or a language.
 */
type RelatedList = { kind: 'countryId' | 'cityId' | 'companyId' | 'language'; id: number | null };

export type RelatedJobsOptions = {
  /** How long a list may be reused at the same jobs version; 0 searches every time. */
  ttlMs: number;
  /** Bound on the lists kept (one per country, city, company or language asked for). */
  maxLists?: number;
  /** Bound on the related jobs' cards kept (one per job and interface language). */
  maxCards?: number;
};

// A list is seven ids: 5,000 of them are some 300 KB.
const DEFAULT_MAX_LISTS = 5_000;
// A related job's card (its description cut to 300 characters) is about 1 KB: 10,000 of them are some 10 MB.
const DEFAULT_MAX_CARDS = 10_000;

/** The newest RELATED_SIZE + 1 active jobs of one list (one more, for the page's own job left out). */
async function newestOf(db: Db, list: RelatedList): Promise<number[]> {
  const filters: Partial<JobFilters> =
    list.kind === 'language' ? { languageIds: list.id === null ? [] : [list.id] } : { [list.kind]: list.id };
  const result = await searchJobs(
    db,
    { ...noFilters(), ...filters },
    { from: 0, size: RELATED_SIZE + 1 },
    { count: false },
  );
  return result.ids;
}

/**
 * The job page's related jobs (docs/contracts.md#job): newest active jobs in the same country, city, company and first
 * language, the job itself left out, their cities named in `locale`.
 *
 * The lists are few and every job page of a country asks for the same one, so they are kept per jobs version, like
 * the guests' job lists (docs/search.md#related-jobs-kept-per-jobs-version): any change to the jobs, on any replica,
 * bumps the version and the next page searches again; the TTL bounds what no change announces (a job passing its
 * expiry date). The related jobs themselves are kept hydrated under the same version and TTL: everything a card shows
 * (the job, its languages, skills and company) bumps that version when it changes, so a card is as fresh as its list.
 * Only the jobs no page asked for lately are read, in one query for the four lists.
 */
export function createRelatedJobs(db: Db, version: () => Promise<string>, options: RelatedJobsOptions) {
  const lists =
    options.ttlMs > 0
      ? new LRUCache<string, number[], RelatedList>({
          max: options.maxLists ?? DEFAULT_MAX_LISTS,
          ttl: options.ttlMs,
          // One search per list at a time: the pages of one country asked at once wait for one.
          fetchMethod: (_key, _stale, { context }) => newestOf(db, context),
        })
      : null;
  const cards =
    options.ttlMs > 0
      ? new LRUCache<string, RelatedJob>({ max: options.maxCards ?? DEFAULT_MAX_CARDS, ttl: options.ttlMs })
      : null;

  /** The cards of the related jobs `ids`, kept ones first; the rest in one query (docs/search.md#cpu-per-request). */
  const cardsOf = async (ids: number[], jobsVersion: string, locale: Locale): Promise<Map<number, RelatedJob>> => {
    const key = (id: number) => `${jobsVersion} ${locale} ${id}`;
    const found = new Map<number, RelatedJob>();
    const missing: number[] = [];
    for (const id of ids) {
      const card = cards?.get(key(id));
      if (card) found.set(id, card);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    for (const job of await hydrateJobs(db, missing, { locale })) {
      const card = relatedCard(job);
      found.set(card.id, card);
      cards?.set(key(card.id), card);
    }
    return found;
  };

  const idsOf = async (list: RelatedList | null, jobsVersion: string): Promise<number[]> => {
    if (!list) return [];
    if (!lists) return newestOf(db, list);
    return (await lists.fetch(`${jobsVersion} ${list.kind} ${list.id}`, { context: list })) ?? [];
  };

  return async function findRelatedJobs(reference: ReferenceData, job: Job, locale: Locale): Promise<RelatedJobs> {
    const firstLanguage = job.languages[0]
      ? reference.languageBySlug.get(job.languages[0].slug.toLowerCase())
      : undefined;
    const city = job.city ? reference.cityBySlug.get(job.city.slug.toLowerCase()) : undefined;
    const jobsVersion = lists ? await version() : '';
    const found = await Promise.all(
      [
        { kind: 'countryId' as const, id: job.country?.id ?? null },
        city ? { kind: 'cityId' as const, id: city.id } : null,
        { kind: 'companyId' as const, id: job.company.id },
        firstLanguage ? { kind: 'language' as const, id: firstLanguage.id } : null,
      ].map((list) => idsOf(list, jobsVersion)),
    );
    const ids = found.map((list) => list.filter((id) => id !== job.id).slice(0, RELATED_SIZE));
    // The four lists share their jobs' hydration: one query for all of them (docs/search.md#cpu-per-request).
    const byId = await cardsOf([...new Set(ids.flat())], jobsVersion, locale);
    const [general, sameCity, sameCompany, sameLanguages] = ids.map((list) =>
      list.flatMap((id) => {
        const related = byId.get(id);
        return related ? [related] : [];
      }),
    );
    return { general, sameCity, sameCompany, sameLanguages };
  };
}

export type FindRelatedJobs = ReturnType<typeof createRelatedJobs>;
