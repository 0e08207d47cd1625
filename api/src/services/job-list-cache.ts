import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database';
import { preparedFirst } from '../db/prepared';
import { queryTemplate } from '../db/query-template';

/**
 * Guests' job-list answers, kept in this process and keyed by the jobs version (migration 060): the rules are in
 * docs/search.md. A replica never asks another one anything: a change to jobs made anywhere bumps the version
 * in the database, every request reads it first, and answers cached under an older version are simply never
 * looked up again (they age out of the LRU). The TTL bounds what no row change announces: a job passing its
 * expiry date, the "last 7 days" window moving on.
 */
export type JobListCache = {
  /** False when JOB_LIST_CACHE_SECONDS is 0: every answer is computed. */
  enabled: boolean;
  /** The cached answer of `key` at the current jobs version, or the one `compute` makes (null: do not cache). */
  get: (key: string, compute: () => Promise<EncodedAnswer | null>) => Promise<EncodedAnswer | null>;
  /** The current jobs version (one indexed row). */
  version: () => Promise<string>;
};

export type JobListCacheOptions = {
  /** How long an answer may be reused at the same version; 0 turns caching off. */
  ttlMs: number;
  /** Bound on the cached answers, in bytes (all three encodings). */
  maxBytes?: number;
};

// About 900 answers of ~33 KB (most of it the reference lists) plus their ~5 KB compressed copies.
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
    queued ??= inFlight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

/** Built once (docs/search.md#queries-built-once). */
const versionQuery = queryTemplate((db, _shape: null) => db.selectFrom('jobs_version').select('version'));

export function createJobListCache(db: Db, { ttlMs, maxBytes = DEFAULT_MAX_BYTES }: JobListCacheOptions): JobListCache {
  const version = coalesce(async () => {
    // Read on most requests (the related jobs, the lists' cache): planned once per connection.
    const row = await preparedFirst(db, versionQuery(null));
    // bigint arrives as a number (database.ts); a string keeps the key exact whatever the parser.
    return String(row?.version ?? 0);
  });
  if (ttlMs <= 0) return { enabled: false, get: (_key, compute) => compute(), version };

  const answers = new LRUCache<string, EncodedAnswer, () => Promise<EncodedAnswer | null>>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) =>
      value.identity.byteLength + value.gzip.byteLength + value.br.byteLength + key.length,
    ttl: ttlMs,
    // One computation per key at a time: 20 guests asking the same new list wait for one database search.
    fetchMethod: async (_key, _stale, { context }) => (await context()) ?? undefined,
  });

  return {
    enabled: true,
    version,
    get: async (key, compute) => {
      const versioned = `${await version()}\n${key}`;
      return (await answers.fetch(versioned, { context: compute })) ?? null;
    },
  };
}

/**
 * A cached answer, serialised and compressed once: a hit is sent as it is, with no JSON serialisation and no
 * compression of 30 KB per request (sending the bytes is then most of the cost of a hit).
 */
export type EncodedAnswer = { identity: Buffer; gzip: Buffer; br: Buffer };
export type ContentEncoding = keyof EncodedAnswer;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export async function encodeAnswer(json: string): Promise<EncodedAnswer> {
  const identity = Buffer.from(json);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    // Quality 5: most of brotli's gain over gzip at a few milliseconds, paid once per cached answer.
    brotliAsync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength },
    }),
  ]);
  return { identity, gzip: gzipped, br: brotli };
}

/** The best encoding an Accept-Encoding header allows: br, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.slice(0, 500).toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (!refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}
