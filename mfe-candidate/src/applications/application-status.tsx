import { useTranslate } from 'shared-kit/i18n';
import { Badge, type BadgeProps } from 'shared-kit/ui';
import type { CandidateMessageId } from '../locales';
import type { ApplicationStatus } from 'shared-kit/account-rules';

/** The candidate's words for each status (docs/candidate-area.md#my-jobs). */
export const STATUS_LABEL: Record<ApplicationStatus, CandidateMessageId> = {
  applied: 'candidate.myJobs.status.applied',
  viewed: 'candidate.myJobs.status.viewed',
  in_review: 'candidate.myJobs.status.in_review',
  interview: 'candidate.myJobs.status.interview',
  offer: 'candidate.myJobs.status.offer',
  not_selected: 'candidate.myJobs.status.not_selected',
  withdrawn: 'candidate.myJobs.status.withdrawn',
};

const TONE: Record<ApplicationStatus, BadgeProps['tone']> = {
  applied: 'info',
  viewed: 'info',
  in_review: 'info',
  interview: 'success',
  offer: 'success',
  not_selected: 'neutral',
  withdrawn: 'neutral',
};

/** The status as a Badge: its words say what its colour says. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const t = useTranslate<CandidateMessageId>();
  return <Badge tone={TONE[status]}>{t(STATUS_LABEL[status])}</Badge>;
}
