// The one rule of a skill name a candidate may add that the board does not list (docs/product-rules.md#candidate-records):
// the api applies it on `POST /api/candidates/skills`, the CV reading applies it to what it proposes as a new tag,
// and the screens can say the same before sending.

/** Bounds of a new tag's name, after trimming and folding spaces. */
export const SKILL_TAG_NAME = { minLength: 2, maxLength: 50 } as const;

/** Letters, digits, spaces and `+#./&-` ("C++", "C#", "Node.js", "R&D", "CI/CD", "Scikit-learn"). */
const ALLOWED = /^[\p{L}\p{N}+#./&\- ]+$/u;
/** At least one letter or digit: "++" or "./" is no skill. */
const HAS_WORD = /[\p{L}\p{N}]/u;

/** The name as a tag keeps it: trimmed, runs of spaces folded to one; null when it is no acceptable name. */
export function skillTagName(raw: string): string | null {
  const name = raw.normalize('NFC').trim().replace(/\s+/gu, ' ');
  const length = [...name].length;
  if (length < SKILL_TAG_NAME.minLength || length > SKILL_TAG_NAME.maxLength) return null;
  return ALLOWED.test(name) && HAS_WORD.test(name) ? name : null;
}

/**
 * What makes two names one tag: case, accents and spaces do not count ("node.js" is "Node.js", "Écriture" is
 * "ecriture"). The board's tags are matched by it first; the candidates' own tags are stored under it.
 */
export function skillTagKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/gu, ' ');
}
