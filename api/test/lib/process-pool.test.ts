// The pool that keeps hostile files' reading out of the api's thread (docs/security.md#isolated-file-reading): a
// job that runs too long, fills the heap or the memory outside it, or kills its process costs that child only; a
// child is reused between jobs and replaced when it dies; beyond the children and the waiting places, at once busy.
import { join } from 'node:path';
import { createProcessPool, JobFailed, PoolBusy, type ProcessPoolOptions } from '../../src/lib/process-pool';

type Job = { op: 'pid' | 'spin' | 'sleep' | 'heap' | 'buffers' | 'exit' | 'throw'; mb?: number; ms?: number };

const OPTIONS: ProcessPoolOptions = {
  module: join(__dirname, '..', 'support', 'pool-child.ts'),
  size: 1,
  queue: 1,
  deadlineMs: 2000,
  heapMb: 64,
  rssMb: 300,
  jobsPerChild: 100,
};

describe('process pool', () => {
  const pools: { close(): Promise<void> }[] = [];
  const pool = (options: Partial<ProcessPoolOptions> = {}) => {
    const made = createProcessPool<Job, number>({ ...OPTIONS, ...options });
    pools.push(made);
    return made;
  };
  afterAll(() => Promise.all(pools.map((one) => one.close())));

  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: Error) =>
        error instanceof JobFailed ? error.reason : error instanceof PoolBusy ? 'busy' : error.message,
    );

  it('answers from a child process, and keeps the child warm for the next job', async () => {
    const one = pool();
    const first = (await one.run({ op: 'pid' })).output;
    expect(first).not.toBe(process.pid);
    expect((await one.run({ op: 'pid' })).output).toBe(first);
  });

  it('kills a job at its deadline, and a new child takes the next one', async () => {
    const one = pool();
    const before = (await one.run({ op: 'pid' })).output;
    const started = Date.now();
    expect(await failure(one.run({ op: 'spin' }))).toBe('deadline');
    expect(Date.now() - started).toBeLessThan(OPTIONS.deadlineMs + 1500);
    const after = (await one.run({ op: 'pid' })).output;
    expect(after).not.toBe(before);
  });

  it('kills a job over its CPU time long before the deadline, and lets a job that only waits run past it', async () => {
    // 'cpu', not 'deadline': the CPU limit stopped it, however slowly a loaded machine let it spend its 0.5 s.
    const one = pool({ cpuMs: 500, deadlineMs: 20_000 });
    expect(await failure(one.run({ op: 'spin' }))).toBe('cpu');
    // 1.5 s of wall clock, next to no CPU: a busy server's slowness is no reason to give up a reading.
    expect(await failure(one.run({ op: 'sleep', ms: 1_500 }))).toBe('answered');
  });

  it('ends a child over its heap limit', async () => {
    // A deadline far off: filling 64 MB of heap took over the 2 s default once in CI, on a loaded machine, and the
    // deadline, not the heap limit, stopped it.
    expect(await failure(pool({ deadlineMs: 20_000 }).run({ op: 'heap' }))).toBe('memory');
  });

  it('kills a child whose memory outside the heap passes the ceiling', async () => {
    const one = pool({ rssMb: 200, deadlineMs: 20_000 });
    const started = Date.now();
    expect(await failure(one.run({ op: 'buffers', mb: 400 }))).toBe('memory');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('tells a child that died from one that failed, and keeps a child whose job failed', async () => {
    const one = pool();
    expect(await failure(one.run({ op: 'exit' }))).toBe('crashed');
    const pid = (await one.run({ op: 'pid' })).output;
    expect(await failure(one.run({ op: 'throw' }))).toBe('error');
    expect((await one.run({ op: 'pid' })).output).toBe(pid);
  });

  it('refuses at once beyond the children and the waiting places, and lets no job wait past the deadline', async () => {
    const one = pool();
    const running = failure(one.run({ op: 'spin' }));
    const waiting = failure(one.run({ op: 'pid' }));
    const started = Date.now();
    expect(await failure(one.run({ op: 'pid' }))).toBe('busy');
    expect(Date.now() - started).toBeLessThan(100);
    expect(await running).toBe('deadline');
    // Waiting behind a job that ran to its deadline: answered by a new child, or busy once it waited that long.
    expect(['answered', 'busy']).toContain(await waiting);
  });

  it('replaces a child after its number of jobs', async () => {
    const one = pool({ jobsPerChild: 2 });
    const first = (await one.run({ op: 'pid' })).output;
    expect((await one.run({ op: 'pid' })).output).toBe(first);
    expect((await one.run({ op: 'pid' })).output).not.toBe(first);
  });

  it('once closed, has no children and refuses jobs', async () => {
    const one = pool();
    const pid = (await one.run({ op: 'pid' })).output;
    await one.close();
    expect(() => process.kill(pid, 0)).toThrow();
    expect(await failure(one.run({ op: 'pid' }))).toBe('busy');
  });
});
