import type { RelatedLocations } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** A city (named as stored) or a country (with its ISO code, to be named in the interface language). */
export type RelatedLocation = { slug: string; name: string; iso2?: string | null };

/**
 * `GET /api/offers/related-locations/{id}`: cities, then countries, where the same company or the same title
 * has jobs. They are an extra on the job page, so a failure shows nothing and raises no error notice.
 */
export async function getRelatedLocations(id: number): Promise<RelatedLocation[]> {
  const response = await http.get<RelatedLocations>(`/api/offers/related-locations/${id}`, {
    validateStatus: () => true,
    silent: true,
  });
  if (response.status !== 200 || !response.data) return [];
  const { cities = [], countries = [] } = response.data;
  return [
    ...cities.map(({ slug, name }) => ({ slug, name })),
    ...countries.map(({ slug, name, iso2 }) => ({ slug, name, iso2: iso2 ?? null })),
  ];
}
