/**
 * Values the api keeps in this process for a while instead of reading them on every request: reference lists,
 * the number of active jobs, sitemap parts, remote manifests (docs/search.md#values-kept-in-memory). Nothing here
 * is shared between replicas: a value may be up to `ttlMs` old on each, so only data that no request needs to see
 * the moment it changes belongs here. Guests' job-list answers need a bound in bytes and the jobs version: they
 * use their own LRU cache (services/job-list-cache.ts, docs/search.md#caching-guests-lists).
 */
export type CacheOptions = {
  /** How long a value is reused after it was read. */
  ttlMs: number;
  /**
   * 'wait' (the default): after the TTL the next caller waits for a fresh value. 'background': callers keep the
   * last value while a fresh one is read; only the very first read is awaited (for values a request must never
   * wait for twice, such as a remote's manifest).
   */
  refresh?: 'wait' | 'background';
  /** The clock, in milliseconds (tests). */
  now?: () => number;
};

type Entry<V> = { value: Promise<V> | null; expiresAt: number; pending: Promise<V> | null };

/**
 * A cache of `load(key)` per key. Concurrent callers of a key share one read (single flight); a failed read is
 * not kept: its callers see the error and the next caller reads again. Keys are never evicted: use it for a
 * small, fixed set of keys.
 */
export function createKeyedCache<K, V>(load: (key: K) => Promise<V>, options: CacheOptions): (key: K) => Promise<V> {
  const { ttlMs, refresh = 'wait', now = Date.now } = options;
  const entries = new Map<K, Entry<V>>();

  const start = (key: K, entry: Entry<V>) => {
    const pending = load(key);
    entry.pending = pending;
    pending.then(
      () => {
        entry.value = pending;
        entry.expiresAt = now() + ttlMs;
        entry.pending = null;
      },
      () => {
        entry.pending = null;
      },
    );
    return pending;
  };

  return (key) => {
    let entry = entries.get(key);
    if (!entry) {
      entry = { value: null, expiresAt: 0, pending: null };
      entries.set(key, entry);
    }
    if (entry.value && now() < entry.expiresAt) return entry.value;
    const pending = entry.pending ?? start(key, entry);
    return refresh === 'background' && entry.value ? entry.value : pending;
  };
}

/** One cached value: `load()` at most once per `ttlMs` (see createKeyedCache). */
export function createCachedValue<V>(load: () => Promise<V>, options: CacheOptions): () => Promise<V> {
  const get = createKeyedCache<null, V>(load, options);
  return () => get(null);
}

/**
 * One value read again whenever `version()` changes, and otherwise at most once per `ttlMs`: for figures derived
 * from the jobs, which the jobs version (migration 060) announces a change of on every replica, as it does for the
 * job list's answers (services/job-list-cache.ts).
 */
export function createVersionedValue<V>(
  load: () => Promise<V>,
  version: () => Promise<string>,
  options: CacheOptions,
): () => Promise<V> {
  let current: { version: string; get: () => Promise<V> } | null = null;
  return async () => {
    const now = await version();
    if (current?.version !== now) current = { version: now, get: createCachedValue(load, options) };
    return current.get();
  };
}
