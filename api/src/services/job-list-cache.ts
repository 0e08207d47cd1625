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
  get: (key: string, compute: () => Promise<Buffer | null>) => Promise<Buffer | null>;
  /** The current jobs version (one indexed row). */
  version: () => Promise<string>;
};

export type JobListCacheOptions = {
  /** How long an answer may be reused at the same version; 0 turns caching off. */
  ttlMs: number;
  /** Bound on the cached JSON, in bytes. */
  maxBytes?: number;
};

// About 1,000 answers of ~33 KB (most of it the reference lists).
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * `read` shared by concurrent callers without ever answering a caller with a read that started before it
 * asked: a caller arriving while a read is in flight waits for the next one, which starts when that one ends
 * and serves everyone who queued meanwhile. Under load this makes one version query per database round trip
 * instead of one per request, and a change committed before a request arrives is always seen by it.
 */
function coalesce<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = () => {
    const current = read();
    inFlight = current;
    const settled = () => {
      if (inFlight === current) inFlight = null;
    };
    current.then(settled, settled);
    return current;
  };
  return () => {
    if (!inFlight) return start();
    queued ??= inFlight.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = null;
      return start();
    });
    return queued;
  };
}

export function createJobListCache(db: Db, { ttlMs, maxBytes = DEFAULT_MAX_BYTES }: JobListCacheOptions): JobListCache {
  const version = coalesce(async () => {
    const row = await db.selectFrom('jobs_version').select('version').executeTakeFirst();
    // bigint arrives as a number (database.ts); a string keeps the key exact whatever the parser.
    return String(row?.version ?? 0);
  });
  if (ttlMs <= 0) return { get: (_key, compute) => compute(), version };

  // Encoded once: a hit is sent as it is, without serialising or encoding 30 KB again.
  const answers = new LRUCache<string, Buffer, () => Promise<Buffer | null>>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.byteLength + key.length,
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
