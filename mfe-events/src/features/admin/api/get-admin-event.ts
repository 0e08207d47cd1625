import { useCallback } from 'react';
import type { AdminEvent, AdminEventResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/** `GET /api/admin/events/{id}`: one event as the editor edits it; null asks nothing (a new event). */
export function useAdminEvent(id: number | null) {
  const load = useCallback(
    (): Promise<AdminEvent | null> =>
      id === null
        ? Promise.resolve(null)
        : http.get<AdminEventResponse>(`/api/admin/events/${id}`).then((response) => response.data.event),
    [id],
  );
  return useRequest(load);
}
