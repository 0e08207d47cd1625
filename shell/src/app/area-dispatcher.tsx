import { Navigate, useLocation } from 'shared-kit/router';
import { canonicalPath, routeFor } from 'shared-kit/routes';
import { type Session, saveLoginTarget, useSession } from 'shared-kit/session';
import { NotFound } from 'shared-kit/ui';
import { RemoteArea } from '../remotes/remote-area';
import type { RemoteName } from '../remotes/registry';

/**
 * Event entry routes (docs/product-rules.md#events): a guest, a non-candidate or a candidate not registered for the
 * event sees the event's landing page; a registered candidate sees the event page. Decided here from the session and
 * passed to mfe-events as `?view=landing|event` (docs/contracts.md). A display choice, not access control.
 */
function eventView(session: Session, eventId: number): 'landing' | 'event' {
  if (session.type !== 'candidate') return 'landing';
  const events = session.user?.virtual_events ?? [];
  return events.some((event) => event.fk_virtual_event_id === eventId) ? 'event' : 'landing';
}

/** Sends a path to the remote that owns it, after the canonical-path redirect and the access check. */
export function AreaDispatcher() {
  const location = useLocation();
  const session = useSession();
  // Non-canonical paths (names not capitalised, trailing slash, .html, unpaged blog lists) redirect.
  const canonical = canonicalPath(location.pathname);
  if (canonical) return <Navigate to={{ pathname: canonical, search: location.search }} replace />;

  const route = routeFor(location.pathname);
  if (route.access !== 'public') {
    if (!session.isLoggedIn) {
      saveLoginTarget(location.pathname + location.search);
      return <Navigate to="/login" replace />;
    }
    if (session.type !== route.access) return <Navigate to="/" replace />;
  }
  if (route.eventId) {
    const params = new URLSearchParams(location.search);
    const view = eventView(session, route.eventId);
    if (params.get('view') !== view) {
      params.set('view', view);
      return <Navigate to={{ pathname: location.pathname, search: `?${params}` }} replace />;
    }
  }
  if (route.owner === 'shell' || route.owner === 'not-found') return <NotFound />;
  // Keyed by area: a failure shown for one area must not stick to the next one visited.
  return <RemoteArea key={route.owner} name={route.owner as RemoteName} />;
}
