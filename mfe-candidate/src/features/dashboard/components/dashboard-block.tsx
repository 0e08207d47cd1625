import type { ReactNode } from 'react';
import type { Request } from 'shared-kit/http';
import { AreaError, Card, EmptyState, LinkButton, Skeleton } from 'shared-kit/ui';

/** What an empty block says, and the one way on it offers (search jobs, browse the events...). */
type BlockEmpty = { title: string; text: string; to: string; action: string };

export type DashboardBlockProps<T, I> = {
  /** The block's name, for its heading's id and its grid area (`candidate-dashboard__<name>`). */
  name: string;
  title: string;
  /** A link beside the title (to the whole list). Shown once the list is there. */
  action?: (data: T) => ReactNode;
  request: Request<T>;
  loadingLabel: string;
  errorTitle: string;
  /** The skeleton's height: about the block's usual height, so the content replaces it without moving the page. */
  skeletonHeight: number;
  /** The list the api's reply carries. A reply without it is shown as the block's error, with a retry. */
  items: (data: T) => readonly I[] | undefined;
  /** Shown when the list is empty (a function where the reply decides what to say). */
  empty: BlockEmpty | ((data: T) => BlockEmpty);
  /** The list, once it has an item. */
  children: (items: readonly I[], data: T) => ReactNode;
};

/**
 * One block of the dashboard (docs/candidate-area.md#the-dashboard): a card with its heading that loads on its own,
 * shows a still skeleton meanwhile and its own error with a retry, so one failed call never empties the others; a
 * reply without its list counts as failed (docs/candidate-area.md#the-dashboard), never as a crash of the page.
 */
export function DashboardBlock<T, I>({
  name,
  title,
  action,
  request,
  loadingLabel,
  errorTitle,
  skeletonHeight,
  items,
  empty,
  children,
}: DashboardBlockProps<T, I>) {
  const headingId = `candidate-dashboard-${name}-heading`;
  const data = request.status === 'success' ? request.data : undefined;
  const list = data === undefined || data === null ? undefined : items(data);
  const shown = data !== undefined && data !== null && Array.isArray(list) ? { data, list } : undefined;
  const failed = request.status === 'error' || (request.status === 'success' && !shown);
  const said = shown && shown.list.length === 0 ? (typeof empty === 'function' ? empty(shown.data) : empty) : null;
  return (
    <Card
      as="section"
      className={`candidate-dashboard__block candidate-dashboard__${name}`}
      aria-labelledby={headingId}
    >
      <header className="sk-split candidate-dashboard__block-header">
        <h2 id={headingId} className="sk-card-title">
          {title}
        </h2>
        {shown && action ? action(shown.data) : null}
      </header>
      {request.status === 'loading' && <Skeleton height={skeletonHeight} label={loadingLabel} />}
      {failed && <AreaError title={errorTitle} onRetry={request.retry} />}
      {said && (
        <EmptyState
          title={said.title}
          headingLevel={3}
          actions={
            <LinkButton to={said.to} variant="secondary">
              {said.action}
            </LinkButton>
          }
        >
          <p>{said.text}</p>
        </EmptyState>
      )}
      {shown && shown.list.length > 0 && children(shown.list, shown.data)}
    </Card>
  );
}
