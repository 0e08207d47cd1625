// The daily digest of new applicants (docs/company-area.md#mails-about-new-applicants): one mail a day per account of
// a company that chose it, listing the applications of the day per job. Sent by the job queue's periodic job.
import { sql } from 'kysely';
import { APPLICATION_STATUSES } from 'shared-kit/contracts';
import type { ApplicantDigestConfig } from '../../config';
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { greeting } from '../../mail/greeting';
import { composeMail, type MailBlock } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { applicantName, applicantsLink, companyAccounts, footer } from './words';

/** Applicants named per job, and jobs per mail; the rest is counted, with the link to all of them. */
const NAMED_PER_JOB = 20;
const JOBS_PER_MAIL = 30;

type Logger = { info: (obj: object, msg?: string) => void };

export type DigestDeps = { db: Db; publicUrl: string; digest: ApplicantDigestConfig; log?: Logger };

/**
 * The last digest time that has passed: today's COMPANY_DIGEST_HOUR in COMPANY_DIGEST_TIME_ZONE, or yesterday's
 * before that hour. Wall time in the zone, so the hour holds across a daylight-saving change.
 */
const lastDigestTime = (digest: ApplicantDigestConfig) => {
  const local = sql`(now() AT TIME ZONE ${digest.timeZone})`;
  const today = sql`(date_trunc('day', ${local}) + make_interval(hours => ${digest.hour}))`;
  return sql<Date>`((CASE WHEN ${today} <= ${local} THEN ${today} ELSE ${today} - interval '1 day' END) AT TIME ZONE ${digest.timeZone})`;
};

type Entry = {
  application_id: number;
  status: string;
  nombre: string | null;
  apellidos: string | null;
  job_id: number;
  title: string;
};

/** The digest's body: per job, its title and count, the first applicants named with their links. */
function jobBlocks(t: ReturnType<typeof translator>, origin: string, entries: Entry[]): MailBlock[] {
  const jobs = new Map<number, Entry[]>();
  for (const entry of entries) jobs.set(entry.job_id, [...(jobs.get(entry.job_id) ?? []), entry]);
  const blocks: MailBlock[] = [];
  for (const [jobId, applicants] of [...jobs].slice(0, JOBS_PER_MAIL)) {
    blocks.push(t('api.mail.applicantDigest.job', { job: applicants[0]?.title ?? '', count: applicants.length }));
    blocks.push({
      list: applicants.slice(0, NAMED_PER_JOB).map((entry) => ({
        text: applicantName(t, entry.nombre, entry.apellidos),
        url: applicantsLink(origin, jobId, entry.application_id),
      })),
    });
    if (applicants.length > NAMED_PER_JOB) {
      blocks.push(
        t('api.mail.applicantDigest.more', {
          count: applicants.length - NAMED_PER_JOB,
          url: applicantsLink(origin, jobId),
        }),
      );
    }
  }
  if (jobs.size > JOBS_PER_MAIL) {
    blocks.push(
      t('api.mail.applicantDigest.moreJobs', { count: jobs.size - JOBS_PER_MAIL, url: `${origin}/company/applicants` }),
    );
  }
  return blocks;
}

/**
 * Sends the due digests, one company at a time. A company is due when an entry waits from before the last digest
 * time and its last digest is older than that time: so at most one digest a day, and an application that commits
 * just after the digest waits for the next one. In one transaction the company's row is locked (SKIP LOCKED: another
 * replica takes the next company; NO KEY UPDATE, so applications still being written, which hold a key-share lock
 * on it, are not waited for), its entries are marked sent and its digest time is moved, then the mail is queued: a
 * digest is written once. Withdrawn applications are left out. Entries of a company that has turned the mails off
 * since are dropped; those of a company that went back to one mail each are still listed once. Answers how many
 * companies were mailed.
 */
export async function sendDueApplicantDigests(deps: DigestDeps): Promise<number> {
  const { db } = deps;
  const boundary = lastDigestTime(deps.digest);
  const due = await db
    .selectFrom('applicant_digest_entries as e')
    .innerJoin('companies as c', 'c.id', 'e.company_id')
    .select('e.company_id')
    .distinct()
    .where('e.sent_at', 'is', null)
    .where('e.created_at', '<', boundary)
    .where((eb) => eb.or([eb('c.applicant_digest_at', 'is', null), eb('c.applicant_digest_at', '<', boundary)]))
    .limit(500)
    .execute();
  let mailed = 0;
  for (const { company_id } of due) {
    const sent = await db.transaction().execute(async (trx) => {
      const company = await trx
        .selectFrom('companies')
        .select(['id', 'name', 'applicant_mails'])
        .where('id', '=', company_id)
        .where((eb) => eb.or([eb('applicant_digest_at', 'is', null), eb('applicant_digest_at', '<', boundary)]))
        .forNoKeyUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!company) return false;
      const entries = await trx
        .selectFrom('applicant_digest_entries as e')
        .innerJoin('applications as a', 'a.id', 'e.application_id')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .innerJoin('jobs as j', 'j.id', 'a.job_id')
        .select(['e.application_id', 'a.status', 'u.nombre', 'u.apellidos', 'j.id as job_id', 'j.title'])
        .where('e.company_id', '=', company.id)
        .where('e.sent_at', 'is', null)
        .where('e.created_at', '<', boundary)
        .orderBy('j.id')
        .orderBy('e.created_at')
        .orderBy('e.application_id')
        .execute();
      if (entries.length === 0) return false;
      await trx
        .updateTable('applicant_digest_entries')
        .set({ sent_at: sql<Date>`now()` })
        .where(
          'application_id',
          'in',
          entries.map((entry) => entry.application_id),
        )
        .execute();
      await trx
        .updateTable('companies')
        .set({ applicant_digest_at: sql<Date>`now()` })
        .where('id', '=', company.id)
        .execute();
      const listed = entries.filter((entry) => entry.status !== APPLICATION_STATUSES.withdrawn);
      if (company.applicant_mails === 'off' || listed.length === 0) return false;
      const origin = deps.publicUrl;
      for (const account of await companyAccounts(trx, company.id)) {
        const t = translator(account.lang);
        const values = { count: listed.length, company: company.name };
        await queueMail(trx, {
          to: account.email,
          ...composeMail({
            lang: account.lang,
            origin,
            subject: t('api.mail.applicantDigest.subject', values),
            blocks: [
              greeting(t, account.nombre),
              t('api.mail.applicantDigest.intro', values),
              ...jobBlocks(t, origin, listed),
              { note: footer(t, origin, company.name) },
            ],
          }),
        });
      }
      return true;
    });
    if (sent) mailed += 1;
  }
  if (mailed > 0) deps.log?.info({ companies: mailed }, 'applicant digests queued');
  return mailed;
}
