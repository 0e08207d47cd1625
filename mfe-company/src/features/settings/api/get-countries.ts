import type { CountryListResponse } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/countries`: the billing country's choices, named in the interface language. */
export function useCountries() {
  return useGet<CountryListResponse>('/api/countries');
}
