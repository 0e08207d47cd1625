import type { TagList } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/**
 * `GET /api/tags?q=` (docs/contracts.md#jobs): at most 20 skill tags matching the text. `signal` cancels a search the
 * candidate has typed past.
 */
export async function searchTags(q: string, signal: AbortSignal): Promise<TagList['data']> {
  const response = await http.get<TagList>('/api/tags', { params: { q }, signal, silent: true, notifyErrors: false });
  return response.data.data;
}
