import type { Translate } from '../i18n/catalogues';

/**
 * The first line of every mail to a person (docs/operations.md#what-a-mail-looks-like): "Hello Anna," with the
 * account's first name, "Hello," when none is known.
 */
export function greeting(t: Translate, name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? t('api.mail.reset.greeting', { name: trimmed }) : t('api.mail.reset.greetingAnonymous');
}
