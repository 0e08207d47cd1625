import type { ReactNode } from 'react';

/**
 * A block on the page builder's canvas (docs/events.md#the-admin-area). Puck wraps each block in a draggable
 * `role="button"` that the keyboard selects and moves, named by what it holds. The block itself is a preview there:
 * its links, buttons and fields do nothing for the editor, and a control inside another is one the keyboard and a
 * screen reader cannot tell apart from it (WCAG 4.1.2, axe's nested-interactive). So the preview is `inert` (seen,
 * not focused, a click on it selects the block) and the block is named by its type ("Hero", "FAQ"): the words are
 * edited in the fields beside it.
 */
export function CanvasBlock({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  return (
    <section className={className}>
      <span className="sk-visually-hidden">{label}</span>
      <div inert>{children}</div>
    </section>
  );
}
