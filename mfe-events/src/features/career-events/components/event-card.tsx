import { Link } from 'shared-kit/router';
import type { CareerEvent } from 'shared-kit/contracts';

// Shown in the visitor's own time zone, named, since candidates join from all over Europe.
const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
});

function formatEventDates(startsAt: string, endsAt: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (Number.isNaN(start.getTime())) return startsAt;
  if (Number.isNaN(end.getTime()) || end <= start) return dateTime.format(start);
  return dateTime.formatRange(start, end);
}

export function EventCard({ event, now }: { event: CareerEvent; now: number }) {
  const ended = new Date(event.ends_at).getTime() < now;
  return (
    <article className="sk-card events-card" aria-labelledby={`events-card-${event.id}`}>
      <h2 id={`events-card-${event.id}`} className="sk-card-title events-card-title">
        {event.landing_path ? <Link to={event.landing_path}>{event.title}</Link> : event.title}
      </h2>
      <p className="events-card-dates">
        <time dateTime={event.starts_at}>{formatEventDates(event.starts_at, event.ends_at)}</time>
        {ended && <span className="events-card-ended"> (ended)</span>}
      </p>
      <p className="events-card-description">{event.description}</p>
    </article>
  );
}
