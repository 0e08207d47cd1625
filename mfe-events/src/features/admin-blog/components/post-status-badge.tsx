import type { BlogPostStatus } from 'shared-kit/contracts';
import { formatDate, formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { Badge } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';

/** Draft, Scheduled for <date and time in the editor's zone>, or Published <date>. */
export function PostStatusBadge({ status, publishedAt }: { status: BlogPostStatus; publishedAt: string | null }) {
  const t = useTranslate<EventsMessageId>();
  if (status === 'draft' || !publishedAt) return <Badge>{t('events.adminBlog.status.draft')}</Badge>;
  if (status === 'future')
    return (
      <Badge tone="info">
        {t('events.adminBlog.status.scheduled', { date: formatDateTimeRange(publishedAt, publishedAt) })}
      </Badge>
    );
  return <Badge tone="success">{t('events.adminBlog.status.published', { date: formatDate(publishedAt) })}</Badge>;
}
