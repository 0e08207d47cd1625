// A new application told to its company (docs/company-area.md#mails-about-new-applicants), in the transaction that
// creates it: a mail to each account at once, an entry for the daily digest, or nothing, as the company chose.
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { greeting } from '../../mail/greeting';
import { composeMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { applicationForMail } from '../application-mails/rows';
import { applicantName, applicantsLink, companyAccounts, footer } from './words';

/** Answers what was done: 'mailed', 'digest' (waits for the daily mail) or 'off'. */
export async function announceApplicant(
  trx: Db,
  input: { applicationId: number; publicUrl: string },
): Promise<'mailed' | 'digest' | 'off'> {
  const row = await applicationForMail(trx)
    .select([
      'applications.id',
      'users.nombre',
      'users.apellidos',
      'jobs.id as job_id',
      'jobs.title',
      'companies.id as company_id',
      'companies.name as company',
      'companies.applicant_mails',
    ])
    .where('applications.id', '=', input.applicationId)
    .executeTakeFirstOrThrow();
  if (row.applicant_mails === 'off') return 'off';
  if (row.applicant_mails === 'daily') {
    await trx
      .insertInto('applicant_digest_entries')
      .values({ application_id: row.id, company_id: row.company_id })
      .execute();
    return 'digest';
  }
  const origin = input.publicUrl;
  for (const account of await companyAccounts(trx, row.company_id)) {
    const t = translator(account.lang);
    const values = { name: applicantName(t, row.nombre, row.apellidos), job: row.title, company: row.company };
    await queueMail(trx, {
      to: account.email,
      ...composeMail({
        lang: account.lang,
        origin,
        subject: t('api.mail.applicant.subject', values),
        blocks: [
          greeting(t, account.nombre),
          t('api.mail.applicant.intro', values),
          t('api.mail.applicant.open', { url: applicantsLink(origin, row.job_id, row.id) }),
          { note: footer(t, origin, row.company) },
        ],
      }),
    });
  }
  return 'mailed';
}
