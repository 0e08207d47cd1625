import type { PopularCounts } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `GET /api/jobs/popular`: the live number of jobs behind each of the home page's popular links
 * (docs/contracts.md#jobs). An extra of the page: a failure raises no notice, the links stay without their counts.
 */
export async function getPopularCounts(): Promise<PopularCounts> {
  const { data } = await http.get<PopularCounts>('/api/jobs/popular', { silent: true });
  return data;
}
