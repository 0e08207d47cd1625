import { useTranslate } from 'shared-kit/i18n';
import { PageSkeleton } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';

/**
 * The list's cards while they load: the design system's shape of a job list's cards (the page's heading and filters
 * are already drawn), the same boxes as the loaded cards, so nothing moves when the jobs arrive
 * (docs/design-system.md#skeleton-and-spinner).
 */
export function JobListSkeleton() {
  const t = useTranslate<JobsMessageId>();
  return <PageSkeleton shape="card-list" label={t('jobs.list.loading')} />;
}
