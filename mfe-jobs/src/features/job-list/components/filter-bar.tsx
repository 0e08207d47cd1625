import { lazy, Suspense, useId, useState } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { Skeleton } from 'shared-kit/ui';
import type { JobsMessageId } from '../../../locales';
import { useSearchNavigation } from '../hooks/use-search';
import { countFilters, type SearchUrl } from '../state/search-url';

// The panel's lists and autocomplete are not needed for the first render of /jobs: loaded when opened.
const FilterPanel = lazy(() => import('./filter-panel'));

/** "Filters (n)", "Clear filters" and the latests toggle, always at hand above the list. */
export function FilterBar({ url }: { url: SearchUrl }) {
  const t = useTranslate<JobsMessageId>();
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
          {t('jobs.filters.toggle', { count })}
        </button>
        <label className="jobs-latests">
          <input type="checkbox" checked={url.query.latests} onChange={nav.toggleLatests} /> {t('jobs.filters.latests')}
        </label>
        {count > 0 && (
          <button type="button" className="jobs-filter-clear" onClick={nav.clear}>
            {t('jobs.filters.clear')}
          </button>
        )}
      </div>
      {open && (
        <div id={panelId}>
          <Suspense fallback={<Skeleton height={320} label={t('jobs.filters.loading')} />}>
            <FilterPanel url={url} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
