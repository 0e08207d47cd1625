import type { HTMLAttributes, ReactNode } from 'react';

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

export type CardSectionProps = Omit<CardProps, 'as' | 'aria-labelledby'> & {
  /** The heading's id: the section is named by its heading (`aria-labelledby`). */
  headingId: string;
  heading: ReactNode;
};

/**
 * A card that is one section of its page (a form's panel, a summary): `<section class="sk-card">` named by its
 * `<h2 class="sk-card-title">`, so a screen reader lists it as a region with the heading's words.
 */
export function CardSection({ headingId, heading, children, ...rest }: CardSectionProps) {
  return (
    <Card {...rest} as="section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sk-card-title">
        {heading}
      </h2>
      {children}
    </Card>
  );
}
