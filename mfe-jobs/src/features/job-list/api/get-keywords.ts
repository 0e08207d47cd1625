import type { KeywordItem, KeywordList } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

export type Keyword = KeywordItem;

/** `GET /api/keywords?search=`: skills and keywords whose name (or a word of it) starts with the search. */
export async function getKeywords(search: string, signal?: AbortSignal): Promise<Keyword[]> {
  const response = await http.get<KeywordList>('/api/keywords', {
    params: { search },
    signal,
    silent: true,
    // Suggestions are optional: no error notice while typing.
    validateStatus: () => true,
  });
  return response.status === 200 ? (response.data?.data ?? []) : [];
}
