import { lazy, Suspense, useId, useState } from 'react';
import { Skeleton } from 'shared-kit/ui';
import { useSearchNavigation } from '../hooks/use-search';
import { countFilters, type SearchUrl } from '../state/search-url';

// The panel's lists and autocomplete are not needed for the first render of /jobs: loaded when opened.
const FilterPanel = lazy(() => import('./filter-panel'));

/** "Filters (n)", "Clear filters" and the latests toggle, always at hand above the list. */
export function FilterBar({ url }: { url: SearchUrl }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const nav = useSearchNavigation(url);
  const count = countFilters(url.path, url.query);

  return (
    <div className="jobs-filters">
      <div className="jobs-filter-bar">
        <button
          type="button"
          className="jobs-filter-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          Filters ({count})
        </button>
        <label className="jobs-latests">
          <input type="checkbox" checked={url.query.latests} onChange={nav.toggleLatests} /> Latest jobs only
        </label>
        {count > 0 && (
          <button type="button" className="jobs-filter-clear" onClick={nav.clear}>
            Clear filters
          </button>
        )}
      </div>
      {open && (
        <div id={panelId}>
          <Suspense fallback={<Skeleton height={320} label="Loading the filters" />}>
            <FilterPanel url={url} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
