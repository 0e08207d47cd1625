import { ClientGone, createHashingQueue } from '../../src/lib/hashing-queue';
import { TryLater } from '../../src/lib/http-errors';

/** Work that runs until `finish()` is called, recording that it started. */
function heldWork(started: string[], name: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  return {
    work: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hashing queue (docs/security.md#password-hashing-under-load)', () => {
  it('runs two at once; the others wait their turn, first come first served', async () => {
    const queue = createHashingQueue({ running: 2, waiting: 10, perCaller: 10 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldWork(started, name));
    const answers = jobs.map((job) => queue.run(job.work));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect(queue.size()).toEqual({ running: 2, waiting: 2 });
    jobs[1]?.finish();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const job of jobs) job.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it('is bounded: beyond its waiting places a turn is refused with 503 and a Retry-After', async () => {
    const queue = createHashingQueue({ running: 2, waiting: 2, perCaller: 10 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldWork(started, name));
    const answers = jobs.map((job) => queue.run(job.work));
    const refused = await queue.run(heldWork(started, 'e').work).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TryLater);
    expect((refused as TryLater).statusCode).toBe(503);
    expect((refused as TryLater).retryAfterSeconds).toBeGreaterThan(0);
    expect(started).not.toContain('e');
    for (const job of jobs) job.finish();
    await Promise.all(answers);
  });

  it('one caller holds a few places at most: a burst of it is refused while another caller still gets in', async () => {
    const queue = createHashingQueue({ running: 2, waiting: 20, perCaller: 3 });
    const started: string[] = [];
    const burst = Array.from({ length: 10 }, (_, i) => heldWork(started, `burst${i}`));
    const outcomes = burst.map((job) => queue.run(job.work, { caller: '203.0.113.9' }).catch((error) => error));
    const other = heldWork(started, 'other');
    const answer = queue.run(other.work, { caller: '198.51.100.1' });
    await tick();
    expect(queue.size()).toEqual({ running: 2, waiting: 2 });
    for (const job of burst) job.finish();
    other.finish();
    expect(await answer).toBe('other');
    const refused = (await Promise.all(outcomes)).filter((outcome) => outcome instanceof TryLater);
    expect(refused).toHaveLength(7);
    // Places are given back: the caller may come again.
    const again = heldWork(started, 'again');
    const later = queue.run(again.work, { caller: '203.0.113.9' });
    again.finish();
    expect(await later).toBe('again');
  });

  it('a turn whose client has gone leaves the queue and is never run', async () => {
    const queue = createHashingQueue({ running: 1, waiting: 10, perCaller: 10 });
    const started: string[] = [];
    const first = heldWork(started, 'first');
    const gone = heldWork(started, 'gone');
    const next = heldWork(started, 'next');
    const client = new AbortController();
    const running = queue.run(first.work);
    const waiting = queue.run(gone.work, { signal: client.signal }).catch((error) => error);
    const after = queue.run(next.work);
    await tick();
    expect(queue.size()).toEqual({ running: 1, waiting: 2 });
    client.abort();
    expect(await waiting).toBeInstanceOf(ClientGone);
    expect(queue.size()).toEqual({ running: 1, waiting: 1 });
    first.finish();
    next.finish();
    await Promise.all([running, after]);
    expect(started).toEqual(['first', 'next']);
    // A client already gone never queues.
    await expect(queue.run(gone.work, { signal: client.signal })).rejects.toBeInstanceOf(ClientGone);
  });
});
