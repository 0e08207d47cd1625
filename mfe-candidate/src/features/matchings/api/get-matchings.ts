import { MATCHINGS_SIZE } from 'shared-kit/constants';
import type { MatchingsResponse } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, http, takePageAnswer, takePrefetched } from 'shared-kit/http';

/**
 * `GET /api/app/matchings?page=&_size=7` (docs/contracts.md#matchings): a page of the jobs that fit the profile, best
 * first. A 422 on `profile` means matchings are not enabled yet: the screen empties the list (SPEC). The first page
 * takes the answer the page carries, else the one the shell asked for as the area started
 * (docs/delivery.md#account-areas-start-early), if any.
 */
export function getMatchings(page: number): Promise<MatchingsResponse['jobs']> {
  // The page's own answer first: the api wrote the first page for this session (docs/delivery.md#the-dashboard-in-the-first-html).
  const carried = page === 1 ? takePageAnswer<MatchingsResponse>(FIRST_REQUEST_URLS.firstMatchings) : null;
  if (carried) return Promise.resolve(carried.jobs);
  const early = page === 1 ? takePrefetched<MatchingsResponse>(FIRST_REQUEST_URLS.firstMatchings) : null;
  const answer =
    early ??
    http
      .get<MatchingsResponse>('/api/app/matchings', { params: { page, _size: MATCHINGS_SIZE } })
      .then((response) => response.data);
  return answer.then((data) => data.jobs);
}
