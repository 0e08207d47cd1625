// Slug rules for language and location names in paths (docs/product-rules.md#path-names-and-canonical-paths).
// A name's words are separated by underscores (United_Kingdom); hyphens and '+' join parts of a path, so they
// never appear inside a canonical name. Every word is capitalised, except connecting words inside a name,
// which stay lower case as the reference lists write them (Isle_of_Man, Bosnia_and_Herzegovina).
import { decodeUriPart } from './uri';

/** Connecting words kept lower case when they are not the first word of a name. */
export const LOWER_CASE_WORDS: ReadonlySet<string> = new Set([
  'of',
  'and',
  'the',
  'upon',
  'on',
  'am',
  'an',
  'im',
  'in',
  'de',
  'del',
  'della',
  'di',
  'da',
  'do',
  'dos',
  'das',
  'la',
  'le',
  'les',
  'los',
  'las',
  'en',
  'sur',
  'y',
  'e',
  'der',
  'den',
  'van',
  'von',
  'bei',
  'zu',
]);

function capitaliseWord(word: string, first: boolean): string {
  const lower = word.toLowerCase();
  if (!first && LOWER_CASE_WORDS.has(lower)) return lower;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Turns a typed or decoded name into its path form: `united kingdom` / `united%20kingdom` -> `United_Kingdom`. */
export function canonicalName(raw: string): string {
  // A stray '%' is kept as typed.
  const text = decodeUriPart(raw);
  // Hyphens are kept (they join parts of a path) but still start a new word.
  let first = true;
  return text
    .trim()
    .split(/([\s_]+|-+)/)
    .filter(Boolean)
    .map((token) => {
      if (/^[\s_]+$/.test(token)) return '_';
      if (/^-+$/.test(token)) return token;
      const word = capitaliseWord(token, first);
      first = false;
      return word;
    })
    .join('')
    .replace(/^_+|_+$/g, '');
}

/** Display form of a path name (`United_Kingdom` -> `United Kingdom`). */
export function slugToName(slug: string): string {
  return slug.replace(/_/g, ' ');
}
