import type { FavoritesPage } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, useGet } from 'shared-kit/http';

/**
 * `GET /api/candidates/favorites?rows=6` (docs/contracts.md#favourites): the shortcut list of the newest six. One of
 * the dashboard's first requests, which the shell may have started already (shared-kit/http prefetch.ts).
 */
export function useDashboardFavorites() {
  return useGet<FavoritesPage>(FIRST_REQUEST_URLS.dashboardFavorites);
}
