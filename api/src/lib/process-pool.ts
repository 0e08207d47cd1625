// A bounded pool of child processes for work that must never run in the api's own thread: reading files a stranger
// sent (docs/security.md#isolated-file-reading). Each child has a heap limit and is killed at its job's deadline or
// when its resident memory passes a ceiling; a bounded number of jobs wait, the rest are refused at once. Children
// stay warm between jobs (loading pdf.js costs more than reading a CV), and a killed one is replaced.
import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';
import path from 'node:path';

export type ProcessPoolOptions = {
  /**
   * The module each child runs, which calls serveJobs (process-pool-child.ts): `.js` in production; `.ts` when the
   * api runs from its source (the tests), then loaded through scripts/register-ts.cjs.
   */
  module: string;
  /** Children at most, each doing one job at a time. */
  size: number;
  /** Jobs waiting for a child at most; beyond it run() refuses with PoolBusy. */
  queue: number;
  /**
   * A job running longer (wall clock) is killed with its child; a job waiting longer is refused with PoolBusy. The
   * outer bound: on a busy machine a job's wall-clock time grows with the others' work, so `cpuMs` is the job's own.
   */
  deadlineMs: number;
  /**
   * A job whose child has spent more CPU time (user + system) on it is killed with its child (Linux; elsewhere only
   * the deadline applies). Its time is read every MEMORY_CHECK_MS, so a job may overrun it by that much.
   */
  cpuMs?: number;
  /** The child's V8 heap (old space) limit: over it, V8 ends the child. */
  heapMb: number;
  /** The child's resident memory (buffers included, which the heap limit does not see) at most, on Linux. */
  rssMb: number;
  /** A child is replaced after this many jobs, so a slow leak of a library never grows without end. */
  jobsPerChild: number;
};

/** Every child and every waiting place is taken: the caller says "try again later". */
export class PoolBusy extends Error {
  constructor() {
    super('every worker process is busy');
  }
}

/** Why a job did not give an answer. */
export type JobFailure = 'deadline' | 'cpu' | 'memory' | 'crashed' | 'error';

