// The alert sweeper (docs/operations.md#job-alerts): run by the job queue (src/queue), once a minute by default.
import { sql } from 'kysely';
import {
  DEFAULT_LOCALE,
  formatLocation,
  type JobAlertFrequency,
  type JobDisplayTranslate,
  jobPath,
  languageName,
  type Locale,
  LOCALES,
} from 'shared-kit/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { HttpError } from '../../lib/http-errors';
import { composeMail, type MailJobCard } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { hydrateJobs } from '../jobs/hydrate';
import { jobsAfterMark } from '../jobs/search';
import type { ResolvedFilters } from '../jobs/filters';
import type { ReferenceData } from '../reference';
import { alertWords, parseAlertSearch, resolveAlertSearch } from '.';
import { unsubscribeSecret, unsubscribeUrl } from './unsubscribe';

/** Jobs listed in one mail; the mail says there are more and links to the search. */
const JOBS_PER_MAIL = 20;

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

/** The candidate's interface language (`users.locale`), English when none or an unknown one is stored. */
function localeOf(value: string | null): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

const due = sql<boolean>`NOT job_alerts.paused AND (job_alerts.last_run_at IS NULL OR job_alerts.last_run_at <= now() - (CASE job_alerts.frequency WHEN 'daily' THEN ${DUE_AFTER.daily} WHEN 'weekly' THEN ${DUE_AFTER.weekly} ELSE ${DUE_AFTER.instant} END)::interval)`;

/**
 * One pass over the due alerts. Each alert is handled in its own transaction that locks its row (SKIP LOCKED: a
 * sweeper on another replica takes the next one), finds the jobs published after its high-water mark, puts the
 * mail in the outbox and moves the mark, all or nothing. So two sweepers at once, or a second run, never mail a
 * job twice for one alert, and a crash mails nothing rather than something twice. Returns what it did.
 */
export async function sweepJobAlerts(deps: SweepDeps): Promise<{ alerts: number; mails: number }> {
  const { db } = deps;
  const candidates = await db.selectFrom('job_alerts').select('id').where(due).orderBy('id').execute();
  if (candidates.length === 0) return { alerts: 0, mails: 0 };
  const [reference, secret] = await Promise.all([deps.reference(), unsubscribeSecret(db, deps.config.jobAlerts)]);
  let alerts = 0;
  let mails = 0;
  for (const { id } of candidates) {
    const mailed = await db.transaction().execute(async (trx) => {
      const alert = await trx
        .selectFrom('job_alerts')
        .innerJoin('users', 'users.id', 'job_alerts.user_id')
        .leftJoin('candidates', 'candidates.user_id', 'job_alerts.user_id')
        .select([
          'job_alerts.id',
          'job_alerts.path',
          // As text: a JavaScript Date would cut the mark's microseconds (see finish below).
          sql<string>`job_alerts.mark_published_at::text`.as('mark_published_at'),
          'job_alerts.mark_job_id',
          'users.email',
          'users.nombre',
          'users.locale',
          'candidates.email_notifications',
        ])
        .where('job_alerts.id', '=', id)
        .where(due)
        .forUpdate('job_alerts')
        .skipLocked()
        .executeTakeFirst();
      if (!alert) return null;
      const finish = (mark?: { published_at: Date; id: number }) =>
        trx
          .updateTable('job_alerts')
          .set({
            last_run_at: sql<Date>`now()`,
            // The mark is copied from the job's row in SQL and read back as text: a JavaScript Date stops at
            // milliseconds, while now() writes microseconds, and a mark cut short would leave the job newer than its
            // own mark, mailed again on every sweep.
            ...(mark
              ? {
                  mark_published_at: sql<Date>`(SELECT published_at FROM jobs WHERE id = ${mark.id})`,
                  mark_job_id: mark.id,
                }
              : {}),
          })
          .where('id', '=', alert.id)
          .execute();
      const search = parseAlertSearch(alert.path);
      let found: Awaited<ReturnType<typeof jobsAfterMark>>;
      let resolved: ResolvedFilters;
      try {
        if (!search) throw new HttpError(404, { id: 'api.jobAlerts.invalidPath' });
        resolved = await resolveAlertSearch(trx, reference, search);
        found = await jobsAfterMark(
          trx,
          resolved.filters,
          { publishedAt: alert.mark_published_at, jobId: alert.mark_job_id },
          JOBS_PER_MAIL,
        );
      } catch (error) {
        // A search whose language, place or company has gone finds nothing; the alert stays for the candidate.
        if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
        deps.log.warn({ alertId: alert.id }, 'job alert: its search no longer resolves');
        await finish();
        return false;
      }
      const [newest] = found.jobs;
      // The candidate's email settings (docs/candidate-area.md): without notifications nothing is mailed, and
      // the mark still moves, so turning them on again does not bring a backlog.
      const allowed = alert.email_notifications ?? true;
      if (newest && allowed) {
        const jobs = await hydrateJobs(
          trx,
          found.jobs.map((job) => job.id),
        );
        const locale = localeOf(alert.locale);
        const t = translator(locale);
        const origin = deps.config.publicUrl;
        // The search in the mail's own language, said now (the stored label is in the language it was saved in),
        // with the keywords between that language's quotation marks once: no quotes nested in quotes.
        const words = alertWords(resolved.labels, search?.query ?? {}, locale);
        const unsubscribe = unsubscribeUrl(origin, secret, alert.id);
        // Job cards in the reader's language: the place and the languages are said in it (the title and the
        // company stay as written).
        const cards: MailJobCard[] = jobs.map((job) => ({
          title: job.title,
          url: `${origin}${jobPath(job.url)}`,
          company: job.company.name,
          place: formatLocation(job, t as JobDisplayTranslate, locale),
          languages: job.languages.map((language) => languageName(language, locale)),
          lang: job.content_lang,
        }));
        const count = found.jobs.length;
        await queueMail(trx, {
          to: alert.email,
          ...composeMail({
            lang: locale,
            origin,
            subject: t('api.mail.jobAlert.subject', { count, ...words }),
            blocks: [
              alert.nombre
                ? t('api.mail.reset.greeting', { name: alert.nombre })
                : t('api.mail.reset.greetingAnonymous'),
              t('api.mail.jobAlert.intro', { count, ...words }),
              { jobs: cards, languagesLabel: t('api.mail.jobAlert.languages') },
              ...(found.more ? [t('api.mail.jobAlert.more', { url: `${origin}${alert.path}` })] : []),
              t('api.mail.jobAlert.search', { url: `${origin}${alert.path}` }),
              {
                note: t('api.mail.jobAlert.unsubscribe', {
                  url: unsubscribe,
                  settings: `${origin}/account/job-alerts`,
                }),
              },
            ],
          }),
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      }
      await finish(newest);
      return Boolean(newest && allowed);
    });
    if (mailed === null) continue;
    alerts++;
    if (mailed) mails++;
  }
  if (mails > 0) deps.log.info({ alerts, mails }, 'job alerts: mails queued');
  return { alerts, mails };
}
