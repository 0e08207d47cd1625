import type { ReactNode } from 'react';
import { Skeleton } from 'shared-kit/ui';
import { useJobListActions, useJobListState } from '../state/job-list-store';

export type SelectedJobPaneProps = {
  selectedId: number | null;
  ready: boolean;
  children: (id: number) => ReactNode;
};

/** Right side of the split view: previous/next through the list (loading more at its end) and the job. */
export function SelectedJobPane({ selectedId, ready, children }: SelectedJobPaneProps) {
  const { jobs, hasMore, more } = useJobListState();
  const { next, previous } = useJobListActions();
  const index = jobs.findIndex((job) => job.id === selectedId);
  return (
    <aside className="jobs-pane" aria-label="Selected job">
      <nav className="jobs-pane-nav" aria-label="Browse jobs">
        <button type="button" onClick={previous} disabled={!ready || index <= 0}>
          Previous job
        </button>
        <button
          type="button"
          onClick={() => next()}
          disabled={!ready || more === 'loading' || (index === jobs.length - 1 && !hasMore) || index < 0}
        >
          Next job
        </button>
      </nav>
      {selectedId !== null ? children(selectedId) : !ready ? <Skeleton height={480} label="Loading the job" /> : null}
    </aside>
  );
}
