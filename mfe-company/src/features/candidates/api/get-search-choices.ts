import { useGet } from 'shared-kit/http';

type Named = { slug: string; name: string };

/**
 * The languages, countries and cities to filter by, from the job list's reference lists (`GET /api/jobs?_size=1`,
 * docs/contracts.md#jobs), as the api names them (English); the page says them in the interface language.
 */
export function useSearchChoices() {
  return useGet<{
    languages: { data: Named[] };
    countries: { data: (Named & { id: number; iso2?: string | null })[] };
    cities: { data: (Named & { country_slug: string })[] };
  }>('/api/jobs?_size=1');
}
