// The mails that tell a candidate a company moved their application on (docs/operations.md#mails-about-applications):
// viewed, in review, interview, offer. Written when the company moves the applicant, sent by the job queue's
// periodic job after a short delay, once per stage and application, one mail per candidate per run.
import { sql } from 'kysely';
import { APPLICATION_STATUSES, type ApplicantStage, localeOr } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { greeting } from '../../mail/greeting';
import { composeMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { footer, jobLink } from './words';

/** The stages a candidate is mailed about, in the order an application moves through them. */
const MAILED_STAGES = ['viewed', 'in_review', 'interview', 'offer'] as const;
type MailedStage = (typeof MAILED_STAGES)[number];

const isMailed = (stage: ApplicantStage): stage is MailedStage => (MAILED_STAGES as readonly string[]).includes(stage);
const rank = (stage: string) => MAILED_STAGES.indexOf(stage as MailedStage);

/**
 * The applicant entered `stage`: its mail is due `delayMinutes` from now, unless it was sent before (a stage is
 * mailed once, however often the applicant comes back to it). Nothing for the stages that are not mailed.
 */
export async function scheduleStageMail(
  trx: Db,
  applicationId: number,
  stage: ApplicantStage,
  delayMinutes: number,
): Promise<void> {
  if (!isMailed(stage)) return;
  const sendAt = sql<Date>`now() + make_interval(mins => ${delayMinutes})`;
  await trx
    .insertInto('application_stage_mails')
    .values({ application_id: applicationId, stage, send_at: sendAt })
    .onConflict((oc) =>
      oc
        .columns(['application_id', 'stage'])
        .doUpdateSet({ send_at: sendAt, cancelled_at: null, updated_at: sql<Date>`now()` })
        .where('application_stage_mails.sent_at', 'is', null),
    )
    .execute();
}

/** The applicant left `stage` before its mail went: it is not sent. */
export async function cancelStageMail(trx: Db, applicationId: number, stage: ApplicantStage): Promise<void> {
  if (!isMailed(stage)) return;
  await trx
    .updateTable('application_stage_mails')
    .set({ cancelled_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('application_id', '=', applicationId)
    .where('stage', '=', stage)
    .where('sent_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .execute();
}

const waiting = (db: Db) =>
  db
    .selectFrom('application_stage_mails as m')
    .innerJoin('applications as a', 'a.id', 'm.application_id')
    .where('m.sent_at', 'is', null)
    .where('m.cancelled_at', 'is', null)
    .where('m.send_at', '<=', sql<Date>`now()`);

type Logger = { info: (obj: object, msg?: string) => void };

/**
 * Sends the due stage mails, one candidate at a time: in one transaction, their due rows locked (SKIP LOCKED: another
 * replica's sender takes the next candidate), each still true (the applicant is at that stage, has not withdrawn, and
 * was not mailed a later stage: a move back is a correction, not news) or else cancelled, and one mail for all of
 * them, queued with sent_at set. So a bulk change mails each candidate once, and nothing is mailed twice. Nothing is
 * queued while the candidate's `email_applications` is off; the rows are handled all the same, so turning it on
 * brings no backlog. Answers how many mails were queued.
 */
export async function sendDueStageMails(deps: { db: Db; publicUrl: string; log?: Logger }): Promise<number> {
  const { db } = deps;
  const due = await waiting(db).select('a.user_id').distinct().limit(500).execute();
  let mails = 0;
  for (const { user_id } of due) {
    const queued = await db.transaction().execute(async (trx) => {
      const rows = await waiting(trx)
        .innerJoin('application_reviews as r', 'r.application_id', 'a.id')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .innerJoin('companies as c', 'c.id', 'j.company_id')
        .select([
          'm.application_id',
          'm.stage',
          'a.status',
          'r.stage as current',
          'j.title',
          'j.url',
          'c.name as company',
        ])
        .where('a.user_id', '=', user_id)
        .orderBy('m.send_at')
        .orderBy('m.application_id')
        // The review too: a stage change under way (which holds it) is waited out by skipping, never mailed half-done.
        .forUpdate(['m', 'r'])
        .skipLocked()
        .execute();
      if (rows.length === 0) return false;
      const sent = await trx
        .selectFrom('application_stage_mails')
        .select(['application_id', 'stage'])
        .where(
          'application_id',
          'in',
          rows.map((row) => row.application_id),
        )
        .where('sent_at', 'is not', null)
        .execute();
      const furthest = new Map<number, number>();
      for (const row of sent)
        furthest.set(row.application_id, Math.max(furthest.get(row.application_id) ?? -1, rank(row.stage)));
      const news = rows.filter(
        (row) =>
          row.current === row.stage &&
          row.status !== APPLICATION_STATUSES.withdrawn &&
          rank(row.stage) > (furthest.get(row.application_id) ?? -1),
      );
      for (const row of rows) {
        await trx
          .updateTable('application_stage_mails')
          .set({ [news.includes(row) ? 'sent_at' : 'cancelled_at']: sql<Date>`now()`, updated_at: sql<Date>`now()` })
          .where('application_id', '=', row.application_id)
          .where('stage', '=', row.stage)
          .execute();
      }
      if (news.length === 0) return false;
      const who = await trx
        .selectFrom('users')
        .leftJoin('candidates', 'candidates.user_id', 'users.id')
        .select(['users.email', 'users.nombre', 'users.locale', 'candidates.email_applications'])
        .where('users.id', '=', user_id)
        .executeTakeFirstOrThrow();
      if (who.email_applications === false) return false;
      const lang = localeOr(who.locale);
      const t = translator(lang);
      const origin = deps.publicUrl;
      const said = news.map((row) => ({
        text: t('api.mail.application.stageLine', { stage: row.stage, job: row.title, company: row.company }),
        url: jobLink(origin, row.url),
      }));
      const [first] = news;
      await queueMail(trx, {
        to: who.email,
        ...composeMail({
          lang,
          origin,
          subject:
            news.length === 1 && first
              ? t('api.mail.application.stageSubject', { stage: first.stage, job: first.title, company: first.company })
              : t('api.mail.application.stagesSubject', { count: news.length }),
          blocks: [
            greeting(t, who.nombre),
            ...(news.length === 1
              ? said.map((one) => `${one.text}\n${one.url}`)
              : [t('api.mail.application.stagesIntro'), { list: said }]),
            { note: footer(t, origin) },
          ],
        }),
      });
      return true;
    });
    if (queued) mails += 1;
  }
  if (mails > 0) deps.log?.info({ mails }, 'application stage mails queued');
  return mails;
}
