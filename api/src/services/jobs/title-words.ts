import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { likePattern } from '../../lib/like-pattern';

/**
 * The title half of a keyword search (docs/search.md#title-words). Keywords match a job by the words of its search
 * document (search.ts) or by its title: every word of the keywords inside a word of the title, so that 'entwickler'
 * finds 'Softwareentwickler' and 'customer service' finds 'Customer Services Agent'; a word of one or two letters
 * ('hr', 'it') only as a whole word of the title, since two letters inside a word are not what the reader asked for.
 *
 * The title's words are looked up in the vocabulary of every title's words (job_title_words, migration 238) first,
 * which turns each keyword word into the few title words that contain it; the titles holding them are then found on
 * the titles' lexemes, a column of the keyword lists' one index (jobs_active_search). A keyword word inside too many title words to list (a fragment of three
 * letters on a large board) is tested as a substring of the title on its trigram index instead: the same rule.
 */
export type TitleMatch = {
  /** The title words of each keyword word, as one tsquery: `('a' | 'b') & ('c')`; null when every word is a substring. */
  words: string | null;
  /**
   * The same tsquery on the search document: `('a':A | 'b':A) & ('c':A)`. jobs.search gives the title's lexemes weight
   * A and nothing else that weight (jobs_search_vector, migration 001), so it holds exactly when `words` holds on the
   * title: what a walk newest first tests on each row, reading the stored vector instead of building the title's
   * (docs/search.md#title-words-on-a-walk).
   */
  wordsInSearch: string | null;
  /** Keyword words tested as substrings of the title (LIKE patterns, escaped). */
  substrings: string[];
};

/** Past this many title words containing one keyword word, that word is tested as a substring of the title. */
const MAX_WORDS = 100;

/**
 * Keywords of more words than this are matched on the search document only. A title holding every one of so many
 * words is unlikely, and the bound keeps the title's query to at most MAX_KEYWORD_WORDS x MAX_WORDS words (the
 * keywords' 200 characters could otherwise make some fifty lists of up to a hundred words each).
 */
export const MAX_KEYWORD_WORDS = 8;

/**
 * Keywords written with the search syntax (a quoted phrase, `-word`, `or`) say which words a job must not or need
 * not have: they are matched on the search document only.
 */
const SEARCH_SYNTAX = /["]|(^|\s)-|(^|\s)or(\s|$)/i;

/**
 * Whether keywords are also matched in the title's words: when they hold three letters or digits in a row and no
 * search syntax. With only shorter words ('hr', 'c#') the search document's words already say it.
 */
export function searchesTitleWords(keywords: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(keywords) && !SEARCH_SYNTAX.test(keywords);
}

/** A word as a tsquery lexeme: quoted, its quotes doubled and its backslashes escaped; `weight`: the label it needs. */
const lexeme = (word: string, weight = '') => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'${weight}`;

/**
 * How `keywords` match titles, or null when no title can match them (a keyword word in no title, no word at all, or
 * keywords the title is not searched for: search syntax, or more than MAX_KEYWORD_WORDS words). One prepared query: the keywords' lexemes, each with the title words
 * containing it (a two-letter word: itself, if a title has it), up to one more than MAX_WORDS.
 */
export async function titleMatch(db: Db, keywords: string): Promise<TitleMatch | null> {
  if (!searchesTitleWords(keywords)) return null;
  const query = sql<{ lexeme: string; words: string[] }>`
      SELECT k.lexeme,
        ARRAY(SELECT w.word FROM job_title_words w
          WHERE length(k.lexeme) >= 3
            AND w.word LIKE '%' || replace(replace(replace(k.lexeme, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
          LIMIT ${MAX_WORDS + 1}::int)
        || ARRAY(SELECT w.word FROM job_title_words w WHERE length(k.lexeme) < 3 AND w.word = k.lexeme) AS words
      FROM unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(${keywords}::text)))) AS k(lexeme)`;
  const rows = await prepared(db, { compile: () => query.compile(db) });
  if (rows.length === 0 || rows.length > MAX_KEYWORD_WORDS || rows.some((row) => row.words.length === 0)) return null;
  const [only] = rows;
  if (rows.length === 1 && only && only.words.length <= MAX_WORDS) {
    // One word: a title holding that very word has it in its search document too (jobs.search holds the title's
    // words), so only the longer words are looked up here, whose lists are much shorter ('projektmanager' and
    // 'accountmanager' for 'manager'), and none at all when no title word contains it but itself.
    only.words = only.words.filter((word) => word !== only.lexeme);
    if (only.words.length === 0) return null;
  }
  const listed = rows.filter((row) => row.words.length <= MAX_WORDS);
  const substrings = rows.filter((row) => row.words.length > MAX_WORDS).map((row) => likePattern(row.lexeme));
  const tsquery = (weight: string) =>
    listed.map((row) => `(${row.words.map((word) => lexeme(word, weight)).join(' | ')})`).join(' & ') || null;
  return { words: tsquery(''), wordsInSearch: tsquery(':A'), substrings };
}

/** How keywords match titles, from the database (`titleMatch`) or kept (`createTitleMatches`). */
export type TitleMatcher = (db: Db, keywords: string) => Promise<TitleMatch | null>;

/** Bound on the keywords kept: a few dozen bytes of words each. */
const MAX_KEPT_KEYWORDS = 5_000;

/**
 * `titleMatch` kept per jobs version (docs/search.md#title-words-kept-per-jobs-version). The title words change only
 * with a job's title, which bumps the version (migration 060), so the keywords' title words read at one version hold
 * until the next; each api process keeps its own, and a version read in the database is what every replica sees.
 * A keyword list whose keywords were asked before at this version skips the lookup's round trip.
 */
export function createTitleMatches(version: () => Promise<string>): TitleMatcher {
  const kept = new LRUCache<string, { match: TitleMatch | null }>({ max: MAX_KEPT_KEYWORDS });
  return async (db, keywords) => {
    if (!searchesTitleWords(keywords)) return null;
    const key = `${await version()}\n${keywords}`;
    const hit = kept.get(key);
    if (hit) return hit.match;
    const match = await titleMatch(db, keywords);
    // Shared by every list of those keywords at this version: search.ts only reads it.
    kept.set(key, { match });
    return match;
  };
}
