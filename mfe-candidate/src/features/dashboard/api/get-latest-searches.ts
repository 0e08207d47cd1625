import type { LatestSearchesResponse } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, useGet } from 'shared-kit/http';

/** `GET /api/candidates/searchs/get-latests-searches` (docs/contracts.md#latest-searches-and-events), newest first. */
export function useLatestSearches() {
  return useGet<LatestSearchesResponse>(FIRST_REQUEST_URLS.latestSearches);
}
