// The alert sweeper (docs/operations.md#job-alerts): run by the job queue (src/queue), once a minute by default.
import { sql } from 'kysely';
import {
  formatLocation,
  type JobAlertFrequency,
  type JobDisplayTranslate,
  jobPath,
  languageName,
  localeOr,
} from 'shared-kit/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { mapInSlices } from '../../lib/event-loop-slices';
import { greeting } from '../../mail/greeting';
import { composeMail, type MailJobCard } from '../../mail/layout';
import { type OutgoingMail, queueMails } from '../../mail/outbox';
import { cityName } from '../place-names';
import type { Job } from 'shared-kit/contracts';
import type { ResolvedFilters } from '../jobs/filters';
import type { ReferenceData } from '../reference';
import { type AlertSearch, alertWords, parseAlertSearch } from '.';
import { createSweepMemo, FOUND_PER_SEARCH, type Found, type Mark, type SweepMemo } from './sweep-memo';
import { unsubscribeSecret, unsubscribeUrl } from './unsubscribe';

/** Jobs listed in one mail; the mail says there are more and links to the search. */
const JOBS_PER_MAIL = FOUND_PER_SEARCH - 1;

/**
 * How long after its last run an alert is due again. A few minutes short of a day or a week, so a sweeper started
 * once a minute does not let a daily mail slip a minute later every day.
 */
const DUE_AFTER: Record<JobAlertFrequency, string> = {
  instant: '0 seconds',
  daily: '23 hours 55 minutes',
  weekly: '6 days 23 hours 55 minutes',
};

type Logger = { info: (obj: object, msg?: string) => void; warn: (obj: object, msg?: string) => void };

export type SweepDeps = {
  db: Db;
  reference: () => Promise<ReferenceData>;
  config: Pick<Config, 'publicUrl' | 'jobAlerts'>;
  log: Logger;
};

const due = sql<boolean>`NOT job_alerts.paused AND (job_alerts.last_run_at IS NULL OR job_alerts.last_run_at <= now() - (CASE job_alerts.frequency WHEN 'daily' THEN ${DUE_AFTER.daily} WHEN 'weekly' THEN ${DUE_AFTER.weekly} ELSE ${DUE_AFTER.instant} END)::interval)`;

/** Alerts claimed by one transaction: their mails and marks commit together. */
const BATCH = 250;

type ClaimedAlert = {
  id: number;
  path: string;
  /** As text: a JavaScript Date would cut the mark's microseconds (see `finish`). */
  mark_published_at: string;
  /** The same instant in microseconds since 1970, exact: to compare marks and jobs of one search. */
  mark_us: number;
  mark_job_id: number;
  email: string;
  nombre: string | null;
  locale: string | null;
  email_notifications: boolean | null;
};

/** (published, id) after the alert's mark: the mark orders like the search, publication time then id. */
const afterMark = (job: Found['jobs'][number], alert: ClaimedAlert) =>
  job.published_us > alert.mark_us || (job.published_us === alert.mark_us && job.id > alert.mark_job_id);

/**
 * One pass over the due alerts (docs/operations.md#job-alerts). Alerts are claimed in batches, each batch in one
 * transaction that locks its rows (FOR UPDATE SKIP LOCKED: another sweeper, here or on another replica, takes the
 * next ones), finds the jobs published after each alert's high-water mark, puts the mails in the outbox and moves
 * the marks, all or nothing. So several sweepers at once, or a second run, never mail a job twice for one alert,
 * and a crash mails nothing rather than something twice. Alerts of the same search (the same address) are searched
 * once: the newest jobs after the earliest of their marks hold every other alert's newest jobs (each alert's new
 * jobs are the newest part of that list). Returns what it did.
 */
