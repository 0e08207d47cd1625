import { useEffect, useState } from 'react';
import type { EventPathResponse } from 'shared-kit/contracts';
import { http, isHttpError } from 'shared-kit/http';
import { type RouteMatch, routeFor } from 'shared-kit/routes';
import type { Session } from 'shared-kit/session';

/** The route id of an event entry path found in the data rather than in the route table. */
export const EVENT_ENTRY_ROUTE_ID = 'event-entry';

// Entry paths have one to three segments, plus a referral (docs/events.md#entry-paths).
const MAX_SEGMENTS = 4;
const resolved = new Map<string, RouteMatch | null>();

function eventRoute(answer: EventPathResponse): RouteMatch {
  return {
    id: EVENT_ENTRY_ROUTE_ID,
    owner: 'mfe_events',
    access: 'public',
    chrome: false,
    params: answer.referral ? { referral: answer.referral } : {},
    jobList: null,
    eventId: answer.event_id,
  };
}

/** Asks the api which published event, if any, lives at a path (`GET /api/events/resolve`). Remembered per path. */
async function resolveEventPath(pathname: string): Promise<RouteMatch | null> {
  const known = resolved.get(pathname);
  if (known !== undefined) return known;
  try {
    const { data } = await http.get<EventPathResponse>('/api/events/resolve', { params: { path: pathname } });
    // Anything but an event's answer (a proxy's page, an empty body) means no event lives here.
    const route = Number.isInteger(data?.event_id) ? eventRoute(data) : null;
    resolved.set(pathname, route);
    return route;
  } catch (error) {
    if (isHttpError(error) && error.response?.status === 404) {
      resolved.set(pathname, null);
      return null;
    }
    // A failure is not remembered: the next visit asks again.
    return null;
  }
}

/**
 * The route of a path: the route table's, else, for a path outside it, an event published at that path by a marketer
 * (docs/events.md#entry-paths): such events are live with no build and no deploy. `null` while the api is asked.
 */
export function useRoute(pathname: string): RouteMatch | null {
  const table = routeFor(pathname);
  const ask = table.owner === 'not-found' && pathname.split('/').filter(Boolean).length <= MAX_SEGMENTS;
  const [answer, setAnswer] = useState<{ path: string; route: RouteMatch | null } | null>(() => {
    const known = ask ? resolved.get(pathname) : undefined;
    return known === undefined ? null : { path: pathname, route: known };
  });
  useEffect(() => {
    if (!ask) return;
    let current = true;
    resolveEventPath(pathname).then((route) => current && setAnswer({ path: pathname, route }));
    return () => {
      current = false;
    };
  }, [ask, pathname]);
  if (!ask) return table;
  const known = answer?.path === pathname ? answer.route : resolved.get(pathname);
  if (known === undefined) return null;
  return known ?? table;
}

/**
 * Event entry routes (docs/product-rules.md#events): a guest, a non-candidate or a candidate not registered for the
 * event sees the event's landing page; a registered candidate sees the event page. Decided here from the session and
 * passed to mfe-events as `?view=landing|event` (docs/contracts.md). A display choice, not access control.
 */
export function eventView(session: Session, eventId: number): 'landing' | 'event' {
  if (session.type !== 'candidate') return 'landing';
  const events = session.user?.virtual_events ?? [];
  return events.some((event) => event.fk_virtual_event_id === eventId) ? 'event' : 'landing';
}
