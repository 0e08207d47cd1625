/**
 * A real IANA zone name (`Europe/Berlin`): the runtime's own list decides (an unknown one throws a RangeError).
 * Offsets (`+01:00`) are refused even where the runtime knows them: events and bookings are shown and mailed in a
 * place's zone, which keeps its summer time. One rule for the event editor and the candidate's bookings.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
