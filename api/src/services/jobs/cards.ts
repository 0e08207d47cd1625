import type { Job, Locale } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { addCandidateExtra } from './extra';
import { hydrateJobs } from './hydrate';

/**
 * The job card of a candidate's lists (favourites, applications: docs/contracts.md#favourites): the list form of the
 * job with the candidate's own `extra`, by id, its city in `locale`. One shape for every list so My jobs renders them
 * alike.
 */
export async function candidateJobCards(
  db: Db,
  userId: number,
  ids: number[],
  locale?: Locale,
): Promise<Map<number, Job>> {
  const hydrated = await hydrateJobs(db, [...new Set(ids)], { visibility: 'history', locale });
  const jobs = await addCandidateExtra(db, userId, hydrated);
  return new Map(jobs.map((job) => [job.id, job]));
}
