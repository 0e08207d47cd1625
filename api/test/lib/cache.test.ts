import { createCachedValue, createKeyedCache, createVersionedValue } from '../../src/lib/cache';

/** A load whose answers the test releases one by one, counting its calls. */
function controlledLoad<K>() {
  const calls: { key: K; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = (key: K) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, resolve, reject });
    });
  return { load, calls };
}

/** Lets the cache's own promise callbacks run. */
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the in-memory cache of the api', () => {
  let time = 1_000;
  const now = () => time;
  beforeEach(() => {
    time = 1_000;
  });

  it('reads a value once, shares it until the TTL has passed, then reads it again', async () => {
    let reads = 0;
    const value = createCachedValue(async () => `value ${++reads}`, { ttlMs: 100, now });
    expect(await value()).toBe('value 1');
    time += 99;
    expect(await value()).toBe('value 1');
    time += 1;
    expect(await value()).toBe('value 2');
    expect(reads).toBe(2);
  });

  it('makes concurrent callers of a missing value wait for one read', async () => {
    const { load, calls } = controlledLoad<null>();
    const value = createCachedValue(() => load(null), { ttlMs: 100, now });
    const answers = Promise.all([value(), value(), value()]);
    expect(calls).toHaveLength(1);
    calls[0].resolve('once');
    expect(await answers).toEqual(['once', 'once', 'once']);
  });

  it('does not keep a failed read: its callers see the error and the next caller reads again', async () => {
    const { load, calls } = controlledLoad<null>();
    const value = createCachedValue(() => load(null), { ttlMs: 100, now });
    const failed = Promise.all([value(), value()]);
    calls[0].reject(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    const retried = value();
    expect(calls).toHaveLength(2);
    calls[1].resolve('back');
    expect(await retried).toBe('back');
  });

  it('keeps one value per key', async () => {
    const { load, calls } = controlledLoad<string>();
    const get = createKeyedCache(load, { ttlMs: 100, now });
    const jobs = get('jobs');
    const candidate = get('candidate');
    expect(calls.map((call) => call.key)).toEqual(['jobs', 'candidate']);
    calls[0].resolve('jobs files');
    calls[1].resolve('candidate files');
    expect(await jobs).toBe('jobs files');
    expect(await candidate).toBe('candidate files');
    expect(await get('jobs')).toBe('jobs files');
    expect(calls).toHaveLength(2);
  });

  it('in background mode, awaits only the first read and answers the last value while reading a fresh one', async () => {
    const { load, calls } = controlledLoad<string>();
    const get = createKeyedCache(load, { ttlMs: 100, refresh: 'background', now });
    const first = get('jobs');
    calls[0].resolve('v1');
    expect(await first).toBe('v1');
    await flush();

    time += 100;
    // Expired: the old value at once, one read in the background however many callers come meanwhile.
    expect(await get('jobs')).toBe('v1');
    expect(await get('jobs')).toBe('v1');
    expect(calls).toHaveLength(2);
    calls[1].resolve('v2');
    await flush();
    expect(await get('jobs')).toBe('v2');

    // A failed refresh keeps the last value and is tried again by the next caller.
    time += 100;
    expect(await get('jobs')).toBe('v2');
    calls[2].reject(new Error('remote down'));
    await flush();
    expect(await get('jobs')).toBe('v2');
    expect(calls).toHaveLength(4);
  });

  it('reads a versioned value again as soon as the version changes, and after the TTL at the same version', async () => {
    let reads = 0;
    let version = '7';
    const value = createVersionedValue(
      async () => `value ${++reads}`,
      async () => version,
      { ttlMs: 100, now },
    );
    expect(await value()).toBe('value 1');
    expect(await value()).toBe('value 1');
    version = '8';
    expect(await value()).toBe('value 2');
    time += 50;
    expect(await value()).toBe('value 2');
    time += 50;
    expect(await value()).toBe('value 3');
    expect(reads).toBe(3);
  });
});
