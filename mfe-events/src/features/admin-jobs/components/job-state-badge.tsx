import type { CompanyJobStatus } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Badge, type BadgeProps } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';

const TONES: Record<CompanyJobStatus, BadgeProps['tone']> = {
  draft: 'neutral',
  published: 'success',
  paused: 'warning',
  closed: 'neutral',
  expired: 'neutral',
  moderated: 'danger',
};

/** A job's state in words, the company's states and "Closed by moderation" (the colour only repeats them). */
export function JobStateBadge({ status }: { status: CompanyJobStatus }) {
  const t = useTranslate<EventsMessageId>();
  return <Badge tone={TONES[status]}>{t(`events.adminJobs.state.${status}`)}</Badge>;
}
