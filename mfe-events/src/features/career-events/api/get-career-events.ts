import type { CareerEventList } from 'shared-kit/contracts';
import { useGet } from 'shared-kit/http';

/** `GET /api/career-events`: `{events: [{id, slug, title, description, starts_at, ends_at, landing_path}]}`. */
export function useCareerEvents() {
  return useGet<CareerEventList>('/api/career-events');
}
