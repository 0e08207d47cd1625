import { useTranslate } from 'shared-kit/i18n';
import { Skeleton } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';

const ROWS = [0, 1, 2, 3, 4];

/** Same box sizes as the loaded list, so nothing moves when the jobs arrive. */
export function JobListSkeleton() {
  const t = useTranslate<JobsMessageId>();
  const label = t('jobs.list.loading');
  return (
    <div className="jobs-skeleton">
      <Skeleton height={24} width={160} label={label} />
      {ROWS.map((row) => (
        <Skeleton key={row} height={132} label={label} />
      ))}
    </div>
  );
}
