import { useCallback } from 'react';
import type { CityChoice, CityListResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/**
 * `GET /api/countries/{id}/cities` (docs/contracts.md#reference-lists): one country's cities, by name; none without a
 * country. One hook for every location picker of the account screens (the candidate's location and /welcome, the
 * company's job editor), here rather than in `shared-kit/http`, which every public page loads at its first render.
 */
export function useCities(countryId: number | null) {
  const load = useCallback(
    (): Promise<CityChoice[]> =>
      countryId === null
        ? Promise.resolve([])
        : http.get<CityListResponse>(`/api/countries/${countryId}/cities`).then((response) => response.data.cities),
    [countryId],
  );
  return useRequest(load);
}
