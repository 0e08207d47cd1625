import type { JobListResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

export type SearchLists = {
  languages: JobListResponse['languages']['data'];
  countries: JobListResponse['countries']['data'];
  cities: JobListResponse['cities']['data'];
};

/**
 * The reference lists the home page's search offers (every language, country and city), which the job list answers
 * with (`GET /api/jobs`, docs/contracts.md#jobs; one job asked for, the guests' answer is cached). An extra: on a
 * failure the search keeps the popular choices and raises no notice.
 */
export async function getSearchLists(): Promise<SearchLists> {
  const { data } = await http.get<JobListResponse>('/api/jobs', { params: { _size: 1 }, silent: true });
  return { languages: data.languages.data, countries: data.countries.data, cities: data.cities.data };
}
