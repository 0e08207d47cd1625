import type { CareerEvent } from 'shared-kit/contracts';
import { languageName } from 'shared-kit/constants';
import { currentLocale, formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { useSession } from 'shared-kit/session';
import { Link } from 'shared-kit/router';
import { Badge, Card, LinkButton } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';

/** Where an event stands at `now`: said by a badge, since a list mixes past and coming events. */
function phaseOf(event: CareerEvent, now: number): 'ended' | 'live' | 'upcoming' {
  if (new Date(event.ends_at).getTime() < now) return 'ended';
  return new Date(event.starts_at).getTime() <= now ? 'live' : 'upcoming';
}

/**
 * One event as a design-system card (docs/design-system.md#card); its title and description are shown as the
 * organiser wrote them, its languages as badges and its dates in the reader's own zone. A coming event with an entry
 * path has a Register button to it (the landing for guests, the event page for a registered candidate); a past one
 * none. The title links to the event's path too, and the whole card with it (an interactive card), as on every list
 * of the site: a title is where people click.
 */
export function EventCard({ event, now, timeZone }: { event: CareerEvent; now: number; timeZone?: 'event' }) {
  const t = useTranslate<EventsMessageId>();
  const session = useSession();
  const phase = phaseOf(event, now);
  const titleId = `events-card-${event.id}`;
  // Where the Register button goes, the title goes too; an event that has ended links nowhere.
  const path = phase !== 'ended' ? event.landing_path : null;
  const registered = session.user?.virtual_events?.some((joined) => joined.fk_virtual_event_id === event.id) ?? false;
  return (
    <Card as="article" className="events-card" aria-labelledby={titleId} interactive={Boolean(path)}>
      <h3 id={titleId} className="sk-card-title">
        {path ? <Link to={path}>{event.title}</Link> : event.title}
      </h3>
      <p className="events-card-when">
        {/* In the visitor's own time zone, named, since candidates join from all over Europe; the server, which does
            not know it, says the event's own. */}
        <time dateTime={event.starts_at}>
          {formatDateTimeRange(event.starts_at, event.ends_at, timeZone === 'event' ? event.time_zone : undefined)}
        </time>
        {phase === 'ended' && <Badge>{t('events.card.ended')}</Badge>}
        {phase === 'live' && <Badge tone="success">{t('events.card.live')}</Badge>}
      </p>
      {event.languages.length > 0 && (
        <p className="events-card-languages">
          <span className="events-card-languages-label">{t('events.list.languages')}</span>
          {event.languages.map((language) => (
            <Badge key={language.id} tone="info">
              {languageName(language, currentLocale())}
            </Badge>
          ))}
        </p>
      )}
      <p className="events-card-description">{event.description}</p>
      {path && (
        <LinkButton to={path} className="events-card-register" aria-describedby={titleId}>
          {registered ? t('events.list.open') : t('events.list.register')}
        </LinkButton>
      )}
    </Card>
  );
}
