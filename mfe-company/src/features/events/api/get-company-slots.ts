import { useCallback } from 'react';
import type { CompanySlotList } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/companies/events/{eventId}/slots`: the company's slots of the event with who booked them. */
export function useCompanySlots(eventId: number, reload: number) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` asks again after an offer or a deletion.
  const load = useCallback(
    () => http.get<CompanySlotList>(`/api/companies/events/${eventId}/slots`).then((response) => response.data.slots),
    [eventId, reload],
  );
  return useRequest(load);
}
