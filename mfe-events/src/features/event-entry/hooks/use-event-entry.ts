import { useCallback } from 'react';
import type { EventDetail, EventPathResponse, PublicPage } from 'shared-kit/contracts';
import { isHttpError, useRequest } from 'shared-kit/http';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { getEvent } from '../api/get-event';
import { getPage } from '../api/get-page';
import { resolveEventPath } from '../api/resolve-event-path';

export type EntryView = 'landing' | 'event';

/** What an entry path shows: the event found at it, the page of the view (null when none is published) and the view. */
export type EventEntry = { path: EventPathResponse; event: EventDetail; page: PublicPage | null; view: EntryView };

const notFound = (error: unknown) => isHttpError(error) && error.response?.status === 404;

/** The page key of a view of an event (docs/events.md#pages). */
const pageKeyOf = (view: EntryView, eventId: number) =>
  `${view === 'event' ? 'event-page' : 'event-landing'}:${eventId}`;

async function loadEntry(pathname: string, view: EntryView): Promise<EventEntry | null> {
  try {
    const path = await resolveEventPath(pathname);
    const [event, page] = await Promise.all([getEvent(path.event_id), getPage(pageKeyOf(view, path.event_id))]);
    return { path, event, page, view };
  } catch (error) {
    // No event at this path (or it was unpublished since the shell asked): the not-found page.
    if (notFound(error)) return null;
    throw error;
  }
}

/**
 * Loads an entry path's event and the page of its view; `null` data means no event lives at the path. The page is
 * in the interface language when it is translated into it, so a language switch asks again.
 */
export function useEventEntry(pathname: string, view: EntryView) {
  // `t` changes with the interface language: the trigger of a new request in the new one.
  useTranslate();
  const locale = currentLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language goes by its cookie; a new one asks again.
  const load = useCallback(() => loadEntry(pathname, view), [pathname, view, locale]);
  return useRequest(load);
}
