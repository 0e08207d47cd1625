import { SECTIONS } from '../sections';
import { SectionView } from '../sections/section';
import './design-system.css';

/**
 * The design system's catalogue at /design-system (docs/design-system.md#the-catalogue): every component of
 * shared-kit/ui in each of its states, so each area builds its screens from these parts. Not linked and not
 * indexed; developer documentation, so its prose is English.
 */
export function DesignSystemPage() {
  return (
    <div className="ds-page">
      <h1>Design system</h1>
      <nav aria-label="Components" className="ds-index">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#ds-${section.id}`}>{section.name}</a>
            </li>
          ))}
        </ul>
      </nav>
      {SECTIONS.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </div>
  );
}
