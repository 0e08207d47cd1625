import { useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import type { CompanyMessageId } from '../../../locales';

/** Shown when a publication is refused for want of a job credit: the api's words and where to buy more. */
export function CreditsAlert({ message }: { message: string }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <p role="alert" className="company-alert">
      {message || t('company.jobs.noCredits')}{' '}
      {/* The purchase page opens on the pack its `code` names (the single job post). */}
      <Link to="/company/services/purchase?code=job_posts_1">{t('company.jobs.buyJobPosts')}</Link>
    </p>
  );
}
