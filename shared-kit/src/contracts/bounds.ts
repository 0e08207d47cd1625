// Bounded building blocks for request schemas: every text has a maximum length and no control characters, every
// integer fits the PostgreSQL column it ends up in. Rules and reasons: docs/input-validation.md.
import { type TInteger, type TSchema, type TString, Type } from 'typebox';

/** Largest value of a PostgreSQL `integer` (int4) column: ids and counters are int4. */
export const INT4_MAX = 2_147_483_647;

/**
 * A single-line text: no C0 control character (NUL, tab, newline...), no DEL, no C1 control character.
 * PostgreSQL refuses NUL in text (22021) and none of them belongs in a name, an email or a search.
 * Written with escapes so the pattern reads the same in the OpenAPI document; AJV compiles it with the `u` flag.
 */
export const SINGLE_LINE_PATTERN = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

/** A multi-line text (a message, a letter): like a single line, but tab, line feed and carriage return are allowed. */
export const MULTI_LINE_PATTERN = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';

/** The patterns above, so an error message can say "control characters" rather than "format". */
export const CONTROL_CHARACTER_PATTERNS: ReadonlySet<string> = new Set([SINGLE_LINE_PATTERN, MULTI_LINE_PATTERN]);

const SINGLE_LINE = new RegExp(SINGLE_LINE_PATTERN, 'u');
const MULTI_LINE = new RegExp(MULTI_LINE_PATTERN, 'u');

type TextOptions = { minLength?: number; format?: string; description?: string; default?: string };

/** A single-line string of at most `maxLength` characters (code points) without control characters. */
export function Text(maxLength: number, options: TextOptions = {}): TString {
  return Type.String({ ...options, maxLength, pattern: SINGLE_LINE_PATTERN });
}

/** A string of at most `maxLength` characters that may hold tabs and line breaks, but no other control character. */
export function MultilineText(maxLength: number, options: TextOptions = {}): TString {
  return Type.String({ ...options, maxLength, pattern: MULTI_LINE_PATTERN });
}

/** A database id (int4 serial): 1 to INT4_MAX. */
export function Id(options: { description?: string } = {}): TInteger {
  return Type.Integer({ ...options, minimum: 1, maximum: INT4_MAX });
}

/** An integer between `minimum` and `maximum` (both required: an unbounded integer reaches PostgreSQL as 22003). */
export function Int(
  minimum: number,
  maximum: number,
  options: { description?: string; default?: number } = {},
): TInteger {
  return Type.Integer({ ...options, minimum, maximum });
}

/** What is wrong with a text a schema could not check; the api words it in the caller's language. */
export type TextProblem = 'controlCharacters' | 'maxLength';

/**
 * Why a text taken from somewhere a schema cannot see (a path segment parsed by hand) is not acceptable, as the
 * AJV keyword a schema would have failed; null when it is fine. `multiLine` allows tabs and line breaks.
 */
export function textProblem(value: string, maxLength: number, multiLine = false): TextProblem | null {
  if (!(multiLine ? MULTI_LINE : SINGLE_LINE).test(value)) return 'controlCharacters';
  // Code points, as AJV's maxLength counts them; the UTF-16 length is an upper bound, so the slow count is rare.
  if (value.length > maxLength && [...value].length > maxLength) return 'maxLength';
  return null;
}

/**
 * `T | null` for request fields (docs/input-validation.md#the-rules). The api's AJV coerces types (coerceTypes), and in a plain `anyOf [T, null]` the
 * first branch turns null into false, 0 or '' before the null branch is tried; `const: null` first never coerces,
 * so null stays null and false, 0 and '' stay themselves.
 */
export const OrNull = <T extends TSchema>(schema: T) => Type.Union([Type.Unsafe<null>({ const: null }), schema]);
