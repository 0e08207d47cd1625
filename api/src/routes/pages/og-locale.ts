// og:locale is language_TERRITORY (Facebook's list of locales): the territory our European readers most likely mean.
// Languages outside this list get no og:locale rather than a guessed one (docs/pages.md#share-images).
const OG_LOCALES: Readonly<Record<string, string>> = {
  en: 'en_GB',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  pl: 'pl_PL',
  nl: 'nl_NL',
  pt: 'pt_PT',
  sv: 'sv_SE',
  da: 'da_DK',
  fi: 'fi_FI',
  nb: 'nb_NO',
  no: 'nb_NO',
  cs: 'cs_CZ',
  sk: 'sk_SK',
  hu: 'hu_HU',
  ro: 'ro_RO',
  bg: 'bg_BG',
  el: 'el_GR',
  hr: 'hr_HR',
  sl: 'sl_SI',
  et: 'et_EE',
  lv: 'lv_LV',
  lt: 'lt_LT',
  ga: 'ga_IE',
  mt: 'mt_MT',
  ca: 'ca_ES',
  tr: 'tr_TR',
  uk: 'uk_UA',
  ru: 'ru_RU',
};

/** The og:locale of a language code (`pl`, `pt-BR` read as `pt`), or null for one we cannot place. */
export function ogLocale(language: string): string | null {
  return OG_LOCALES[language.toLowerCase().split(/[-_]/)[0] ?? ''] ?? null;
}
