import { useCallback } from 'react';
import type { Locale } from 'shared-kit/constants';
import { activateLocale, rememberLocale } from 'shared-kit/i18n';
import { useSession } from 'shared-kit/session';
import { saveAccountLocale } from '../api/save-account-locale';

/**
 * The language switcher's choice (docs/i18n.md#choosing-the-language): every screen changes at once, the cookie
 * keeps the choice for the server's next page and, for a signed-in user, the account keeps it for the next
 * sign-in. The account is saved alongside, never waited for: a failure there is logged and the switch stands.
 */
export function useChooseLocale(): (locale: Locale) => void {
  const { isLoggedIn } = useSession();
  return useCallback(
    (locale: Locale) => {
      rememberLocale(locale);
      if (isLoggedIn)
        saveAccountLocale(locale).catch((error: unknown) =>
          console.error('[i18n] the language could not be saved in the account', error),
        );
      activateLocale(locale).catch((error: unknown) => console.error('[i18n] catalogues not loaded', error));
    },
    [isLoggedIn],
  );
}
