import { Navigate, useLocation } from 'shared-kit/router';
import { canonicalPath } from 'shared-kit/routes';
import { saveLoginTarget, useSession } from 'shared-kit/session';
import { NotFound, ServerMarkup, Skeleton } from 'shared-kit/ui';
import { AreaSkeleton } from '../remotes/area-skeleton';
import { RemoteArea } from '../remotes/remote-area';
import type { RemoteName } from '../remotes/registry';
import { eventView, useRoute } from '../features/layout/lib/use-route';

/** Sends a path to the remote that owns it, after the canonical-path redirect and the access check. */
export function AreaDispatcher() {
  const location = useLocation();
  const session = useSession();
  // Paths outside the route table may be events published by a marketer (docs/events.md#entry-paths).
  const resolved = useRoute(location.pathname);
  // Non-canonical paths (names not capitalised, trailing slash, .html, unpaged blog lists) redirect.
  const canonical = canonicalPath(location.pathname);
  if (canonical) return <Navigate to={{ pathname: canonical, search: location.search }} replace />;

  if (!resolved) return <Skeleton height={320} />;
  const route = resolved;
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
      // The same page with its view in the query: the server's markup of it stays meanwhile. Without it React's first
      // commit drew the bare page's main with only its language form, which the landing then pushed back down
      // (Lighthouse's layout shift of 0.053 on an event landing).
      return (
        <>
          <Navigate to={{ pathname: location.pathname, search: `?${params}` }} replace />
          <ServerMarkup fallback={<AreaSkeleton />} />
        </>
      );
    }
  }
  if (route.owner === 'shell' || route.owner === 'not-found') return <NotFound />;
  // Keyed by area: a failure shown for one area must not stick to the next one visited.
  return <RemoteArea key={route.owner} name={route.owner as RemoteName} />;
}
