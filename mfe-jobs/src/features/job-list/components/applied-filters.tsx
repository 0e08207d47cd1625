import { useEffect, useRef } from 'react';
import { EMPLOYMENT_TYPES } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Chip } from 'shared-kit/ui';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { useFilterNames } from '../hooks/use-filter-names';
import { useSearchNavigation } from '../hooks/use-search';
import { type SearchUrl, searchKey } from '../state/search-url';

type Applied = { key: string; label: string; remove: () => void };

/**
 * Every filter of the search as a chip with a remove button ("Remove German"), and "Clear all" (a minisite stays a
 * minisite). The api's markup shows the same chips with links that remove each filter (api/src/routes/pages/render/).
 */
export function AppliedFilters({ url }: { url: SearchUrl }) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const names = useFilterNames();
  const nav = useSearchNavigation(url);
  const { path, query } = url;
  const root = useRef<HTMLDivElement>(null);
  // The button pressed goes away with its filter: focus moves to the next chip's, or to the keyword field when none
  // is left, never to the page's start.
  const moveFocus = useRef(false);
  const key = searchKey(path, query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the search (the key) has changed.
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const next = root.current?.querySelector<HTMLElement>('.sk-chip__remove');
    (next ?? document.querySelector<HTMLElement>('.jobs-search input'))?.focus();
  }, [key]);
  const removing = (remove: () => void) => () => {
    moveFocus.current = true;
    remove();
  };
  const applied: Applied[] = [
    ...path.languages.map((slug) => ({
      key: `language-${slug}`,
      label: names.language(slug),
      remove: () => nav.setPath({ languages: path.languages.filter((l) => l !== slug) }),
    })),
    ...(path.location
      ? [{ key: 'location', label: names.location(path.location), remove: () => nav.setPath({ location: null }) }]
      : []),
    ...(path.remote
      ? [
          {
            key: 'remote',
            label: t('jobs.filters.remoteChip', { remote: names.remote(path.remote) }),
            remove: () => nav.setPath({ remote: null }),
          },
        ]
      : []),
    ...(path.skill
      ? [
          {
            key: 'skill',
            label: t('jobs.filters.skillChip', { skill: names.skill(path.skill) }),
            remove: () => nav.setPath({ skill: null }),
          },
        ]
      : []),
    ...(query.keywords
      ? [
          {
            key: 'keywords',
            label: t('jobs.filters.keywordsChip', { keywords: query.keywords }),
            remove: () => nav.setQuery({ keywords: '' }),
          },
        ]
      : []),
    ...query.experience.map((years) => ({
      key: `experience-${years}`,
      label: display.experience(years) ?? String(years),
      remove: () => nav.setQuery({ experience: query.experience.filter((y) => y !== years) }),
    })),
    ...query.employment_type
      .filter((id) => id in EMPLOYMENT_TYPES)
      .map((id) => ({
        key: `employment-${id}`,
        label: display.employmentType(id) ?? String(id),
        remove: () => nav.setQuery({ employment_type: query.employment_type.filter((e) => e !== id) }),
      })),
    ...(query.latests ? [{ key: 'latests', label: t('jobs.filters.latests'), remove: nav.toggleLatests }] : []),
  ];
  if (applied.length === 0) return null;
  return (
    // A named group of the chips and "Clear all" (a list carries no name of its own: docs/pages.md#valid-html).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would be a visible label the design does not have; the api's page writes the same div.
    <div className="jobs-applied" ref={root} role="group" aria-label={t('jobs.filters.applied')}>
      <ul className="jobs-applied-list">
        {applied.map((filter) => (
          <li key={filter.key}>
            <Chip onRemove={removing(filter.remove)}>{filter.label}</Chip>
          </li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" onClick={removing(nav.clear)}>
        {t('jobs.filters.clearAll')}
      </Button>
    </div>
  );
}
