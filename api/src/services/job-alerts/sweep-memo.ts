// What one sweep reads once for all its batches (docs/operations.md#one-walk-per-search-a-sweep): each search's
// walk after the earliest mark, and the job cards its mails show.
import { LRUCache } from 'lru-cache';
import type { Job } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/http-errors';
import type { ResolvedFilters } from '../jobs/filters';
import { hydrateJobs } from '../jobs/hydrate';
import { jobsAfterMark } from '../jobs/search';
import type { ReferenceData } from '../reference';
import { type AlertSearch, resolveAlertSearch } from '.';

/** A search's newest jobs after a mark, with their publication time in microseconds (the mark's unit). */
export type Found = Awaited<ReturnType<typeof jobsAfterMark>>;

/** An alert's high-water mark: publication time as PostgreSQL writes it, the same in microseconds, and a job id. */
export type Mark = { publishedAt: string; us: number; jobId: number };

/** What a search's walk answered, from which mark; `resolved` null when its search no longer resolves (a 404). */
type Walked = { from: Mark; resolved: ResolvedFilters | null; found: Found };

/**
 * Searches one sweep keeps. A board's alerts repeat a few thousand searches (5,747 in the bench's 31,857 alerts), and
 * a batch of 250 alerts holds each popular one again: searched per batch, the bench walked 25,336 times. Past the
 * bound the searches least recently used are walked again, which is only slower.
 */
const MAX_SEARCHES = 10_000;

/** Job cards one sweep keeps: a day's new jobs on the bench's board are 3,384. */
const MAX_JOBS = 10_000;

/** Jobs whose cards one query reads at most (docs/operations.md#the-sweep-beside-requests). */
const HYDRATE_CHUNK = 200;

/** One JOBS_PER_MAIL more than a mail lists: an alert whose own jobs fill it then knows whether there are more. */
export const FOUND_PER_SEARCH = 21;

/** Whether mark `a` is at or before mark `b` (publication time, then job id: the order of the walk). */
const notAfter = (a: Mark, b: Mark) => a.us < b.us || (a.us === b.us && a.jobId <= b.jobId);

export type SweepMemo = ReturnType<typeof createSweepMemo>;

/**
 * The memo of one sweep. Its walks were read in earlier batches' transactions: a job published since is newer than
 * every mark the sweep moves (a mark moves to a job it found), so the next sweep mails it; a job edited since shows
 * its card as it was when read, a few seconds before.
 */
export function createSweepMemo() {
  const searches = new LRUCache<string, Walked>({ max: MAX_SEARCHES });
  const jobs = new LRUCache<number, Job>({ max: MAX_JOBS });
  return {
    /**
     * The search's filters and newest jobs after `earliest`, from a walk of this sweep when one started at or before
     * that mark: each alert's new jobs are the newest part of a list from an earlier mark, cut at its own. Null
     * when the search no longer resolves (its language, place or company has gone).
     */
    async walk(trx: Db, reference: ReferenceData, key: string, search: AlertSearch, earliest: Mark) {
      const kept = searches.get(key);
      if (kept && notAfter(kept.from, earliest)) return kept;
      let walked: Walked;
      try {
        const resolved = await resolveAlertSearch(trx, reference, search);
        const mark = { publishedAt: earliest.publishedAt, jobId: earliest.jobId };
        walked = {
          from: earliest,
          resolved,
          found: await jobsAfterMark(trx, resolved.filters, mark, FOUND_PER_SEARCH),
        };
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        walked = { from: earliest, resolved: null, found: { jobs: [], more: false } };
      }
      searches.set(key, walked);
      return walked;
    },

    /** The cards of `ids` by id, those not read yet in this sweep read HYDRATE_CHUNK at a time. */
    async cards(trx: Db, ids: number[]) {
      const missing = ids.filter((id) => !jobs.has(id));
      // A batch's cards in one answer arrived together and were parsed in one stretch of the event loop: in chunks.
      for (let start = 0; start < missing.length; start += HYDRATE_CHUNK) {
        for (const job of await hydrateJobs(trx, missing.slice(start, start + HYDRATE_CHUNK))) jobs.set(job.id, job);
      }
      const found = new Map<number, Job>();
      for (const id of ids) {
        const job = jobs.get(id);
        if (job) found.set(id, job);
      }
      return found;
    },
  };
}
