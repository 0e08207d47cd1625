import { formatDate } from 'shared-kit/constants';
import type { JobModeration } from 'shared-kit/contracts';
import { currentLocale, type KitMessageId, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import type { CompanyMessageId } from '../../../locales';

/**
 * Why our moderation team closed the job, in its words, and what the company can do: nothing to the job itself, but
 * write to us (docs/company-area.md#a-job-closed-by-moderation).
 */
export function ModerationNotice({ moderation, headingId }: { moderation: JobModeration; headingId?: string }) {
  const t = useTranslate<CompanyMessageId | KitMessageId>();
  return (
    <div className="company-alert company-moderation" role="note" aria-labelledby={headingId}>
      <p id={headingId} className="company-moderation__title">
        {t('company.jobs.moderation.title', {
          date: formatDate(moderation.at, currentLocale()),
          category: t(`kit.jobModeration.category.${moderation.category}`),
        })}
      </p>
      <p className="company-moderation__reason">{moderation.reason}</p>
      <p>
        {t('company.jobs.moderation.help')} <Link to="/eulangjobs/contact">{t('company.jobs.moderation.contact')}</Link>
      </p>
    </div>
  );
}
