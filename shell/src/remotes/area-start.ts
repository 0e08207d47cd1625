// Starting an account area before its screen asks (docs/delivery.md#account-areas-start-early).
import { firstRequests, prefetchGet } from 'shared-kit/http';
import { routeFor } from 'shared-kit/routes';
import type { Session } from 'shared-kit/session';
import { REMOTE_NAMES, type RemoteName } from './registry';
import { preloadArea } from './remote-area';

const isRemoteName = (owner: string): owner is RemoteName => (REMOTE_NAMES as readonly string[]).includes(owner);

/** The area each kind of account works in. */
const ACCOUNT_AREAS: Partial<Record<Session['type'], RemoteName>> = {
  candidate: 'mfe_candidate',
  company: 'mfe_company',
};

/** Waits this long at most for an idle moment before warming an area anyway. */
const IDLE_WAIT_MS = 2000;

/**
 * At start, before the catalogues and the first render: on a page of an account area that the session may open, the
 * area's remote and the page's first api requests are started at once, so they download while the shell starts
 * instead of one after the other once the screen asks. A guest there is sent to log in, so nothing is started.
 * Public pages are left as they are: their remote's files are hinted by the api and their first paint comes first.
 */
export function startAccountPage(pathname: string, session: Session): void {
  const route = routeFor(pathname);
  if (!isRemoteName(route.owner) || route.access === 'public') return;
  if (!session.isLoggedIn || session.type !== route.access) return;
  preloadArea(route.owner);
  for (const url of firstRequests(route.id, route.params)) prefetchGet(url);
}

/** After a sign-in: the user's own area loads when the browser is idle, so its first page opens without waiting. */
export function warmAccountArea(type: Session['type']): void {
  const area = ACCOUNT_AREAS[type];
  if (!area) return;
  const warm = () => preloadArea(area);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(warm, { timeout: IDLE_WAIT_MS });
  else setTimeout(warm, 0);
}
