import type { CareerEvent } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { jobsPath } from 'shared-kit/routes';
import { AreaError, EmptyState, LinkButton, Skeleton } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { useCareerEvents } from '../api/get-career-events';
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

function EventSection({ id, title, events, now }: { id: string; title: string; events: CareerEvent[]; now: number }) {
  return (
    <section className="events-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="events-list">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/career-events`: the coming virtual career events candidates can register for, then the past ones. */
export function CareerEventsPage() {
  const t = useTranslate<EventsMessageId>();
  const events = useCareerEvents();
  const now = Date.now();
  return (
    <section className="events-page" aria-labelledby="events-heading">
      <header className="events-header">
        <h1 id="events-heading">{t('events.page.heading')}</h1>
        <p className="events-intro">{t('events.page.intro')}</p>
      </header>
      {events.status === 'loading' && <EventsSkeleton />}
      {events.status === 'error' && <AreaError title={t('events.page.error')} onRetry={events.retry} />}
      {events.status === 'success' && (
        <>
          {events.data.upcoming.length === 0 ? (
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
              events={events.data.upcoming}
              now={now}
            />
          )}
          {events.data.past.length > 0 && (
            <EventSection id="events-past" title={t('events.list.past')} events={events.data.past} now={now} />
          )}
        </>
      )}
    </section>
  );
}
