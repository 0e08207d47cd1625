import type { ReactNode } from 'react';
import type { CareerEvent } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { jobsPath } from 'shared-kit/routes';
import { AreaError, EmptyState, LinkButton, ServedWhileLoading, Skeleton } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { type CareerEventsByTime, useCareerEvents } from '../api/get-career-events';
import { EventCard } from './event-card';

/** Three card-sized placeholders, so the list replaces them without moving the page. */
function EventsSkeleton() {
  const t = useTranslate<EventsMessageId>();
  return (
    <div className="events-list">
      <Skeleton height={152} label={t('events.page.loading')} />
      <Skeleton height={152} label={t('events.page.loading')} />
      <Skeleton height={152} label={t('events.page.loading')} />
    </div>
  );
}

type SectionProps = { id: string; title: string; events: CareerEvent[]; now: number; timeZone?: 'event' };

function EventSection({ id, title, events, now, timeZone }: SectionProps) {
  return (
    <section className="events-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="events-list">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} now={now} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/career-events`'s content once its events are known: the heading, the coming events (or an empty state), then the
 * past ones. The browser's page and the api's first HTML (mfe-events/src/server-render.tsx) both render it, so
 * nothing moves when React takes over. `timeZone`: the server's, which cannot know the visitor's (the event's own
 * zone); the browser passes none and says the dates in the visitor's zone.
 */
export function CareerEventsView({
  events,
  now,
  timeZone,
}: {
  events: CareerEventsByTime;
  now: number;
  timeZone?: 'event';
}) {
  const t = useTranslate<EventsMessageId>();
  return (
    <CareerEventsFrame>
      {events.upcoming.length === 0 ? (
        <EmptyState
          title={t('events.page.empty')}
          actions={
            <LinkButton to={jobsPath()} variant="secondary">
              {t('events.page.browseJobs')}
            </LinkButton>
          }
        >
          <p>{t('events.page.emptyHint')}</p>
        </EmptyState>
      ) : (
        <EventSection
          id="events-upcoming"
          title={t('events.list.upcoming')}
          events={events.upcoming}
          now={now}
          timeZone={timeZone}
        />
      )}
      {events.past.length > 0 && (
        <EventSection
          id="events-past"
          title={t('events.list.past')}
          events={events.past}
          now={now}
          timeZone={timeZone}
        />
      )}
    </CareerEventsFrame>
  );
}

/** The page's heading and introduction above what it shows. */
function CareerEventsFrame({ children }: { children: ReactNode }) {
  const t = useTranslate<EventsMessageId>();
  return (
    <section className="events-page" aria-labelledby="events-heading">
      <header className="events-header">
        <h1 id="events-heading">{t('events.page.heading')}</h1>
        <p className="events-intro">{t('events.page.intro')}</p>
      </header>
      {children}
    </section>
  );
}

/**
 * `/career-events`: the coming virtual career events candidates can register for, then the past ones. While they
 * load, the server's markup of the same page (the first visit), else the heading above three placeholders.
 */
export function CareerEventsPage() {
  const t = useTranslate<EventsMessageId>();
  const events = useCareerEvents();
  return (
    <ServedWhileLoading loading={events.status === 'loading'} select=".events-area">
      {events.status === 'success' ? (
        <CareerEventsView events={events.data} now={Date.now()} />
      ) : (
        <CareerEventsFrame>
          {events.status === 'error' ? (
            <AreaError title={t('events.page.error')} onRetry={events.retry} />
          ) : (
            <EventsSkeleton />
          )}
        </CareerEventsFrame>
      )}
    </ServedWhileLoading>
  );
}
