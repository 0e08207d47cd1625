import type { EventPathResponse } from 'shared-kit/contracts';
import { http } from 'shared-kit/http';

/** `GET /api/events/resolve?path=`: the published event at an entry path, its referral and city (404: none). */
export async function resolveEventPath(path: string): Promise<EventPathResponse> {
  const response = await http.get<EventPathResponse>('/api/events/resolve', { params: { path } });
  return response.data;
}
