import { useCallback } from 'react';
import type { CareerEventList } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/companies/events` (docs/events.md#interview-slots): the events the company takes part in. */
export function useCompanyEvents() {
  const load = useCallback(
    () => http.get<CareerEventList>('/api/companies/events').then((response) => response.data.events),
    [],
  );
  return useRequest(load);
}
