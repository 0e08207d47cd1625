import type { ReactNode } from 'react';
import { Link } from 'shared-kit/router';

export type TabLink = {
  /** The address the tab shows (a filter kept in the URL). */
  to: string;
  label: ReactNode;
  /** A number shown after the label in its own pill ("Interview 3"). */
  count?: ReactNode;
  current: boolean;
};

export type TabLinksProps = {
  /** The navigation's name ("Stages"). */
  label: string;
  tabs: TabLink[];
  className?: string;
};

/**
 * Tabs that are links (docs/design-system.md#tablinks): for views that live in the URL (a filter, a stage), so each
 * tab can be bookmarked, opened in a new tab and reached with Back. A `nav` of real links with the look of Tabs; the
 * current one has `aria-current="page"`. Not the ARIA tabs pattern: there is no panel to switch, the page changes.
 */
export function TabLinks({ label, tabs, className }: TabLinksProps) {
  return (
    <nav aria-label={label} className={['sk-tabs', 'sk-tab-links', className].filter(Boolean).join(' ')}>
      <ul className="sk-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.to} className="sk-tab-links__item">
            <Link
              to={tab.to}
              className="sk-tabs__tab sk-tab-links__tab"
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.label}
              {tab.count !== undefined && (
                <>
                  {' '}
                  <span className="sk-tab-links__count">{tab.count}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
