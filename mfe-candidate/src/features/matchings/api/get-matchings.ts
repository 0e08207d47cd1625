import { MATCHINGS_SIZE } from 'shared-kit/constants';
import type { MatchingsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `GET /api/app/matchings?page=&_size=7` (docs/contracts.md#matchings): a page of the jobs that fit the profile, best
 * first. A 422 on `profile` means matchings are not enabled yet: the screen empties the list (SPEC).
 */
export function getMatchings(page: number): Promise<MatchingsResponse['jobs']> {
  return http
    .get<MatchingsResponse>('/api/app/matchings', { params: { page, _size: MATCHINGS_SIZE } })
    .then((response) => response.data.jobs);
}
