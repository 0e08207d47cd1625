import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';

/**
 * Guests' job-list answers, kept in this process and keyed by the jobs version (migration 060): the rules are in
 * docs/search.md. A replica never asks another one anything: a change to jobs made anywhere bumps the version
 * in the database, every request reads it first, and answers cached under an older version are simply never
 * looked up again (they age out of the LRU). The TTL bounds what no row change announces: a job passing its
 * expiry date, the "last 7 days" window moving on.
 */
export type JobListCache = {
  /** The cached answer of `key` at the current jobs version, or the one `compute` makes (null: do not cache). */
  get: (key: string, compute: () => Promise<string | null>) => Promise<string | null>;
  /** The current jobs version (one indexed row). */
  version: () => Promise<string>;
};

export type JobListCacheOptions = {
  /** How long an answer may be reused at the same version; 0 turns caching off. */
  ttlMs: number;
  /** Bound on the cached JSON, in characters (about bytes: the answers are mostly ASCII). */
  maxChars?: number;
};

const DEFAULT_MAX_CHARS = 64 * 1024 * 1024;

export function createJobListCache(db: Db, { ttlMs, maxChars = DEFAULT_MAX_CHARS }: JobListCacheOptions): JobListCache {
  const version = async () => {
    const row = await db.selectFrom('jobs_version').select('version').executeTakeFirst();
    // bigint arrives as a number (database.ts); a string keeps the key exact whatever the parser.
    return String(row?.version ?? 0);
  };
  if (ttlMs <= 0) return { get: (_key, compute) => compute(), version };

  const answers = new LRUCache<string, string, () => Promise<string | null>>({
    maxSize: maxChars,
    sizeCalculation: (value, key) => value.length + key.length || 1,
    ttl: ttlMs,
    // One computation per key at a time: 20 guests asking the same new list wait for one database search.
    fetchMethod: async (_key, _stale, { context }) => (await context()) ?? undefined,
  });

  return {
    version,
    get: async (key, compute) => {
      const versioned = `${await version()}\n${key}`;
      return (await answers.fetch(versioned, { context: compute })) ?? null;
    },
  };
}
