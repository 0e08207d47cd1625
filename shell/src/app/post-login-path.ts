import type { User } from 'shared-kit/contracts';
import { readAppConfig } from 'shared-kit/session';

interface Input {
  user: Pick<User, 'type' | 'email' | 'token'> & { languages?: { name: string }[] | null };
  /** The `route` the login call answered. */
  serverRoute: string | null | undefined;
  /** The protected page a guest tried to open, if any. */
  savedTarget: string | null;
}

/** SPEC section 4, "Post-login redirect". */
export function postLoginPath({ user, serverRoute, savedTarget }: Input): string {
  if (user.type === 'admin') {
    const url = new URL(readAppConfig().adminDashboardUrl);
    url.searchParams.set('token', user.token ?? '');
    url.searchParams.set('email', user.email);
    return url.toString();
  }
  if (user.type === 'company') return '/company/jobs';
  if (savedTarget) return savedTarget;
  if (serverRoute === '/matchings' || serverRoute === '/app/matchings') return '/account/matchings';
  const firstLanguage = user.languages?.[0]?.name;
  return firstLanguage ? `/jobs-for-${firstLanguage.replace(/ /g, '_')}-speakers` : '/jobs';
}
