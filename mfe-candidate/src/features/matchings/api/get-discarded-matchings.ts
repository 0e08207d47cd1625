import type { DiscardedMatchingsResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `GET /api/app/matchings/discarded?page=` (docs/contracts.md#matchings): the discarded ones, newest first. */
export function getDiscardedMatchings(page: number): Promise<DiscardedMatchingsResponse['jobs']> {
  return http
    .get<DiscardedMatchingsResponse>('/api/app/matchings/discarded', { params: { page } })
    .then((response) => response.data.jobs);
}
