import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale } from 'shared-kit/i18n';
import { JOB_LIST_PAGE_SIZE } from 'shared-kit/constants';
import { buildJobListPath, type JobListPath, minisiteFilterQuery } from 'shared-kit/routes';
import { useLocation, useNavigate } from 'shared-kit/router';
import { useJobListActions, useJobListState } from '../state/job-list-store';
import { buildSearchUrl, readSearchUrl, type SearchQuery, type SearchUrl, searchKey } from '../state/search-url';

/** The search the current URL describes (null when the URL is not a job list). */
export function useSearchUrl(): SearchUrl | null {
  const { pathname, search } = useLocation();
  return useMemo(() => readSearchUrl(pathname, search), [pathname, search]);
}

/**
 * Bumped by every navigation the visitor makes in the list (a filter, a job), at once: the URL changes before React
 * renders it, so an effect of the render before (the store's first-result selection, written back into the URL)
 * can tell that the URL it saw is gone and must not replace the visitor's new one with it.
 */
let visitorNavigations = 0;

/**
 * Keeps the store in step with the URL, the single source of truth: a new list key starts a new search, a new
 * `?job=` selects. A selection made by the store (first result, next, previous) is written back into the URL,
 * replacing the entry so the back button does not step through every job looked at.
 */
export function useSearchSync(url: SearchUrl) {
  const { search, searchFromPage, selectFromUrl } = useJobListActions();
  const { path, query, job } = url;
  const key = searchKey(path, query);
  const request = () => ({
    key,
    // A minisite's filters ride in its query (docs/product-rules.md#minisite-filters).
    apiPath: buildJobListPath({ ...path, page: null }) + minisiteFilterQuery(path),
    query,
    offset: Math.max(0, (path.page ?? 1) - 1) * JOB_LIST_PAGE_SIZE,
    job,
  });
  // At the first render, before the state is read: the list the page carries, if it is this one.
  useState(() => searchFromPage(request()));
  const state = useJobListState();
  const navigate = useNavigate();
  // The count of the visitor's navigations when this URL was first rendered, not at this render. The router shows a
  // new URL in a transition, so a render the store causes meanwhile (the previous search's answer arriving) still
  // shows the old URL; counted at that render, the visitor's navigation would look seen, and the old URL's
  // first-result selection would replace the visitor's new one: two languages picked quickly by keyboard went back
  // to the first (e2e/tests/keyboard.spec.ts, in full runs).
  // biome-ignore lint/correctness/useExhaustiveDependencies: counted once per URL, on purpose.
  const navigationsSeen = useMemo(() => visitorNavigations, [key, job]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for path and query.
  useEffect(() => {
    if (state.key !== key) {
      search(request());
    } else if (state.urlJob !== job) {
      selectFromUrl(job);
    }
  }, [key, job]);

  // After a language switch the same search again: the api names the places of the cards and of the filters'
  // lists in the visitor's language (docs/i18n.md#place-names), so "Cologne, Deutschland" becomes "Köln, Deutschland".
  const locale = useLocale();
  const searchedIn = useRef(locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the language's change starts this search.
  useEffect(() => {
    if (searchedIn.current === locale) return;
    searchedIn.current = locale;
    search(request());
  }, [locale]);

  // Only when the store has taken in this URL (same key and job) can a different selection be the store's own.
  useEffect(() => {
    if (navigationsSeen !== visitorNavigations) return;
    if (state.key === key && state.urlJob === job && state.selectedId !== job && state.status === 'ready') {
      navigate(buildSearchUrl(path, query, state.selectedId), { replace: true });
    }
  }, [state.key, state.urlJob, state.selectedId, state.status, key, job, path, query, navigate, navigationsSeen]);
}

/** Navigation of the filters: every choice goes to the canonical URL of the new search (no page, no job). */
export function useSearchNavigation(url: SearchUrl) {
  const navigate = useNavigate();
  const { path, query } = url;
  const go = useCallback(
    (nextPath: Partial<JobListPath>, nextQuery: SearchQuery) => {
      visitorNavigations += 1;
      navigate(buildSearchUrl({ ...nextPath, page: null }, nextQuery));
    },
    [navigate],
  );
  return useMemo(
    () => ({
      setPath: (changes: Partial<JobListPath>) => go({ ...path, ...changes }, query),
      setQuery: (changes: Partial<SearchQuery>) => go(path, { ...query, ...changes }),
      // docs/product-rules.md#loading-selection-and-paging: toggling latests clears the selected job and the offset
      // (the new URL has neither).
      toggleLatests: () => go(path, { ...query, latests: !query.latests }),
      // A minisite stays a minisite; every other filter goes.
      clear: () =>
        go({ minisite: path.minisite }, { keywords: '', experience: [], employment_type: [], latests: false }),
      /** The address of a page of this search (page 1 has none). */
      pagePath: (page: number) => buildSearchUrl({ ...path, page: page > 1 ? page : null }, query),
      /** Go to a page of this search (the page links). */
      goToPage: (page: number) => {
        visitorNavigations += 1;
        navigate(buildSearchUrl({ ...path, page: page > 1 ? page : null }, query));
      },
      /** Select a job of the list (split view): the other filters and the page stay. */
      select: (id: number) => {
        visitorNavigations += 1;
        navigate(buildSearchUrl(path, query, id));
      },
    }),
    [go, navigate, path, query],
  );
}
