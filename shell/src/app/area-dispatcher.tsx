import { Navigate, useLocation } from 'shared-kit/router';
import { canonicalPath, routeFor } from 'shared-kit/routes';
import { saveLoginTarget, useSession } from 'shared-kit/session';
import { NotFound } from 'shared-kit/ui';
import { RemoteArea } from '../remotes/remote-area';
import type { RemoteName } from '../remotes/registry';


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
  if (route.owner === 'shell' || route.owner === 'not-found') return <NotFound />;
  // Keyed by area: a failure shown for one area must not stick to the next one visited.
  return <RemoteArea key={route.owner} name={route.owner as RemoteName} />;
}
