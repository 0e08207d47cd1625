/** The reader's own IANA zone, as the browser knows it (UTC when it says nothing). */
export function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
