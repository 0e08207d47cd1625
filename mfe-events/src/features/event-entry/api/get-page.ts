import type { PublicPage, PublicPageResponse } from 'shared-kit/contracts';
import { http, isHttpError } from 'shared-kit/http';

/**
 * `GET /api/pages/{key}`: a published page (`event-landing:{id}`, `event-page:{id}`), or null when none is published
 * yet (404), so the event still shows what its data says.
 */
export async function getPage(key: string): Promise<PublicPage | null> {
  try {
    const response = await http.get<PublicPageResponse>(`/api/pages/${key}`);
    return response.data.page;
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 404) return null;
    throw error;
  }
}
