import type { CareerEvent } from 'shared-kit/contracts';
import { formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import type { EventsMessageId } from '../../../locales';

/** One event; its title and description are shown as the organiser wrote them. */
export function EventCard({ event, now }: { event: CareerEvent; now: number }) {
  const t = useTranslate<EventsMessageId>();
  const ended = new Date(event.ends_at).getTime() < now;
  return (
    <article className="sk-card events-card" aria-labelledby={`events-card-${event.id}`}>
      <h2 id={`events-card-${event.id}`} className="sk-card-title events-card-title">
        {event.landing_path ? <Link to={event.landing_path}>{event.title}</Link> : event.title}
      </h2>
      <p className="events-card-dates">
        {/* In the visitor's own time zone, named, since candidates join from all over Europe. */}
        <time dateTime={event.starts_at}>{formatDateTimeRange(event.starts_at, event.ends_at)}</time>
        {ended && (
          <>
            {' '}
            <span className="events-card-ended">{t('events.card.ended')}</span>
          </>
        )}
      </p>
      <p className="events-card-description">{event.description}</p>
    </article>
  );
}
