import { useCallback } from 'react';
import { FAVORITES_PAGE_SIZE } from 'shared-kit/constants';
import type { FavoritesPage } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';
import { useLocale } from 'shared-kit/i18n';

export type FavoritesStatus = 'all' | 'active' | 'expired';
export type FavoritesFilters = { page: number; search: string; status: FavoritesStatus };

/**
 * `GET /api/candidates/favorites?page&rows=6&search&status` (docs/contracts.md#favourites): one page of the saved jobs,
 * loaded again whenever a filter changes (an older answer arriving late is dropped by useRequest).
 */
export function useFavoritesPage({ page, search, status }: FavoritesFilters) {
  // The jobs' places are said in the visitor's language: asked again after a switch.
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a reason to ask again.
  const load = useCallback(
    () =>
      http
        .get<FavoritesPage>('/api/candidates/favorites', {
          params: { page, rows: FAVORITES_PAGE_SIZE, status, ...(search ? { search } : {}) },
        })
        .then((response) => response.data),
    [page, search, status, locale],
  );
  return useRequest(load);
}
