import type { Job, Locale } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { ReferenceData } from '../reference';
import { hydrateJobs } from './hydrate';
import { type JobFilters, noFilters, searchJobs } from './search';

const RELATED_SIZE = 6;

type RelatedJobs = { general: Job[]; sameCity: Job[]; sameCompany: Job[]; sameLanguages: Job[] };

/**
 * The job page's related jobs (docs/contracts.md#job): newest active jobs in the same country, city, company and first
 * language, the job itself left out, their cities named in `locale`. The searches skip the count: only a page is needed.
 */
export async function findRelatedJobs(
  db: Db,
  reference: ReferenceData,
  job: Job,
  locale: Locale,
): Promise<RelatedJobs> {
  const related = async (filters: Partial<JobFilters>) => {
    const result = await searchJobs(
      db,
      { ...noFilters(), ...filters },
      { from: 0, size: RELATED_SIZE + 1 },
      { count: false },
    );
    return result.ids.filter((id) => id !== job.id).slice(0, RELATED_SIZE);
  };
  const firstLanguage = job.languages[0]
    ? reference.languageBySlug.get(job.languages[0].slug.toLowerCase())
    : undefined;
  const city = job.city ? reference.cityBySlug.get(job.city.slug.toLowerCase()) : undefined;
  const lists = await Promise.all([
    related({ countryId: job.country?.id ?? null }),
    city ? related({ cityId: city.id }) : Promise.resolve([]),
    related({ companyId: job.company.id }),
    firstLanguage ? related({ languageIds: [firstLanguage.id] }) : Promise.resolve([]),
  ]);
  // The four lists share their jobs' hydration: one query for all of them (docs/search.md#cpu-per-request).
  const hydrated = await hydrateJobs(db, [...new Set(lists.flat())], { locale });
  const byId = new Map(hydrated.map((related) => [related.id, related]));
  const [general, sameCity, sameCompany, sameLanguages] = lists.map((ids) =>
    ids.flatMap((id) => {
      const found = byId.get(id);
      return found ? [found] : [];
    }),
  );
  return { general, sameCity, sameCompany, sameLanguages };
}
