import { useEffect, useState } from 'react';
import { formatDate, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link, useSearchParams } from 'shared-kit/router';
import { takePendingApply, useSession } from 'shared-kit/session';
import { Badge, Button } from 'shared-kit/ui';
import { serverMessage } from '../../../forms/server-message';
import type { CandidateMessageId } from '../../../locales';
import { applyToJob } from '../api/apply-to-job';
import type { ApplicationStatus, ApplyExtra, ApplyProps } from '../apply-types';
import { openExternal } from '../open-external';
import { ApplyDialog } from './apply-dialog';

/** The page of the candidate's applications (issue 12's My jobs). */
const MY_APPLICATIONS_PATH = '/account/my-jobs/applications';

const STATUS_LABELS: Record<ApplicationStatus, CandidateMessageId> = {
  applied: 'candidate.apply.status.applied',
  viewed: 'candidate.apply.status.viewed',
  in_review: 'candidate.apply.status.in_review',
  interview: 'candidate.apply.status.interview',
  offer: 'candidate.apply.status.offer',
  not_selected: 'candidate.apply.status.not_selected',
  withdrawn: 'candidate.apply.status.withdrawn',
};

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * The Apply area of a job page for a signed-in candidate (exposed as mfe-candidate's `./apply`, shown by mfe-jobs
 * through the shell's loader; docs/candidate-area.md#the-apply-flow): "Applied on {date}" with the status once
 * applied, the company's site for a job with an external link, otherwise the Apply button that opens the flow. Back
 * from login with SPEC's `autoApply` flag (or a guest's pending Apply), the flow opens by itself.
 */
export function ApplyPanel({ job }: ApplyProps) {
  const t = useTranslate<CandidateMessageId>();
  const { type } = useSession();
  const [extra, setExtra] = useState<ApplyExtra | null>(job.extra);
  const [applied, setApplied] = useState<{ created_at: string; status?: ApplicationStatus } | null>(
    job.extra?.application ?? null,
  );
  const [open, setOpen] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [params, setParams] = useSearchParams();
  const autoApply = params.has('autoApply');
  const redirect = extra?.redirect && isWebAddress(extra.redirect) ? extra.redirect : null;
  const candidate = type === 'candidate';

  useEffect(() => {
    if (!candidate) return;
    const pending = takePendingApply(job.id);
    if (!autoApply && !pending) return;
    if (autoApply)
      setParams(
        (current) => {
          current.delete('autoApply');
          return current;
        },
        { replace: true },
      );
    if (!applied && !redirect && job.available !== false) setOpen(true);
  }, [candidate, autoApply, job.id, job.available, applied, redirect, setParams]);

  if (!candidate || job.available === false) return null;

  if (applied) {
    const status = applied.status ?? 'applied';
    return (
      <div className="candidate-apply-applied">
        <p>
          {t('candidate.apply.appliedOn', { date: formatDate(applied.created_at) })}{' '}
          <Badge tone={status === 'not_selected' || status === 'withdrawn' ? 'neutral' : 'success'}>
            {t(STATUS_LABELS[status])}
          </Badge>
        </p>
        <Link to={MY_APPLICATIONS_PATH}>{t('candidate.apply.myApplications')}</Link>
      </div>
    );
  }

  async function goToCompany() {
    setRedirecting(true);
    try {
      // The api records the click and answers where to go (docs/candidate-area.md#the-apply-flow).
      const answer = await applyToJob(job.id, {});
      const target = 'redirect' in answer ? answer.redirect : redirect;
      if (target && isWebAddress(target)) openExternal(target);
    } catch (error) {
      notify.error(serverMessage(error, 'offer_id') ?? t('candidate.apply.failed'));
    } finally {
      setRedirecting(false);
    }
  }

  if (redirect) {
    return (
      <Button className="candidate-apply-button" loading={redirecting} onClick={goToCompany}>
        {t('candidate.apply.external')}
      </Button>
    );
  }

  return (
    <>
      <Button className="candidate-apply-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('candidate.apply.apply')}
      </Button>
      {open && (
        <ApplyDialog
          job={job}
          extra={extra}
          onExtra={setExtra}
          onClose={() => setOpen(false)}
          onApplied={(application) => {
            setOpen(false);
            setApplied({ created_at: application.created_at, status: application.status });
          }}
        />
      )}
    </>
  );
}
