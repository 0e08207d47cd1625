import { AreaError, Skeleton } from 'shared-kit/ui';
import { useCareerEvents } from '../api/get-career-events';
import { EventCard } from './event-card';

function EventsSkeleton() {
  return (
    <div className="events-skeleton">
      <Skeleton height={140} label="Loading events" />
      <Skeleton height={140} label="Loading events" />
      <Skeleton height={140} label="Loading events" />
    </div>
  );
}

/** `/career-events`: the virtual career events candidates can join. */
export function CareerEventsPage() {
  const events = useCareerEvents();
  const now = Date.now();
  return (
    <section className="events-page" aria-labelledby="events-heading">
      <h1 id="events-heading">Career events</h1>
      <p className="events-intro">
        Meet employers hiring multilingual people, online and in a few days: speed-hiring weeks, workshops and more.
      </p>
      {events.status === 'loading' && <EventsSkeleton />}
      {events.status === 'error' && <AreaError title="We could not load the career events." onRetry={events.retry} />}
      {events.status === 'success' &&
        (events.data.events.length === 0 ? (
          <p>There are no career events planned right now. Please check again soon.</p>
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
