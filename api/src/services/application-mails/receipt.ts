// The candidate's receipt for an application (docs/operations.md#mails-about-applications): queued in the
// transaction that creates the application, so it exists exactly when the application does, once.
import { type Locale, localeOr } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { greeting } from '../../mail/greeting';
import { composeMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { applicationForMail } from './rows';
import { footer, jobLink } from './words';

/**
 * Queues the receipt of a new application, unless the candidate turned application mails off. In the candidate's
 * interface language, else the language of the request that applied. Answers whether a mail was queued.
 */
export async function queueApplicationReceipt(
  trx: Db,
  input: { applicationId: number; publicUrl: string; requestLocale: Locale },
): Promise<boolean> {
  const row = await applicationForMail(trx)
    .select([
      'users.email',
      'users.nombre',
      'users.locale',
      'candidates.email_applications',
      'jobs.title',
      'jobs.url',
      'companies.name as company',
    ])
    .where('applications.id', '=', input.applicationId)
    .executeTakeFirstOrThrow();
  if (row.email_applications === false) return false;
  const lang = localeOr(row.locale, input.requestLocale);
  const t = translator(lang);
  const origin = input.publicUrl;
  const values = { job: row.title, company: row.company };
  await queueMail(trx, {
    to: row.email,
    ...composeMail({
      lang,
      origin,
      subject: t('api.mail.application.receivedSubject', values),
      blocks: [
        greeting(t, row.nombre),
        t('api.mail.application.received', values),
        t('api.mail.application.jobLink', { url: jobLink(origin, row.url) }),
        { note: footer(t, origin) },
      ],
    }),
  });
  return true;
}
