// The job queue sweeps the job alerts by itself (docs/operations.md), inside the api and as its own process.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { PACKAGE_DIR } from '../../src/config';
import { createPool } from '../../src/db/database';
import { useTestApp } from '../helper';
import { candidateWithInstantAlert, publishJobNow, waitForRows } from '../support/job-alerts';

/** A word no fixture job has: the alerts of these tests search for it, and only the jobs added here carry it. */
const WORD = 'Zebrafischzucht';

describe('the job queue inside the api (WORKER=inline) sweeps the alerts by itself', () => {
  const t = useTestApp({ WORKER: 'inline', JOB_ALERTS_SWEEP_SECONDS: '1' });
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
  pool.on('error', () => undefined);
  let jobId: number | undefined;

  afterAll(async () => {
    if (jobId) await pool.query('DELETE FROM jobs WHERE id = $1', [jobId]);
    await pool.end();
  });

  it('a new matching job reaches the outbox without anyone calling the sweeper', async () => {
    await t.app.ready();
    const { email } = await candidateWithInstantAlert(t.app, `/jobs?keywords=${WORD}`);
    jobId = await publishJobNow(pool, { url: `alert-queue-${Date.now()}`, title: `${WORD} Queue` });
    const mails = await waitForRows(() =>
      t.db.selectFrom('outbox').select('subject').where('to_address', '=', email).execute(),
    );
    expect(mails).toEqual([{ subject: `1 new job for “${WORD}”: Jobs in Europe` }]);
  });
});

describe('the job queue as its own process (WORKER=separate in the api, node dist/worker.js)', () => {
  // The api of this block runs no queue: only the worker process mails.
  const t = useTestApp({ WORKER: 'separate' });
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
  pool.on('error', () => undefined);
  let worker: ChildProcess | undefined;
  let jobId: number | undefined;

  beforeAll(() => {
    // The worker runs as deployed: dist/ built from the current source (swc, about a second).
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: PACKAGE_DIR, stdio: 'ignore' });
  });

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      const exited = new Promise((resolve) => worker?.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
    if (jobId) await pool.query('DELETE FROM jobs WHERE id = $1', [jobId]);
    await pool.end();
  });

  it('the worker sweeps the alerts that the api saved, and stops on SIGTERM', async () => {
    const { email } = await candidateWithInstantAlert(t.app, `/jobs?keywords=${WORD}`);
    jobId = await publishJobNow(pool, { url: `alert-worker-${Date.now()}`, title: `${WORD} Worker` });
    // Nothing mails it while only the api runs.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const outbox = () => t.db.selectFrom('outbox').select('subject').where('to_address', '=', email).execute();
    expect(await outbox()).toEqual([]);

    worker = spawn(process.execPath, [path.join(PACKAGE_DIR, 'dist/worker.js')], {
      env: {
        ...process.env,
        DATABASE_URL: process.env.TEST_DATABASE_URL,
        JOB_ALERTS_SWEEP_SECONDS: '1',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const mails = await waitForRows(outbox);
    expect(mails).toEqual([{ subject: `1 new job for “${WORD}”: Jobs in Europe` }]);
    const exited = new Promise<number | null>((resolve) => worker?.once('exit', (code) => resolve(code)));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
