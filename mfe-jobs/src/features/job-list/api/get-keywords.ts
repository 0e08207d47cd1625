import { http } from 'shared-kit/http';

export type Keyword = { slug: string; name?: string };

/** `GET /api/keywords?search=` (SPEC section 7, Skills): items carry a slug, maybe a name. */
export async function getKeywords(search: string, signal?: AbortSignal): Promise<Keyword[]> {
  const response = await http.get<unknown>('/api/keywords', {
    params: { search },
    signal,
    silent: true,
    // Suggestions are optional: no error notice while typing.
    validateStatus: () => true,
  });
  if (response.status !== 200) return [];
  const body = response.data as { data?: unknown; keywords?: unknown } | unknown[];
  // The shape around the items is not fixed by SPEC: accept a bare list or one under data/keywords.
  const list = Array.isArray(body) ? body : Array.isArray(body?.data) ? body.data : Array.isArray(body?.keywords) ? body.keywords : [];
  return list.filter((item): item is Keyword => typeof (item as Keyword)?.slug === 'string');
}
