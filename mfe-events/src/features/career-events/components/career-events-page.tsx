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

/** `/career-events`: the virtual career events candidates can join. */
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
      {events.status === 'success' &&
        (events.data.events.length === 0 ? (
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
          <ul className="events-list">
            {events.data.events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} now={now} />
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
