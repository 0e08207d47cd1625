import type { User } from '../contracts/auth';
import { activateLocale, currentLocale, localeFromCookie } from '../i18n';
import { setSession } from './session';

/**
 * Starts a session from an answer that signs someone in (login, register, the backdoor, social login, the company
 * registry): stores it (docs/product-rules.md#session-lifetime-and-cookies) and follows the `locale` cookie the answer
 * set from the account's own choice (docs/i18n.md#choosing-the-language). False, and nothing stored, without a token.
 * Where to go next is the caller's: the shell applies the post-login rules, the registry opens the dashboard.
 */
export function startSession(data: { user?: User | null; token?: string | null } | null | undefined): boolean {
  if (!data?.token || !data.user) return false;
  setSession({ user: data.user, token: data.token });
  const chosen = localeFromCookie();
  if (chosen && chosen !== currentLocale()) {
    activateLocale(chosen).catch((error: unknown) => console.error('[i18n] catalogues not loaded', error));
  }
  return true;
}
