import { useEffect } from 'react';
import { useTranslate } from 'shared-kit/i18n';
import { useLocation, useNavigate, useSearchParams } from 'shared-kit/router';
import { AreaError, applyHead, NotFound, releaseServerMarkup, ServerMarkup, Skeleton } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { type EntryView, type EventEntry, useEventEntry } from '../hooks/use-event-entry';
import { EventLanding } from './event-landing';
import { EventView } from './event-view';
import { preloadRegistrationForm } from '../../../components/registration/lazy-registration-form';

/** The page's own head (title, description, canonical), else the event's words. */
function useEntryHead(entry: EventEntry | null | undefined) {
  useEffect(() => {
    if (!entry) return;
    // The server's first HTML described this page: once it is rendered, that markup has served its turn.
    releaseServerMarkup();
    applyHead({
      title: entry.page?.title || entry.event.title,
      description: entry.page?.description || entry.event.description,
      robots: 'index, follow',
      canonical: entry.page?.canonical ?? null,
    });
  }, [entry]);
}

/**
 * An event entry path (docs/events.md#what-candidates-see): the path is resolved by the api, then the shell's
 * `?view=` says which page to show: the event's landing (guests, companies, candidates not registered) or the event
 * page (registered candidates). Registering on the landing moves to the event page at the same path.
 */
export function EventEntryPage() {
  const t = useTranslate<EventsMessageId>();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view: EntryView = params.get('view') === 'event' ? 'event' : 'landing';
  // The form's chunk downloads beside the event's data (docs/delivery.md#the-guard).
  preloadRegistrationForm();
  const entry = useEventEntry(location.pathname, view);
  useEntryHead(entry.status === 'success' ? entry.data : undefined);

  if (entry.status === 'loading') {
    const skeleton = <Skeleton height={480} label={t('events.entry.loading')} />;
    // The server renders an entry path's landing (for search engines): shown, inert, until the landing replaces it.
    return view === 'landing' ? <ServerMarkup select=".events-area" fallback={skeleton} /> : skeleton;
  }
  if (entry.status === 'error') return <AreaError title={t('events.entry.error')} onRetry={entry.retry} />;
  if (!entry.data) return <NotFound />;
  if (entry.data.view === 'event') return <EventView entry={entry.data} />;
  const toEventPage = () => {
    // The session now lists the event, so the shell would choose the event page too; saying it here moves at once.
    const next = new URLSearchParams(params);
    next.set('view', 'event');
    navigate({ pathname: location.pathname, search: `?${next}` }, { replace: true });
  };
  return <EventLanding entry={entry.data} onRegistered={toEventPage} />;
}
