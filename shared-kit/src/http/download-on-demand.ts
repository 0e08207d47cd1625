import type { downloadFile as download } from './download';

/**
 * `downloadFile` (./download.ts), loaded on the first download: only account screens offer one (a CV, a calendar,
 * the data export), so a guest's first render does not carry it (docs/delivery.md#figures-session-16).
 */
export const downloadFile: typeof download = (...args) =>
  import('./download').then(({ downloadFile: save }) => save(...args));
