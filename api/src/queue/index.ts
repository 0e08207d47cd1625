// The job queue (docs/operations.md#job-alerts): pg-boss on the site's own PostgreSQL, through the app's pool.
// pg-boss is pinned at 10.4.2, the last release that runs on Node 20 (11 and later require Node 22: their engines
// field says ">=22"), and the issue asks for 10.x.
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { ReferenceData } from '../services/reference';
import { sendDueApplicantDigests } from '../services/applicant-notices';
import { sendDueStageMails } from '../services/application-mails';
import { sendDueRejections } from '../services/company-applicants/rejections';
import { sendDueReminders } from '../services/event-slots/reminders';
import { sweepJobAlerts } from '../services/job-alerts/sweep';
import { pruneKeptMatchings } from '../services/matchings/kept';
import { pruneOutbox } from '../mail/outbox';

/** The recurring job that mails job alerts. */
const SWEEP_QUEUE = 'job-alerts-sweep';

type Logger = {
  info: (obj: object | string, msg?: string) => void;
  warn: (obj: object | string, msg?: string) => void;
  error: (obj: object | string, msg?: string) => void;
};

type QueueDeps = {
  db: Db;
  reference: () => Promise<ReferenceData>;
  config: Pick<Config, 'publicUrl' | 'jobAlerts' | 'mail' | 'applicantDigest'>;
  log: Logger;
};

type RunningQueue = { stop: () => Promise<void> };

/**
 * pg-boss's statements run on the app's own pool through Kysely. A statement without values goes over the simple
 * query protocol, so pg-boss's multi-statement migrations and locked transactions work as on its own pool.
 * A multi-statement text that fails halfway (two api processes creating the same queue at once deadlocked) leaves its
 * connection inside an aborted transaction: it is rolled back before the connection returns to the pool, where
 * every later query on it failed ("current transaction is aborted") and the requests that got it answered 500.
 */
export function kyselyAdapter(db: Db) {
  return {
    executeSql(text: string, values?: unknown[]) {
      return db.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
          return { rows: result.rows ?? [], rowCount: Number(result.numAffectedRows ?? result.rows?.length ?? 0) };
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

/**
 * Starts the queue and its worker in this process: the api's (WORKER=inline) or the worker's (src/worker.ts).
 * Several processes may run it at once: the sweep queue is a singleton queue (one sweep active in the whole
 * cluster), its cron schedule makes one job per minute for all of them, and each alert is swept under a row lock
 * with its high-water mark (services/job-alerts/sweep.ts), so nothing is mailed twice.
 */
export async function startQueue(deps: QueueDeps): Promise<RunningQueue> {
  const { sweepSeconds } = deps.config.jobAlerts;
  const boss = new PgBoss({
    db: kyselyAdapter(deps.db),
    schema: 'pgboss',
    migrate: true,
    supervise: true,
    schedule: true,
  });
  boss.on('error', (error: unknown) => deps.log.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'singleton', retryLimit: 0, expireInSeconds: 600 });
  await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: Math.min(5, sweepSeconds) }, async () => {
    // The due rejection messages (docs/company-area.md#applicants), the mails of applicants' stages
    // (docs/operations.md#mails-about-applications), interview reminders (docs/events.md#interview-slots) and the
    // companies' daily digests of new applicants (docs/company-area.md#mails-about-new-applicants) ride on
    // the same periodic job: each sends what has become due under its own row locks; one failing does not hold the
    // others back. Kept matchings lists a week old are pruned on it too (docs/search.md#matchings-kept-per-candidate),
    // and mails whose delivery ended a month ago (docs/operations.md#how-long-mail-is-kept).
    const reminders = { publicUrl: deps.config.publicUrl, eventsMailbox: deps.config.mail.eventsMailbox };
    const results = await Promise.allSettled([
      sweepJobAlerts(deps),
      sendDueRejections({ db: deps.db, publicUrl: deps.config.publicUrl, log: deps.log }),
      sendDueStageMails({ db: deps.db, publicUrl: deps.config.publicUrl, log: deps.log }),
      sendDueReminders({ db: deps.db, config: reminders, log: deps.log }),
      sendDueApplicantDigests({
        db: deps.db,
        publicUrl: deps.config.publicUrl,
        digest: deps.config.applicantDigest,
        log: deps.log,
      }),
      pruneKeptMatchings(deps.db),
      pruneOutbox(deps.db),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
  let timer: NodeJS.Timeout | null = null;
  if (sweepSeconds === 60) {
    await boss.schedule(SWEEP_QUEUE, '* * * * *');
  } else {
    // A period the cron cannot say (tests and development: JOB_ALERTS_SWEEP_SECONDS): every process asks, and
    // the singleton key lets one job through per period.
    await boss.unschedule(SWEEP_QUEUE);
    const ask = () =>
      boss
        .send(SWEEP_QUEUE, {}, { singletonKey: 'sweep', singletonSeconds: sweepSeconds })
        .catch((error: unknown) => deps.log.error({ err: error }, 'job queue: could not ask for a sweep'));
    timer = setInterval(ask, sweepSeconds * 1000);
    timer.unref();
    void ask();
  }
  deps.log.info({ sweepSeconds }, 'job queue started: job alerts are swept');
  return {
    stop: async () => {
      if (timer) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}

/**
 * The queue inside the api (WORKER=inline, the default): from when the server is ready until it closes. With
 * WORKER=separate the worker process runs it instead; WORKER=off runs none.
 */
export function registerJobQueue(fastify: import('fastify').FastifyInstance): void {
  if (fastify.config.jobAlerts.worker !== 'inline') return;
  let queue: RunningQueue | null = null;
  fastify.addHook('onReady', async () => {
    queue = await startQueue({
      db: fastify.db,
      reference: fastify.reference,
      config: fastify.config,
      log: fastify.log,
    });
  });
  fastify.addHook('onClose', async () => queue?.stop());
}
