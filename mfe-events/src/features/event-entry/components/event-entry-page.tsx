import { NotFound } from 'shared-kit/ui';

/**
 * PLACEHOLDER (engineer "ui-events" replaces it, keeping the file and export): an event entry path. Resolves the
 * path (`GET /api/events/resolve`), then shows the event's landing (`?view=landing`, set by the shell) or the event
 * page (`?view=event`).
 */
export function EventEntryPage() {
  return <NotFound />;
}
