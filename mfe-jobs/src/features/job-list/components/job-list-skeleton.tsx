import { Skeleton } from 'shared-kit/ui';

const ROWS = [0, 1, 2, 3, 4];

/** Same box sizes as the loaded list, so nothing moves when the jobs arrive. */
export function JobListSkeleton() {
  return (
    <div className="jobs-skeleton">
      <Skeleton height={24} width={160} label="Loading jobs" />
      {ROWS.map((row) => (
        <Skeleton key={row} height={132} label="Loading jobs" />
      ))}
    </div>
  );
}
