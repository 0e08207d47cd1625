import type { HTMLAttributes } from 'react';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: `article` for a self-contained item (a job), `li` inside a list, `section`, or a plain `div`. */
  as?: 'article' | 'div' | 'li' | 'section';
  /**
   * The whole card is clickable through its title's link (docs/design-system.md#card): the link's hit area is
   * stretched over the card, so there is still one link, named by the title, in the tab order.
   */
  interactive?: boolean;
  /** Tighter padding and gaps: a card of a long list, so a phone shows three or four (a job card). */
  compact?: boolean;
  /**
   * Stays in view while the column beside it scrolls (an aside's action card); only where the page has room for it
   * (from 64rem, docs/design-system.md#card).
   */
  sticky?: boolean;
};

/** A bordered box that groups one item's content. Its title is `<h2|h3 className="sk-card-title"><a>...</a></h2|h3>`. */
export function Card({
  as: Element = 'div',
  interactive = false,
  compact = false,
  sticky = false,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Element
      {...rest}
      className={[
        'sk-card',
        interactive && 'sk-card--interactive',
        compact && 'sk-card--compact',
        sticky && 'sk-card--sticky',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Element>
  );
}
