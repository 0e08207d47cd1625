import { useGet } from 'shared-kit/http';

type Named = { slug: string; name: string };

/**
 * The languages, countries and cities to filter by, from the job list's reference lists (`GET /api/jobs?_size=1`,
 * docs/contracts.md#jobs), named in the interface language as the job search names them.
 */
export function useSearchChoices() {
  return useGet<{
    languages: { data: Named[] };
    countries: { data: (Named & { id: number })[] };
    cities: { data: (Named & { country_slug: string })[] };
  }>('/api/jobs?_size=1');
}