export async function sweepJobAlerts(deps: SweepDeps): Promise<{ alerts: number; mails: number }> {
  const { db } = deps;
  // An instant alert is due again as soon as it ran: the pass takes only the alerts that had not run when it began.
  const { started } = await sql<{ started: string }>`SELECT now()::text AS started`
    .execute(db)
    .then((result) => result.rows[0] as { started: string });
  const first = await db.selectFrom('job_alerts').select('id').where(due).limit(1).executeTakeFirst();
  if (!first) return { alerts: 0, mails: 0 };
  const [reference, secret] = await Promise.all([deps.reference(), unsubscribeSecret(db, deps.config.jobAlerts)]);
  const totals = { alerts: 0, mails: 0 };
  const memo = createSweepMemo();
  // One batch at a time: the sweep is not in a hurry (60 s for 100,000 candidates' alerts, done in about 20), and so
  // its process and its PostgreSQL backend take about one core, leaving the others to the requests. Until session 39
  // two batches ran side by side (docs/operations.md#the-sweep-beside-requests).
  for (let after = 0; ; ) {
    const batch = await db
      .transaction()
      .execute((trx) => sweepBatch(trx, deps, { reference, secret, started, after, memo }));
    if (batch.last === null) break;
    after = batch.last;
    totals.alerts += batch.alerts;
    totals.mails += batch.mails;
  }
  if (totals.mails > 0) deps.log.info(totals, 'job alerts: mails queued');
  return totals;
}

type BatchContext = { reference: ReferenceData; secret: string; started: string; after: number; memo: SweepMemo };

/** One transaction: claims up to BATCH due alerts with ids above `after`, mails them, moves their marks. */
async function sweepBatch(trx: Db, deps: SweepDeps, context: BatchContext) {
  const claimed: ClaimedAlert[] = await trx
    .selectFrom('job_alerts')
    .innerJoin('users', 'users.id', 'job_alerts.user_id')
    .leftJoin('candidates', 'candidates.user_id', 'job_alerts.user_id')
    .select([
      'job_alerts.id',
      'job_alerts.path',
      sql<string>`job_alerts.mark_published_at::text`.as('mark_published_at'),
      sql<number>`(extract(epoch FROM job_alerts.mark_published_at) * 1000000)::bigint`.as('mark_us'),
      'job_alerts.mark_job_id',
      'users.email',
      'users.nombre',
      'users.locale',
      'candidates.email_notifications',
    ])
    .where(due)
    .where((eb) =>
      eb.or([
        eb('job_alerts.last_run_at', 'is', null),
        eb('job_alerts.last_run_at', '<', sql<Date>`${context.started}::timestamptz`),
      ]),
    )
    .where('job_alerts.id', '>', context.after)
    .orderBy('job_alerts.id')
    .limit(BATCH)
    .forUpdate('job_alerts')
    .skipLocked()
    .execute();
  const last = claimed.at(-1)?.id ?? null;
  if (last === null) return { last, alerts: 0, mails: 0 };
  // The alerts of each search, by its address (the same search typed twice is one address).
  const searches = new Map<string, { search: AlertSearch | null; alerts: ClaimedAlert[] }>();
  for (const alert of claimed) {
    const search = parseAlertSearch(alert.path);
    const key = search?.address ?? alert.path;
    const group = searches.get(key) ?? { search, alerts: [] };
    group.alerts.push(alert);
    searches.set(key, group);
  }
  const newMarks = new Map<number, number>();
  const toMail: { alert: ClaimedAlert; search: AlertSearch; labels: ResolvedFilters['labels']; found: Found }[] = [];
  for (const [key, { search, alerts }] of searches) {
    const earliest = alerts.reduce((a, b) =>
      b.mark_us < a.mark_us || (b.mark_us === a.mark_us && b.mark_job_id < a.mark_job_id) ? b : a,
    );
    const mark: Mark = { publishedAt: earliest.mark_published_at, us: earliest.mark_us, jobId: earliest.mark_job_id };
    const walked = search ? await context.memo.walk(trx, context.reference, key, search, mark) : null;
    // A search whose language, place or company has gone finds nothing; the alerts stay for the candidates.
    if (!search || !walked?.resolved) {
      deps.log.warn({ alertIds: alerts.map((alert) => alert.id) }, 'job alert: its search no longer resolves');
      continue;
    }
    for (const alert of alerts) {
      // The search's list is newest first from the earliest mark: each alert's own new jobs are its head.
      const own = walked.found.jobs.filter((job) => afterMark(job, alert));
      const [newest] = own;
      if (!newest) continue;
      // The mark moves even without notifications (docs/candidate-area.md): turning them on brings no backlog.
      newMarks.set(alert.id, newest.id);
      if (alert.email_notifications ?? true) {
        const jobs = own.slice(0, JOBS_PER_MAIL);
        const found = { jobs, more: own.length > JOBS_PER_MAIL };
        toMail.push({ alert, search, labels: walked.resolved.labels, found });
      }
    }
  }
  const jobs = await context.memo.cards(trx, [
    ...new Set(toMail.flatMap((mail) => mail.found.jobs.map((job) => job.id))),
  ]);
  // Composing a batch's mails took up to 0.4 s in one stretch: in slices, so an api process that sweeps (WORKER=inline)
  // keeps answering its requests meanwhile (docs/operations.md#the-sweep-beside-requests).
  const mails = await mapInSlices(toMail, ({ alert, search, labels, found }) =>
    alertMail(deps.config.publicUrl, context.secret, alert, {
      words: alertWords(labels, search.query, localeOr(alert.locale)),
      jobs: found.jobs.flatMap((job) => jobs.get(job.id) ?? []),
      more: found.more,
    }),
  );
  await queueMails(trx, mails);
  // Every claimed alert has run; a new mark is copied from the job's row in SQL (its microseconds: a mark cut
  // short would leave the job newer than its own mark, mailed again on every sweep).
  const marked = [...newMarks.entries()];
  await sql`
    UPDATE job_alerts SET last_run_at = now(),
      mark_published_at = coalesce(jobs.published_at, job_alerts.mark_published_at),
      mark_job_id = coalesce(jobs.id, job_alerts.mark_job_id)
    FROM unnest(${claimed.map((alert) => alert.id)}::int[]) AS claimed(id)
      LEFT JOIN unnest(${marked.map(([id]) => id)}::int[], ${marked.map(([, job]) => job)}::int[]) AS marks(id, job_id)
        ON marks.id = claimed.id
      LEFT JOIN jobs ON jobs.id = marks.job_id
    WHERE job_alerts.id = claimed.id`.execute(trx);
  return { last, alerts: claimed.length, mails: mails.length };
}

