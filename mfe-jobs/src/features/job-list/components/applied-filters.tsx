import { useEffect, useRef } from 'react';
import { EMPLOYMENT_TYPES } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import type { JobListPath } from 'shared-kit/routes';
import { Button, Chip, LinkButton } from 'shared-kit/ui';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import { useFilterNames } from '../hooks/use-filter-names';
import { useSearchNavigation } from '../hooks/use-search';
import type { Reference } from '../state/job-list-store';
import { buildSearchUrl, EMPTY_QUERY, type SearchQuery, type SearchUrl, searchKey } from '../state/search-url';

/** A filter shown, and the search without it (the path's and the query's changes). */
type Applied = { key: string; label: string; path?: Partial<JobListPath>; query?: Partial<SearchQuery> };

export type AppliedFiltersProps = {
  url: SearchUrl;
  /**
   * The server's first HTML (no JavaScript yet): each remove control and "Clear all" are links to the search without
   * the filter, and the names come from these lists (the browser's come from its store).
   */
  links?: { reference: Reference };
};

/**
 * Every filter of the search as a chip with a remove button ("Remove German"), and "Clear all" (a minisite stays a
 * minisite). The server's first HTML shows the same chips with links that remove each filter (`links`).
 */
export function AppliedFilters({ url, links }: AppliedFiltersProps) {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const names = useFilterNames(links?.reference);
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
      path: { languages: path.languages.filter((l) => l !== slug) },
    })),
    ...(path.location ? [{ key: 'location', label: names.location(path.location), path: { location: null } }] : []),
    ...(path.remote
      ? [
          {
            key: 'remote',
            label: t('jobs.filters.remoteChip', { remote: names.remote(path.remote) }),
            path: { remote: null },
          },
        ]
      : []),
    ...(path.skill
      ? [
          {
            key: 'skill',
            label: t('jobs.filters.skillChip', { skill: names.skill(path.skill) }),
            path: { skill: null },
          },
        ]
      : []),
    ...(query.keywords
      ? [
          {
            key: 'keywords',
            label: t('jobs.filters.keywordsChip', { keywords: query.keywords }),
            query: { keywords: '' },
          },
        ]
      : []),
    ...query.experience.map((years) => ({
      key: `experience-${years}`,
      label: display.experience(years) ?? String(years),
      query: { experience: query.experience.filter((y) => y !== years) },
    })),
    ...query.employment_type
      .filter((id) => id in EMPLOYMENT_TYPES)
      .map((id) => ({
        key: `employment-${id}`,
        label: display.employmentType(id) ?? String(id),
        query: { employment_type: query.employment_type.filter((e) => e !== id) },
      })),
    ...(query.latests ? [{ key: 'latests', label: t('jobs.filters.latests'), query: { latests: false } }] : []),
  ];
  if (applied.length === 0) return null;
  const remove = (filter: Applied) => (filter.path ? nav.setPath(filter.path) : nav.setQuery(filter.query ?? {}));
  const without = (filter: Applied) =>
    buildSearchUrl({ ...path, ...filter.path, page: null }, { ...query, ...filter.query });
  return (
    // A named group of the chips and "Clear all" (a list carries no name of its own: docs/pages.md#valid-html).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset's legend would be a visible label the design does not have; the api's page writes the same div.
    <div className="jobs-applied" ref={root} role="group" aria-label={t('jobs.filters.applied')}>
      <ul className="sk-inline-list jobs-applied-list">
        {applied.map((filter) => (
          <li key={filter.key}>
            {links ? (
              <Chip removeHref={without(filter)}>{filter.label}</Chip>
            ) : (
              <Chip onRemove={removing(() => remove(filter))}>{filter.label}</Chip>
            )}
          </li>
        ))}
      </ul>
      {links ? (
        <LinkButton variant="ghost" size="sm" to={buildSearchUrl({ minisite: path.minisite }, EMPTY_QUERY)}>
          {t('jobs.filters.clearAll')}
        </LinkButton>
      ) : (
        <Button variant="ghost" size="sm" onClick={removing(nav.clear)}>
          {t('jobs.filters.clearAll')}
        </Button>
      )}
    </div>
  );
}
