import type { Locale } from 'shared-kit/constants';
import { http } from 'shared-kit/http';

/**
 * `PUT /api/account/locale` (docs/contracts.md): keeps a signed-in user's interface language in the account (204).
 * Silent, no notice: a failure changes nothing the user sees (the page has switched and the cookie is set).
 */
export async function saveAccountLocale(locale: Locale): Promise<void> {
  await http.put('/api/account/locale', { locale }, { silent: true, notifyErrors: false });
}
