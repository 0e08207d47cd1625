import type { LatestSearchesResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';
import { useDashboardAnswer, useDashboardPart } from './get-dashboard';

const ask = () =>
  http.get<LatestSearchesResponse>('/api/candidates/searchs/get-latests-searches').then(({ data }) => data);

/**
 * The latest searches, newest first (docs/contracts.md#latest-searches-and-events): the dashboard's part, or, on a
 * retry, `GET /api/candidates/searchs/get-latests-searches`.
 */
export function useLatestSearches() {
  return useDashboardPart(useDashboardAnswer(), 'searches', ask);
}
