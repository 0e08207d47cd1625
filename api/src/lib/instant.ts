/** An ISO date and time with its zone (`Z` or an offset): a time without a zone means nothing for a world audience. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant an ISO date and time with its zone names (`2026-12-01T09:00:00Z`), or null when it names none. */
export function parseInstant(value: string): Date | null {
  if (!ISO_WITH_ZONE.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
