import { useCallback } from 'react';
import { http, useRequest } from 'shared-kit/http';

/** A country of `GET /api/countries`, named in the interface language. */
export type CountryChoice = { id: number; slug: string; name: string; iso2: string | null };

/**
 * `GET /api/countries` -> `{countries: [{id, slug, name, iso2}]}`: every country of the list (never 249). The forms
 * that use it say themselves when it cannot load, so no error notice is shown too.
 */
export function useCountries() {
  const load = useCallback(
    () =>
      http
        .get<{ countries: CountryChoice[] }>('/api/countries', { notifyErrors: false })
        .then((response) => response.data),
    [],
  );
  return useRequest(load);
}
