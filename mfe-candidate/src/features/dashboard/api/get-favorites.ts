import { FAVORITES_PAGE_SIZE } from 'shared-kit/constants';
import type { FavoritesPage } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

const loadFavorites = () =>
  http
    .get<FavoritesPage>('/api/candidates/favorites', { params: { rows: FAVORITES_PAGE_SIZE } })
    .then((response) => response.data);

/** `GET /api/candidates/favorites?rows=6` (docs/contracts.md#favourites): the shortcut list of the newest six. */
export function useDashboardFavorites() {
  return useRequest(loadFavorites);
}
