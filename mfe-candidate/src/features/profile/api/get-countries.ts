import type { CountryListResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/**
 * `GET /api/countries` (docs/contracts.md#reference-lists): every country of the list, named and sorted in the
 * interface language, with its ISO code.
 */
export function useCountries() {
  return useGet<CountryListResponse>('/api/countries');
}
