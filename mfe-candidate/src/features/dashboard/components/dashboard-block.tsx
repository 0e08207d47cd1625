import type { ReactNode } from 'react';
import type { Request } from 'shared-kit/http';
import { AreaError, Card, Skeleton } from 'shared-kit/ui';

export type DashboardBlockProps<T> = {
  /** The block's name, for its heading's id and its grid area (`candidate-dashboard__<name>`). */
  name: string;
  title: string;
  /** A link beside the title (to the whole list). Shown once the data is there. */
  action?: (data: T) => ReactNode;
  request: Request<T>;
  loadingLabel: string;
  errorTitle: string;
  /** The skeleton's height: about the block's usual height, so the content replaces it without moving the page. */
  skeletonHeight: number;
  children: (data: T) => ReactNode;
};

/**
 * One block of the dashboard (docs/candidate-area.md#the-dashboard): a card with its heading that loads on its own,
 * shows a still skeleton meanwhile and its own error with a retry, so one failed call never empties the others.
 */
export function DashboardBlock<T>({
  name,
  title,
  action,
  request,
  loadingLabel,
  errorTitle,
  skeletonHeight,
  children,
}: DashboardBlockProps<T>) {
  const headingId = `candidate-dashboard-${name}-heading`;
  return (
    <Card
      as="section"
      className={`candidate-dashboard__block candidate-dashboard__${name}`}
      aria-labelledby={headingId}
    >
      <header className="candidate-dashboard__block-header">
        <h2 id={headingId} className="sk-card-title">
          {title}
        </h2>
        {request.status === 'success' && action ? action(request.data) : null}
      </header>
      {request.status === 'loading' && <Skeleton height={skeletonHeight} label={loadingLabel} />}
      {request.status === 'error' && <AreaError title={errorTitle} onRetry={request.retry} />}
      {request.status === 'success' && children(request.data)}
    </Card>
  );
}
