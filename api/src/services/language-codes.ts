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

/** ISO 639-2 codes (bibliographic and terminology forms) of the reference languages that have a two-letter code. */
const THREE_LETTER: Record<string, string> = {
  eng: 'en',
  deu: 'de',
  ger: 'de',
  fra: 'fr',
  fre: 'fr',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
  dut: 'nl',
  pol: 'pl',
  ces: 'cs',
  cze: 'cs',
  slk: 'sk',
  slo: 'sk',
  hun: 'hu',
  ron: 'ro',
  rum: 'ro',
  bul: 'bg',
  ell: 'el',
  gre: 'el',
  swe: 'sv',
  dan: 'da',
  nor: 'no',
  fin: 'fi',
  isl: 'is',
  ice: 'is',
  est: 'et',
  lav: 'lv',
  lit: 'lt',
  slv: 'sl',
  hrv: 'hr',
  srp: 'sr',
  bos: 'bs',
  sqi: 'sq',
  alb: 'sq',
  mkd: 'mk',
  mac: 'mk',
  mlt: 'mt',
  gle: 'ga',
  ltz: 'lb',
  cat: 'ca',
  eus: 'eu',
  baq: 'eu',
  glg: 'gl',
  ukr: 'uk',
  rus: 'ru',
  tur: 'tr',
  ara: 'ar',
  heb: 'he',
  zho: 'zh',
  chi: 'zh',
  jpn: 'ja',
  kor: 'ko',
  hin: 'hi',
  vie: 'vi',
  tha: 'th',
  ind: 'id',
  msa: 'ms',
  may: 'ms',
  tgl: 'tl',
  fas: 'fa',
  per: 'fa',
};

const SLUG_BY_CODE = new Map(Object.entries(CODES).map(([slug, code]) => [code, slug]));

/**
 * The lower-cased slug of the reference language an ISO 639-1 or 639-2 code names ('it', 'eng' -> 'english'), or
 * null: how a Europass CV's language codes become the board's languages (docs/cv-extraction.md#europass-attachments).
 */
export function languageSlugOfCode(code: string): string | null {
  const lower = code.trim().toLowerCase();
  return SLUG_BY_CODE.get(THREE_LETTER[lower] ?? lower) ?? null;
}

/** The two-letter (ISO 639-1) codes among them: what a blog post may be written in (docs/blog.md#authoring). */
const TWO_LETTER = new Set(Object.values(CODES).filter((code) => /^[a-z]{2}$/.test(code)));

/** Whether `code` is the ISO 639-1 code of a language of the reference list ('nl' yes, 'xx' and 'gsw' no). */
export function isLanguageCode(code: string): boolean {
  return TWO_LETTER.has(code);
}
