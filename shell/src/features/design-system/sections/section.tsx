import type { ReactNode } from 'react';

/**
 * One component on the catalogue page: its name, what it is for, and a rendering of each of its states. The
 * catalogue is developer documentation (docs/design-system.md#the-catalogue): its own prose is English; the
 * components inside it say their words from the catalogues, as everywhere else.
 */
export type CatalogueSection = {
  /** The id of the section's anchor (`#button`). */
  id: string;
  /** The component's name as exported by shared-kit/ui. */
  name: string;
  /** When to use it, in a sentence or two. */
  usage: string;
  /** One entry per state worth seeing (default, disabled, with an error, loading, ...). */
  states: { name: string; render: () => ReactNode }[];
};

/** A section of the catalogue page, with each state in its own labelled box. */
export function SectionView({ section }: { section: CatalogueSection }) {
  return (
    <section className="ds-section" aria-labelledby={`ds-${section.id}`}>
      <h2 id={`ds-${section.id}`}>{section.name}</h2>
      <p className="ds-usage">{section.usage}</p>
      <div className="sk-grid ds-states">
        {section.states.map((state) => (
          <figure key={state.name} className="ds-state">
            <div className="ds-state__demo">{state.render()}</div>
            <figcaption>{state.name}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
