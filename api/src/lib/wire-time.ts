// One rule for every answer (docs/contracts.md#http): a time read from the database goes on the wire as ISO 8601 text
// in UTC, `2026-12-01T09:00:00.000Z`. pg reads a timestamptz column as a Date, but a time built inside json_agg or
// json_build_object as text, so both are taken.

/** A stored time as ISO 8601 text in UTC (`2026-12-01T09:00:00.000Z`), whether pg read it as a Date or as text. */
export const wireTime = (value: Date | string): string => new Date(value).toISOString();

/** The same for a time that may be unset: null stays null. */
export const wireTimeOrNull = (value: Date | string | null): string | null => (value === null ? null : wireTime(value));
