import type { ReactNode } from 'react';

export type EmptyStateProps = {
  /** What is empty, said plainly ("No jobs match these filters"). */
  title: string;
  /** How to get somewhere: what to change, where to look. */
  children?: ReactNode;
  /** A small decorative picture; hidden from screen readers. */
  icon?: ReactNode;
  /** Buttons or links that widen the search or start something. */
  actions?: ReactNode;
  /**
   * The drawing above the title (docs/design-system.md#illustration): `search` (a magnifier) where a search found
   * nothing, else a generic empty tray. An `icon` replaces it.
   */
  illustration?: 'empty' | 'search';
  /** The title's heading level within the page (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** What a list or area shows when it has nothing (docs/design-system.md#emptystate): the reason and a way on. */
export function EmptyState({
  title,
  children,
  icon,
  illustration = 'empty',
  actions,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={['sk-empty', illustration === 'search' && 'sk-empty--search', className].filter(Boolean).join(' ')}>
      {icon && (
        <div className="sk-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="sk-empty__title">{title}</Heading>
      {children && <div className="sk-empty__body">{children}</div>}
      {actions && <div className="sk-empty__actions">{actions}</div>}
    </div>
  );
}
