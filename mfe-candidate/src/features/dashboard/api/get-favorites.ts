import { FAVORITES_PAGE_SIZE } from 'shared-kit/constants';
import type { FavoritesPage } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import { useDashboardAnswer, useDashboardPart } from './get-dashboard';

const ask = () =>
  http.get<FavoritesPage>(`/api/candidates/favorites?rows=${FAVORITES_PAGE_SIZE}`).then(({ data }) => data);

/**
 * The shortcut list of the newest six favourites (docs/contracts.md#favourites): the dashboard's part, or, on a retry,
 * `GET /api/candidates/favorites?rows=6`.
 */
export function useDashboardFavorites() {
  return useDashboardPart(useDashboardAnswer(), 'favorites', ask);
}
