import type { Job } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { jobPath } from 'shared-kit/routes';
import { savePendingApply, useSession } from 'shared-kit/session';
import { Button, RemoteSlot, Skeleton } from 'shared-kit/ui';
import { useSendToLogin } from '../../../lib/login-redirect';
import type { JobsMessageId } from '../../../locales';

export const isUnavailable = (job: Job) => job.available === false || job.extra?.available === false;

/**
 * Apply (docs/candidate-area.md#the-apply-flow): a guest's Apply is kept as a pending intent and the guest goes to
 * login or registration, coming back to this job with SPEC's `autoApply` flag so the flow opens by itself. For a
 * candidate the whole Apply area (the button, the flow, "Applied on") is mfe-candidate's `./apply`, asked for by name
 * through the shell's loader: no build-time import between remotes. With that remote down, the rest of the page
 * keeps working and this area says applying is unavailable for a moment.
 */
export function ApplyButton({ job }: { job: Job }) {
  const t = useTranslate<JobsMessageId>();
  const { type } = useSession();
  const sendToLogin = useSendToLogin();
  if (isUnavailable(job)) return null;
  if (type === 'guest') {
    return (
      <Button
        type="button"
        className="jobs-apply"
        onClick={() => {
          savePendingApply(job.id);
          sendToLogin(`${jobPath(job.url)}?autoApply=1`);
        }}
      >
        {t('jobs.job.apply')}
      </Button>
    );
  }
  if (type !== 'candidate') return null;
  return (
    <RemoteSlot
      remote="mfe_candidate"
      module="apply"
      props={{ job }}
      loading={<Skeleton height={40} width={120} label={t('jobs.apply.loading')} />}
      unavailable={
        <p className="jobs-apply-unavailable" role="status">
          {t('jobs.apply.unavailable')}
        </p>
      }
    />
  );
}
