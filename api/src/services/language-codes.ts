import { LANGUAGE_CODES } from 'shared-kit/contracts';

/**
 * The languages of the reference list by code, for what the api reads in other people's files: a Europass CV's
 * language codes and a blog post's language. The codes themselves are the shared kit's one table (`LANGUAGE_CODES`,
 * by slug: migration 001 keeps only English names and slugs), which the pages name languages from too.
 */
const SLUG_BY_CODE = new Map(Object.entries(LANGUAGE_CODES).map(([slug, code]) => [code, slug.toLowerCase()]));

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

/**
 * The lower-cased slug of the reference language an ISO 639-1 or 639-2 code names ('it', 'eng' -> 'english'), or
 * null: how a Europass CV's language codes become the board's languages (docs/cv-extraction.md#europass-attachments).
 */
export function languageSlugOfCode(code: string): string | null {
  const lower = code.trim().toLowerCase();
  return SLUG_BY_CODE.get(THREE_LETTER[lower] ?? lower) ?? null;
}

/** The two-letter (ISO 639-1) codes among them: what a blog post may be written in (docs/blog.md#authoring). */
const TWO_LETTER = new Set(Object.values(LANGUAGE_CODES).filter((code) => /^[a-z]{2}$/.test(code)));

/** Whether `code` is the ISO 639-1 code of a language of the reference list ('nl' yes, 'xx' and 'gsw' no). */
export function isLanguageCode(code: string): boolean {
  return TWO_LETTER.has(code);
}
