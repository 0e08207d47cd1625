import type { CareerEvent } from 'shared-kit/contracts';
import { formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { Link } from 'shared-kit/router';
import { Badge, Card } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';

/** Where an event stands at `now`: said by a badge, since a list mixes past and coming events. */
function phaseOf(event: CareerEvent, now: number): 'ended' | 'live' | 'upcoming' {
  if (new Date(event.ends_at).getTime() < now) return 'ended';
  return new Date(event.starts_at).getTime() <= now ? 'live' : 'upcoming';
}

/**
 * One event as a design-system card (docs/design-system.md#card); its title and description are shown as the
 * organiser wrote them. With a landing page the whole card is its link (one tab stop, named by the title).
 */
export function EventCard({ event, now }: { event: CareerEvent; now: number }) {
  const t = useTranslate<EventsMessageId>();
  const phase = phaseOf(event, now);
  return (
    <Card
      as="article"
      interactive={Boolean(event.landing_path)}
      className="events-card"
      aria-labelledby={`events-card-${event.id}`}
    >
      <h2 id={`events-card-${event.id}`} className="sk-card-title">
        {event.landing_path ? <Link to={event.landing_path}>{event.title}</Link> : event.title}
      </h2>
      <p className="events-card-when">
        {/* In the visitor's own time zone, named, since candidates join from all over Europe. */}
        <time dateTime={event.starts_at}>{formatDateTimeRange(event.starts_at, event.ends_at)}</time>
        {phase === 'ended' && <Badge>{t('events.card.ended')}</Badge>}
        {phase === 'live' && <Badge tone="success">{t('events.card.live')}</Badge>}
      </p>
      <p className="events-card-description">{event.description}</p>
    </Card>
  );
}
