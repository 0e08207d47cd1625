import { useCallback } from 'react';
import type { CareerEventList } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/career-events`: `{events: [{id, slug, title, description, starts_at, ends_at, landing_path}]}`. */
async function getCareerEvents(): Promise<CareerEventList> {
  const response = await http.get<CareerEventList>('/api/career-events');
  return response.data;
}

export function useCareerEvents() {
  const load = useCallback(() => getCareerEvents(), []);
  return useRequest(load);
}
