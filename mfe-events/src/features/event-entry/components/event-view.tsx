import { useId } from 'react';
import type { EventDetail } from 'shared-kit/contracts';
import { formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { Avatar, Badge } from 'shared-kit/ui';
import { EntryPage, hasBlock } from './entry-page';
import { RegistrationForm } from '../../../components/registration/lazy-registration-form';
import type { EventsMessageId } from '../../../locales';
import type { EventEntry } from '../hooks/use-event-entry';
import { readerZone } from '../lib/zone';
import { GoPlacesCities } from './go-places-cities';
import { SlotBooking } from './slot-booking';
import { Sponsors } from './sponsors';

/** The days of the event with their first and last interview, in the reader's zone. */
function Schedule({ event }: { event: EventDetail }) {
  const t = useTranslate<EventsMessageId>();
  const id = useId();
  if (event.schedule.length === 0) return null;
  const zone = readerZone();
  return (
    <section className="events-entry-section" aria-labelledby={id}>
      <h2 id={id}>{t('events.entry.schedule')}</h2>
      <p className="events-booking-zone">{t('events.booking.zone', { zone })}</p>
      <ul className="events-schedule">
        {event.schedule.map((day) => (
          <li key={day.day}>
            <time dateTime={day.starts_at}>{formatDateTimeRange(day.starts_at, day.ends_at, zone)}</time>{' '}
            <span className="events-schedule-slots">{t('events.entry.slots', { count: day.slots })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The participating companies with their jobs for the event's languages. */
function Companies({ event }: { event: EventDetail }) {
  const t = useTranslate<EventsMessageId>();
  const id = useId();
  if (event.companies.length === 0) return null;
  return (
    <section className="events-entry-section" aria-labelledby={id}>
      <h2 id={id}>{t('events.entry.companies')}</h2>
      <ul className="events-companies">
        {event.companies.map((company) => (
          <li key={company.id} className="events-company">
            <Avatar name={company.name} src={company.logo} shape="square" size="md" decorative />
            <span className="events-company-name">{company.name}</span>
            <span className="events-company-jobs">{t('events.entry.companyJobs', { count: company.jobs })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The event page of a registered candidate: the marketer's `event-page` document, then what the data says: the
 * candidate's interview and the slots to book, the schedule, the companies (unless the page lists them already), the
 * cities of a go-places event and the sponsors.
 */
export function EventView({ entry }: { entry: EventEntry }) {
  const t = useTranslate<EventsMessageId>();
  const { event, page, path } = entry;
  const goPlaces = event.kind === 'go_places';
  return (
    <div className="events-entry events-entry--event">
      <EntryPage
        entry={entry}
        headerDetails={
          <p className="events-card-when">
            <time dateTime={event.starts_at}>{formatDateTimeRange(event.starts_at, event.ends_at)}</time>
            <Badge tone="success">{t('events.entry.registered')}</Badge>
          </p>
        }
        renderRegistration={(props) => (
          <RegistrationForm referral={path.referral} eventId={event.id} submitLabel={props.button_label} />
        )}
      />
      {goPlaces && <GoPlacesCities event={event} city={path.city} candidate />}
      {(!goPlaces || event.companies.length > 0) && <SlotBooking event={event} />}
      <Schedule event={event} />
      {!hasBlock(page, 'companies') && <Companies event={event} />}
      {!goPlaces && <Sponsors sponsors={event.sponsors} />}
    </div>
  );
}
