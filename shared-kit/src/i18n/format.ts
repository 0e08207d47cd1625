// Dates, numbers, money and relative times in the active language, with the platform's Intl (no locale data in our
// bundles). docs/i18n.md#formats.
import { formatCount as formatCountIn, formatDate as formatDateIn, INTL_LOCALES } from 'shared-kit/constants';
import { currentLocale } from './runtime';

const intlLocale = () => INTL_LOCALES[currentLocale()];

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  const full = `${currentLocale()}|${key}`;
  let format = cache.get(full);
  if (!format) {
    format = make();
    cache.set(full, format);
  }
  return format as T;
}

/**
 * 12 Mar 2026 (day, short month, year) in UTC, as job dates are stored; an unreadable date is shown as given. The rule
 * is the one the server's pages use (shared-kit/src/contracts/job-display.ts), here in the active language.
 */
export function formatDate(iso: string): string {
  return formatDateIn(iso, currentLocale());
}

export function formatCount(n: number): string {
  return formatCountIn(n, currentLocale());
}

/** An amount of money in its currency (ISO 4217 code), without decimals when it is whole. */
export function formatCurrency(amount: number, currency: string): string {
  // Whole amounts without decimals, others with cents: two formatters per currency, so the first amount formatted
  // does not decide the decimals of every later one.
  const decimals = Number.isInteger(amount) ? 0 : 2;
  return cached(
    `currency:${currency}:${decimals}`,
    () => new Intl.NumberFormat(intlLocale(), { style: 'currency', currency, maximumFractionDigits: decimals }),
  ).format(amount);
}

/**
 * "Mon, 14 Oct 2030, 14:00 – Fri, 18 Oct 2030, 14:00 CEST": a span of time (a career event, an interview slot) in the
 * visitor's own time zone unless `timeZone` is given, the zone's short name printed, since people join from all over
 * Europe. One moment when the end is missing or not after the start; an unreadable start is shown as given.
 */
export function formatDateTimeRange(startIso: string, endIso: string, timeZone?: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return startIso;
  const format = cached(
    `datetime:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }),
  );
  if (Number.isNaN(end.getTime()) || end <= start) return format.format(start);
  return format.formatRange(start, end);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "in 2 hours", "yesterday": the largest unit that fits. */
export function formatRelativeTime(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return iso;
  const format = cached('relative', () => new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'auto' }));
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** "5 MB", "200 kB": a file size in the largest unit that keeps a number of at least 1 (decimal units, as browsers). */
export function formatFileSize(bytes: number): string {
  const unit = bytes >= 1e6 ? 'megabyte' : bytes >= 1e3 ? 'kilobyte' : 'byte';
  const size = unit === 'megabyte' ? bytes / 1e6 : unit === 'kilobyte' ? bytes / 1e3 : bytes;
  return cached(
    `size:${unit}`,
    () => new Intl.NumberFormat(intlLocale(), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }),
  ).format(size);
}
