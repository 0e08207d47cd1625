// The mails a company gets when an admin closes or reopens one of its jobs (docs/product-rules.md#job-moderation):
// one to each of its accounts, in that account's interface language, queued in the transaction of the action.
import { type JobModerationCategory, localeOr } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { translator } from '../../i18n/catalogues';
import { greeting } from '../../mail/greeting';
import { composeMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { SITE_NAME } from '../jobs/seo';

/** What the mails need from the configuration: the site's address for their links. */
export type ModerationMailConfig = { publicUrl: string };

export type ModerationMail =
  | { action: 'close'; category: JobModerationCategory; reason: string }
  | { action: 'reopen' };

export async function queueModerationMails(
  trx: Db,
  config: ModerationMailConfig,
  jobId: number,
  mail: ModerationMail,
): Promise<void> {
  const job = await trx
    .selectFrom('jobs')
    .select(['id', 'title', 'company_id'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  const accounts = await trx
    .selectFrom('users')
    .select(['email', 'nombre', 'locale'])
    .where('company_id', '=', job.company_id)
    .where('type', '=', 'company')
    .orderBy('id')
    .execute();
  // The job's page in the company's area shows the state and the reason.
  const url = `${config.publicUrl}/company/jobs/${job.id}/edit`;
  const contact = `${config.publicUrl}/eulangjobs/contact`;
  const values = { title: job.title, id: job.id, site: SITE_NAME, url, contact };
  for (const account of accounts) {
    const lang = localeOr(account.locale);
    const t = translator(lang);
    const blocks =
      mail.action === 'close'
        ? [
            greeting(t, account.nombre),
            t('api.moderation.mail.closed.intro', values),
            t('api.moderation.mail.closed.category', {
              category: t(`kit.jobModeration.category.${mail.category}`),
            }),
            mail.reason,
            t('api.moderation.mail.closed.next', values),
          ]
        : [
            greeting(t, account.nombre),
            t('api.moderation.mail.reopened.intro', values),
            t('api.moderation.mail.reopened.next', values),
          ];
    await queueMail(trx, {
      to: account.email,
      ...composeMail({
        lang,
        origin: config.publicUrl,
        subject: t(
          mail.action === 'close' ? 'api.moderation.mail.closed.subject' : 'api.moderation.mail.reopened.subject',
          values,
        ),
        blocks,
      }),
    });
  }
}
