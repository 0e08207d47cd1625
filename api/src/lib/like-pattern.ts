/**
 * A LIKE / ILIKE pattern for text anywhere in a column: `%` and `_` typed by the user (and backslashes) are searched
 * as themselves, escaped with LIKE's default escape character.
 */
export const likePattern = (words: string) => `%${words.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
