import type { ReactNode } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Skeleton } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';
import { useJobListActions, useJobListState } from '../state/job-list-store';

export type SelectedJobPaneProps = {
  selectedId: number | null;
  ready: boolean;
  children: (id: number) => ReactNode;
};

/** Right side of the split view: previous/next through the list (loading more at its end) and the job. */
export function SelectedJobPane({ selectedId, ready, children }: SelectedJobPaneProps) {
  const t = useTranslate<JobsMessageId>();
  const { jobs, hasMore, more } = useJobListState();
  const { next, previous } = useJobListActions();
  const index = jobs.findIndex((job) => job.id === selectedId);
  return (
    <aside className="jobs-pane" aria-label={t('jobs.pane.label')}>
      <nav className="jobs-pane-nav" aria-label={t('jobs.pane.nav')}>
        <Button variant="secondary" size="sm" onClick={previous} disabled={!ready || index <= 0}>
          {t('jobs.pane.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => next()}
          disabled={!ready || more === 'loading' || (index === jobs.length - 1 && !hasMore) || index < 0}
        >
          {t('jobs.pane.next')}
        </Button>
      </nav>
      {selectedId !== null ? (
        children(selectedId)
      ) : !ready ? (
        <Skeleton height={480} label={t('jobs.job.loading')} />
      ) : null}
    </aside>
  );
}
