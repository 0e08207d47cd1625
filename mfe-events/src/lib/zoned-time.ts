// Wall times in a named zone and the instants the api stores (ISO, UTC): a datetime-local input holds the former.

/** How far `zone`'s wall clock is ahead of UTC at `date`, in milliseconds. */
function offsetMs(date: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/** A wall time in a zone (`2030-10-14T09:00` in Europe/Warsaw) as an ISO instant (`2030-10-14T07:00:00.000Z`). */
export function zonedToIso(local: string, zone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  try {
    // Twice: the first guess may sit on the other side of a daylight-saving change.
    let instant = wall - offsetMs(new Date(wall), zone);
    instant = wall - offsetMs(new Date(instant), zone);
    return new Date(instant).toISOString();
  } catch {
    return null;
  }
}

/** An ISO instant as the wall time of a zone, for a datetime-local input. */
export function isoToZoned(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Date(date.getTime() + offsetMs(date, zone)).toISOString().slice(0, 16);
  } catch {
    return '';
  }
}
