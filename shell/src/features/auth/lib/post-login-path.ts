import type { User } from 'shared-kit/contracts';
import { CANDIDATE_HOME_PATH, COMPANY_HOME_PATH } from 'shared-kit/account-rules';
import { readAppConfig } from 'shared-kit/session';

interface Input {
  user: Pick<User, 'type' | 'email' | 'token'> & { languages?: { name: string }[] | null };
  /** The `route` the login call answered. */
  serverRoute: string | null | undefined;
  /** The protected page a guest tried to open, if any. */
  savedTarget: string | null;
}

/**
 * Where an admin goes. The site's own admin area (the default, docs/events.md#the-admin-area) shares the session: its
 * path, with no token. An external dashboard gets the login answer's address: the api puts a single-use, 60-second
 * token and the email on the configured dashboard URL. The session's own token never goes into a URL (history, logs,
 * Referer). An answer pointing anywhere but the configured dashboard is not followed: the dashboard is opened without
 * a token.
 */
function adminDashboardPath(serverRoute: string | null | undefined): string {
  const dashboard = new URL(readAppConfig().adminDashboardUrl, window.location.origin);
  if (dashboard.origin === window.location.origin) return `${dashboard.pathname}${dashboard.search}`;
  try {
    const target = new URL(serverRoute ?? '');
    if (
      target.origin === dashboard.origin &&
      target.pathname === dashboard.pathname &&
      target.searchParams.has('token')
    )
      return target.toString();
  } catch {
    // not an absolute URL
  }
  return dashboard.toString();
}

/** docs/product-rules.md#post-login-redirect */
export function postLoginPath({ user, serverRoute, savedTarget }: Input): string {
  if (user.type === 'admin') return adminDashboardPath(serverRoute);
  if (user.type === 'company') return COMPANY_HOME_PATH;
  if (savedTarget) return savedTarget;
  if (serverRoute === '/matchings' || serverRoute === '/app/matchings') return '/account/matchings';
  const firstLanguage = user.languages?.[0]?.name;
  return firstLanguage ? `/jobs-for-${firstLanguage.replace(/ /g, '_')}-speakers` : CANDIDATE_HOME_PATH;
}
