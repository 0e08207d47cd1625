// How far the dates of a candidate's experience and education may reach (docs/product-rules.md#candidate-records).
// The api refuses a date past these bounds and the screens offer no year past them, so both read them here. Pure,
// no TypeBox (shared-kit/constants re-exports it).

/** The first year the screens offer for any date of an entry. */
export const ENTRY_FIRST_YEAR = 1950;
/**
 * How many years after this one studies may be expected to end: a long degree (medicine, a doctorate) begun this
 * year. A job's end is never in the future: a job still going on has no end ("I currently work here").
 */
export const EDUCATION_END_YEARS_AHEAD = 6;

export type EntryDateKind = 'start' | 'experienceEnd' | 'educationEnd';

/** The latest year a date of this kind may be in, counted from `today` (UTC, as the api counts). */
export function latestEntryYear(kind: EntryDateKind, today = new Date()): number {
  const year = today.getUTCFullYear();
  return kind === 'educationEnd' ? year + EDUCATION_END_YEARS_AHEAD : year;
}

/**
 * The latest day (`YYYY-MM-DD`) a date of this kind may be: a start, or a job's end, within the current month (the
 * screens send the first of the month they ask for); the end of studies up to the last day of the latest year.
 */
export function latestEntryDate(kind: EntryDateKind, today = new Date()): string {
  if (kind === 'educationEnd') return `${latestEntryYear(kind, today)}-12-31`;
  const lastOfMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  return lastOfMonth.toISOString().slice(0, 10);
}
