import type { MouseEvent } from 'react';
import { paginationItems } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import type { KitMessageId } from '../locales';

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** The address of a page: every link is a real link, so paging works without JavaScript. */
  hrefFor: (page: number) => string;
  /**
   * A client router takes a plain click (the browser's default is prevented; a click with a modifier key still opens
   * the link as the browser does).
   */
  onNavigate?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The navigation's name (default "Pages"); two paginations on one page need different names. */
  label?: string;
  className?: string;
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Page links of a list (docs/design-system.md#pagination): a navigation landmark, previous and next, the current page
 * marked with aria-current="page". Previous on the first page and next on the last are not links (not focusable).
 */
export function Pagination({ page, pageCount, hrefFor, onNavigate, label, className }: PaginationProps) {
  const t = useTranslate<KitMessageId>();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const go = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || !plainClick(event)) return;
    event.preventDefault();
    onNavigate(target, event);
  };
  const step = (target: number, rel: 'prev' | 'next', text: string, arrow: string) => {
    const content = (
      <>
        {rel === 'prev' && <span aria-hidden="true">{arrow}</span>}
        <span className="sk-pagination__step-text">{text}</span>
        {rel === 'next' && <span aria-hidden="true">{arrow}</span>}
      </>
    );
    const disabled = target < 1 || target > pageCount;
    return (
      <li className="sk-pagination__item sk-pagination__item--step">
        {disabled ? (
          // No href: not focusable, and said as a dimmed link.
          // biome-ignore lint/a11y/useValidAnchor: a disabled link has no address on purpose
          <a role="link" aria-disabled="true" className="sk-pagination__link sk-pagination__link--disabled">
            {content}
          </a>
        ) : (
          <a href={hrefFor(target)} onClick={go(target)} rel={rel} className="sk-pagination__link">
            {content}
          </a>
        )}
      </li>
    );
  };
  return (
    <nav
      aria-label={label ?? t('kit.ui.pagination.label')}
      className={['sk-pagination', className].filter(Boolean).join(' ')}
    >
      <ul className="sk-pagination__list">
        {step(current - 1, 'prev', t('kit.ui.pagination.previous'), '‹')}
        {paginationItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li
              key={item}
              className={['sk-pagination__item', item === current && 'sk-pagination__item--current']
                .filter(Boolean)
                .join(' ')}
            >
              <a
                href={hrefFor(item)}
                onClick={go(item)}
                className="sk-pagination__link"
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('kit.ui.pagination.page', { page: item })}
              >
                {item}
              </a>
            </li>
          ) : (
            <li key={item} className="sk-pagination__item sk-pagination__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        {step(current + 1, 'next', t('kit.ui.pagination.next'), '›')}
      </ul>
    </nav>
  );
}
