import { INTL_LOCALES } from 'shared-kit/constants';
import { currentLocale } from 'shared-kit/i18n';

/** The reader's own IANA zone, as the browser knows it (UTC when it says nothing). */
export function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * A slot's day and hours in `zone`, in the active language: "Tue, 15 Oct 2030, 10:00 – 10:30 CEST". The zone's short
 * name is printed, and the page names the zone in words above the list, so no one books the wrong hour.
 */
export function formatSlotTime(startIso: string, endIso: string, zone: string): string {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[currentLocale()], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: zone,
  });
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return startIso;
  if (Number.isNaN(end.getTime()) || end <= start) return format.format(start);
  return format.formatRange(start, end);
}

/** The day a slot starts on in `zone` (`2030-10-15`), to group a list of slots by day. */
export function dayIn(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}
