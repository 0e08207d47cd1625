import type { Job } from 'shared-kit/contracts';
import { formatDate, useTranslate } from 'shared-kit/i18n';
import { jobPath } from 'shared-kit/routes';
import { useSession } from 'shared-kit/session';
import { Button } from 'shared-kit/ui';
import { useSendToLogin } from '../../../lib/login-redirect';
import type { JobsMessageId } from '../../../locales';

export const isUnavailable = (job: Job) => job.available === false || job.extra?.available === false;

/**
 * Apply: a guest goes to login with this job as the target; a candidate applies on the company's site when the
 * job redirects there. The in-site apply flow (POST /api/candidates/applications, docs/contracts.md#job) is not in the
 * api yet, so a candidate sees no button for other jobs rather than one that cannot work.
 */
export function ApplyButton({ job }: { job: Job }) {
  const t = useTranslate<JobsMessageId>();
  const { type } = useSession();
  const sendToLogin = useSendToLogin();
  if (isUnavailable(job)) return null;
  if (type === 'guest') {
    return (
      <Button type="button" className="jobs-apply" onClick={() => sendToLogin(jobPath(job.url))}>
        {t('jobs.job.apply')}
      </Button>
    );
  }
  if (type !== 'candidate') return null;
  const application = job.extra?.application;
  if (application)
    return <p className="jobs-applied-note">{t('jobs.job.applied', { date: formatDate(application.created_at) })}</p>;
  const redirect = job.extra?.redirect;
  if (redirect && /^https?:\/\//i.test(redirect)) {
    return (
      <a className="sk-button sk-button--primary jobs-apply" href={redirect} target="_blank" rel="noopener noreferrer">
        {t('jobs.job.applyExternal')}
      </a>
    );
  }
  return null;
}