export class JobFailed extends Error {
  constructor(
    readonly reason: JobFailure,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

export type JobResult<Output> = { output: Output; cpuMs: number };

type Job<Input, Output> = {
  id: number;
  input: Input;
  resolve: (result: JobResult<Output>) => void;
  reject: (error: Error) => void;
  waitTimer?: NodeJS.Timeout;
};

type Worker<Input, Output> = {
  child: ChildProcess;
  ready: boolean;
  jobs: number;
  job: Job<Input, Output> | null;
  /** Why this child is being killed, for the job it was doing. */
  killedFor: JobFailure | null;
  timers: NodeJS.Timeout[];
};

/** From `serveJobs`: ready once loaded, then one answer per job. */
type ChildMessage<Output> =
  | { ready: true }
  | { id: number; ok: true; output: Output; cpuMs: number }
  | { id: number; ok: false; error: string };

/** A child that has not said it is ready after this long is killed (a cold start is well under a second). */
const STARTUP_MS = 20_000;
/** How often a working child's resident memory is read. */
const MEMORY_CHECK_MS = 100;
/** Below the api's priority: the request loop gets the CPU first when both want it. */
const CHILD_NICENESS = 5;
const REGISTER_TS = path.resolve(__dirname, '../../scripts/register-ts.cjs');

/** Clock ticks per second of /proc/<pid>/stat's times: USER_HZ, 100 on every Linux we run on. */
const TICKS_PER_SECOND = 100;

/** The CPU time (user + system) a process has used, in ms, or null where /proc cannot tell. */
async function cpuUsedMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command's name (in brackets, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The child's resident memory in MB, or null where /proc cannot tell (not Linux, or the child is gone). */
async function residentMb(pid: number): Promise<number | null> {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

export function createProcessPool<Input, Output>(options: ProcessPoolOptions) {
  const workers = new Set<Worker<Input, Output>>();
  const waiting: Job<Input, Output>[] = [];
  let nextId = 1;
  let closed = false;

  const execArgv = [
    `--max-old-space-size=${options.heapMb}`,
    // pdf.js is an ES module required from CommonJS (Node 20.19+): say it once in the api's log, not per child.
    '--disable-warning=ExperimentalWarning',
    ...(options.module.endsWith('.ts') ? ['--require', REGISTER_TS] : []),
  ];

  function spawn(): Worker<Input, Output> {
    // No environment: a parser fed with a stranger's file has no business with the api's secrets.
    const child = fork(options.module, [], {
      execArgv,
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker<Input, Output> = { child, ready: false, jobs: 0, job: null, killedFor: null, timers: [] };
    workers.add(worker);
    if (child.pid) {
      try {
        setPriority(child.pid, CHILD_NICENESS);
      } catch {
        // Not allowed here: the child runs at the api's priority.
      }
    }
    // A spare child that never starts is not kept (a job given to it has its own deadline).
    const startup = setTimeout(() => kill(worker, 'crashed'), STARTUP_MS);
    startup.unref();
    child.on('message', (message: ChildMessage<Output>) => {
      if ('ready' in message) {
        clearTimeout(startup);
        worker.ready = true;
        send(worker);
        return;
      }
      const job = worker.job;
      if (!job || job.id !== message.id) return;
      finish(worker);
      if (message.ok) job.resolve({ output: message.output, cpuMs: message.cpuMs });
      else job.reject(new JobFailed('error', message.error));
      worker.jobs += 1;
      if (worker.jobs >= options.jobsPerChild) kill(worker, 'crashed');
      else next(worker);
    });
    let ended = false;
    const end = (signal: NodeJS.Signals | null, code: number | null) => {
      if (ended) return;
      ended = true;
      clearTimeout(startup);
      workers.delete(worker);
      const job = worker.job;
      finish(worker);
      // V8 aborts a child over its heap limit ("JavaScript heap out of memory").
      const reason = worker.killedFor ?? (signal === 'SIGABRT' ? 'memory' : 'crashed');
      if (job) job.reject(new JobFailed(reason, `exit ${code ?? signal}`));
      // A replacement keeps the pool warm and takes the next waiting job; a child that never started is not
      // replaced for nothing (it would fail again), only for a job that waits.
      if (!closed && (worker.ready || waiting.length > 0)) next(spawn());
    };
    child.on('exit', (code, signal) => end(signal, code));
    // A process that could not be started has no exit to wait for.
    child.on('error', () => (child.pid === undefined ? end(null, null) : kill(worker, 'crashed')));
    return worker;
  }

  /** Gives the worker a job: its deadline runs from now (a child still starting spends it too). */
  function assign(worker: Worker<Input, Output>, job: Job<Input, Output>): void {
    worker.job = job;
    // A job in flight keeps the process alive, as any pending request does.
    worker.child.ref();
    worker.child.channel?.ref();
    worker.timers.push(setTimeout(() => kill(worker, 'deadline'), options.deadlineMs));
    send(worker);
  }

  /** Sends the worker's job once the child is ready, and watches the child's memory and CPU time while it works. */
  function send(worker: Worker<Input, Output>): void {
    const job = worker.job;
    const pid = worker.child.pid;
    if (!job || !worker.ready || !pid) return;
    // The CPU time the child had before this job: an idle child spends next to none between jobs.
    const cpuBefore = options.cpuMs === undefined ? Promise.resolve(null) : cpuUsedMs(pid);
    worker.timers.push(
      setInterval(async () => {
        const rss = await residentMb(pid);
        if (rss !== null && rss > options.rssMb && worker.job === job) kill(worker, 'memory');
        if (options.cpuMs === undefined) return;
        const [before, now] = [await cpuBefore, await cpuUsedMs(pid)];
        if (before !== null && now !== null && now - before > options.cpuMs && worker.job === job) kill(worker, 'cpu');
      }, MEMORY_CHECK_MS),
    );
    worker.child.send({ id: job.id, input: job.input });
  }

  /** The worker is done with its job (answered or killed): timers off, and an idle child never holds the api up. */
  function finish(worker: Worker<Input, Output>): void {
    for (const timer of worker.timers) clearTimeout(timer);
    worker.timers = [];
    worker.job = null;
    worker.child.unref();
    worker.child.channel?.unref();
  }

  function kill(worker: Worker<Input, Output>, reason: JobFailure): void {
    worker.killedFor ??= reason;
    worker.child.kill('SIGKILL');
  }

  /** Gives the worker the first waiting job, if any. */
  function next(worker: Worker<Input, Output>): void {
    const job = waiting.shift();
    if (!job) {
      finish(worker);
      return;
    }
    clearTimeout(job.waitTimer);
    assign(worker, job);
  }

  return {
    /** Runs one job in a child; refuses with PoolBusy at once when every child and waiting place is taken. */
    run(input: Input): Promise<JobResult<Output>> {
      return new Promise((resolve, reject) => {
        if (closed) throw new PoolBusy();
        const job: Job<Input, Output> = { id: nextId++, input, resolve, reject };
        const idle = [...workers].find((worker) => !worker.job && !worker.killedFor);
        if (idle || workers.size < options.size) {
          assign(idle ?? spawn(), job);
          return;
        }
        if (waiting.length >= options.queue) throw new PoolBusy();
        job.waitTimer = setTimeout(() => {
          waiting.splice(waiting.indexOf(job), 1);
          reject(new PoolBusy());
        }, options.deadlineMs);
        waiting.push(job);
      });
    },
    /** Kills every child and refuses the waiting jobs (the server is closing). */
    async close(): Promise<void> {
      closed = true;
      for (const job of waiting.splice(0)) {
        clearTimeout(job.waitTimer);
        job.reject(new PoolBusy());
      }
      const running = [...workers].filter(({ child }) => child.pid !== undefined && child.exitCode === null);
      const exits = running.map((worker) => new Promise((done) => worker.child.once('exit', done)));
      for (const worker of running) {
        // Held until it has exited: an idle child is unreferenced, and the process could end before `close` does.
        worker.child.ref();
        kill(worker, 'crashed');
      }
      await Promise.all(exits);
    },
  };
}
