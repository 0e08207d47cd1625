/**
 * ISO 639 codes of the reference languages, by slug, so a screen names each in the interface language with
 * `Intl.DisplayNames` (docs/i18n.md#formats). A language without a code here is shown as the api names it.
 */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  English: 'en',
  German: 'de',
  French: 'fr',
  Spanish: 'es',
  Italian: 'it',
  Portuguese: 'pt',
  Dutch: 'nl',
  Flemish: 'nl-BE',
  Polish: 'pl',
  Czech: 'cs',
  Slovak: 'sk',
  Hungarian: 'hu',
  Romanian: 'ro',
  Bulgarian: 'bg',
  Greek: 'el',
  Swedish: 'sv',
  Danish: 'da',
  Norwegian: 'no',
  Finnish: 'fi',
  Icelandic: 'is',
  Estonian: 'et',
  Latvian: 'lv',
  Lithuanian: 'lt',
  Slovenian: 'sl',
  Croatian: 'hr',
  Serbian: 'sr',
  Serbo_Croatian: 'sh',
  Bosnian: 'bs',
  Albanian: 'sq',
  Macedonian: 'mk',
  Maltese: 'mt',
  Irish: 'ga',
  Luxembourgish: 'lb',
  Swiss_German: 'gsw',
  Catalan: 'ca',
  Basque: 'eu',
  Galician: 'gl',
  Ukrainian: 'uk',
  Russian: 'ru',
  Turkish: 'tr',
  Arabic: 'ar',
  Hebrew: 'he',
  Chinese: 'zh',
  Japanese: 'ja',
  Korean: 'ko',
  Hindi: 'hi',
  Vietnamese: 'vi',
  Thai: 'th',
  Indonesian: 'id',
  Malay: 'ms',
  Tagalog: 'tl',
  Persian: 'fa',
};

const CODE_BY_LOWER_SLUG = new Map(Object.entries(LANGUAGE_CODES).map(([slug, code]) => [slug.toLowerCase(), code]));

/**
 * The BCP 47 tag of a reference language by its slug, whatever its case ('Swiss_German', 'swiss_german' -> 'gsw'),
 * or null when we do not know it: the one table the site, the api and the mails name languages from.
 */
export function languageCodeOf(slug: string): string | null {
  return CODE_BY_LOWER_SLUG.get(slug.toLowerCase()) ?? null;
}
