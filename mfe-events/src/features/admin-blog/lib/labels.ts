import { INTL_LOCALES, type Locale } from 'shared-kit/constants';
import { currentLocale } from 'shared-kit/i18n';

/** A language code named in the interface language ("de" -> "German"); an unknown code is shown as it is. */
export function languageName(code: string): string {
  try {
    const names = new Intl.DisplayNames([INTL_LOCALES[currentLocale() as Locale] ?? 'en-GB'], {
      type: 'language',
      fallback: 'none',
    });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
