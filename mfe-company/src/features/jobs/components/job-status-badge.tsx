import { useTranslate } from 'shared-kit/i18n';
import { Badge, type BadgeProps } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import type { CompanyJobStatus } from '../api/company-job';

const TONES: Record<CompanyJobStatus, BadgeProps['tone']> = {
  draft: 'neutral',
  published: 'success',
  paused: 'warning',
  closed: 'neutral',
  expired: 'danger',
  moderated: 'danger',
};

/** A job's state in words (the colour only repeats them). */
export function JobStatusBadge({ status }: { status: CompanyJobStatus }) {
  const t = useTranslate<CompanyMessageId>();
  return <Badge tone={TONES[status]}>{t(`company.jobs.status.${status}`)}</Badge>;
}
