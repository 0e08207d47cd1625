/**
 * BCP 47 tags of the languages of the reference list (migration 001 keeps only English names and slugs), by
 * lower-cased slug. They let a page name a language in the visitor's language with `Intl.DisplayNames`
 * (docs/i18n.md#on-the-server), and mark a job's text with the language it is written in. A language missing here
 * is named as stored.
 */
const CODES: Record<string, string> = {
  english: 'en',
  german: 'de',
  french: 'fr',
  spanish: 'es',
  italian: 'it',
  portuguese: 'pt',
  dutch: 'nl',
  flemish: 'nl-BE',
  polish: 'pl',
  czech: 'cs',
  slovak: 'sk',
  hungarian: 'hu',
  romanian: 'ro',
  bulgarian: 'bg',
  greek: 'el',
  swedish: 'sv',
  danish: 'da',
  norwegian: 'no',
  finnish: 'fi',
  icelandic: 'is',
  estonian: 'et',
  latvian: 'lv',
  lithuanian: 'lt',
  slovenian: 'sl',
  croatian: 'hr',
  serbian: 'sr',
  serbo_croatian: 'sh',
  bosnian: 'bs',
  albanian: 'sq',
  macedonian: 'mk',
  maltese: 'mt',
  irish: 'ga',
  luxembourgish: 'lb',
  swiss_german: 'gsw',
  catalan: 'ca',
  basque: 'eu',
  galician: 'gl',
  ukrainian: 'uk',
  russian: 'ru',
  turkish: 'tr',
  arabic: 'ar',
  hebrew: 'he',
  chinese: 'zh',
  japanese: 'ja',
  korean: 'ko',
  hindi: 'hi',
  vietnamese: 'vi',
  thai: 'th',
  indonesian: 'id',
  malay: 'ms',
  tagalog: 'tl',
  persian: 'fa',
};

/** The BCP 47 tag of a reference language ('Swiss_German' -> 'gsw'), or null when we do not know it. */
export function languageCode(slug: string): string | null {
  return CODES[slug.toLowerCase()] ?? null;
}

/** The two-letter (ISO 639-1) codes among them: what a blog post may be written in (docs/blog.md#authoring). */
const TWO_LETTER = new Set(Object.values(CODES).filter((code) => /^[a-z]{2}$/.test(code)));

/** Whether `code` is the ISO 639-1 code of a language of the reference list ('nl' yes, 'xx' and 'gsw' no). */
export function isLanguageCode(code: string): boolean {
  return TWO_LETTER.has(code);
}