/** One alert's mail in the candidate's language, with its job cards (hydrated jobs, newest first). */
function alertMail(
  origin: string,
  secret: string,
  alert: ClaimedAlert,
  content: { words: ReturnType<typeof alertWords>; jobs: Job[]; more: boolean },
): OutgoingMail {
  const locale = localeOr(alert.locale);
  const t = translator(locale);
  const { words, jobs, more } = content;
  const unsubscribe = unsubscribeUrl(origin, secret, alert.id);
  // Job cards in the reader's language: the place and the languages are said in it (the title and the company stay
  // as written).
  const cards: MailJobCard[] = jobs.map((job) => ({
    title: job.title,
    url: `${origin}${jobPath(job.url)}`,
    company: job.company.name,
    // The jobs are read once for every reader: the city is named here, in this reader's (docs/i18n.md#place-names).
    place: formatLocation(
      { ...job, city: job.city && { ...job.city, name: cityName(job.city, locale) } },
      t as JobDisplayTranslate,
      locale,
    ),
    languages: job.languages.map((language) => languageName(language, locale)),
    lang: job.content_lang,
  }));
  const count = jobs.length;
  return {
    to: alert.email,
    ...composeMail({
      lang: locale,
      origin,
      subject: t('api.mail.jobAlert.subject', { count, ...words }),
      blocks: [
        greeting(t, alert.nombre),
        t('api.mail.jobAlert.intro', { count, ...words }),
        { jobs: cards, languagesLabel: t('api.mail.jobAlert.languages') },
        ...(more ? [t('api.mail.jobAlert.more', { url: `${origin}${alert.path}` })] : []),
        t('api.mail.jobAlert.search', { url: `${origin}${alert.path}` }),
        { note: t('api.mail.jobAlert.unsubscribe', { url: unsubscribe, settings: `${origin}/account/job-alerts` }) },
      ],
    }),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
