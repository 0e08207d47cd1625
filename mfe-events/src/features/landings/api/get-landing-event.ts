import { useCallback } from 'react';
import type { EventDetail, EventDetailResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

/**
 * `GET /api/events/{id}` for a landing that belongs to an event (the go-places application): its dates, languages and
 * companies for the page's event blocks. Without an event, or when the call fails, none: those blocks then show
 * nothing and the rest of the page stands, so no toast either.
 */
export function useLandingEvent(eventId: number | undefined) {
  const load = useCallback(
    (): Promise<EventDetail | null> =>
      eventId
        ? http
            .get<EventDetailResponse>(`/api/events/${eventId}`, { notifyErrors: false })
            .then((answer) => answer.data.event ?? null)
            .catch(() => null)
        : Promise.resolve(null),
    [eventId],
  );
  return useRequest(load);
}
