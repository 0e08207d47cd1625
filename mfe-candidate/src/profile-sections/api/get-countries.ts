import type { CountryListResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

let loading: Promise<CountryListResponse> | null = null;

/**
 * `GET /api/countries` (docs/contracts.md#reference-lists): every country of the list, named and sorted in the
 * interface language, with its ISO code. Asked once per page load and shared by the sections that need it (name and
 * location, phone, preferences); a failure is forgotten, so a retry asks again, and raises no notice: each section
 * says itself what it cannot offer.
 */
function getCountries(): Promise<CountryListResponse> {
  loading ??= http
    .get<CountryListResponse>('/api/countries', { notifyErrors: false })
    .then((response) => response.data);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export function useCountries() {
  return useRequest(getCountries);
}

/** Forgets the shared answer, as a new page load would (tests that answer the list differently call it first). */
export function forgetCountries(): void {
  loading = null;
}
