import { http } from 'shared-kit/http';

export type RelatedLocation = { slug: string; name: string };

function toLocation(item: unknown): RelatedLocation | null {
  if (typeof item === 'string') return item ? { slug: item, name: item.replace(/_/g, ' ') } : null;
  const value = item as { slug?: unknown; name?: unknown } | null;
  if (typeof value?.slug !== 'string' || !value.slug) return null;
  return { slug: value.slug, name: typeof value.name === 'string' && value.name ? value.name : value.slug.replace(/_/g, ' ') };
}

/**
 * `GET /api/offers/related-locations/{id}` (SPEC section 7). SPEC does not give the answer's shape: a list of
 * locations (objects with slug/name, or slugs), bare or under data/locations, is read. They are an extra on the
 * job page, so a failure shows nothing: every status is accepted here, keeping the global error notice quiet.
 */
export async function getRelatedLocations(id: number): Promise<RelatedLocation[]> {
  const response = await http.get<unknown>(`/api/offers/related-locations/${id}`, {
    validateStatus: () => true,
    silent: true,
  });
  if (response.status !== 200) return [];
  const body = response.data as { data?: unknown; locations?: unknown } | unknown[] | null;
  const list = Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : Array.isArray(body?.locations) ? body.locations : [];
  return list.map(toLocation).filter((l): l is RelatedLocation => l !== null);
}
