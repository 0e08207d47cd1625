import { useEffect, useRef, useState } from 'react';
import { INTL_LOCALES, languageName } from 'shared-kit/constants';
import type { CareerEvent, CompanySlot } from 'shared-kit/contracts';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Link, useParams } from 'shared-kit/router';
import { AreaError, Badge, Button, Card, Dialog, EmptyState, LinkButton, NotFound, Skeleton } from 'shared-kit/ui';
import type { CompanyMessageId } from '../../../locales';
import { deleteSlot } from '../api/delete-slot';
import { downloadSlotsCalendar } from '../api/download-slots-calendar';
import { useCompanyEvents } from '../api/get-company-events';
import { useCompanySlots } from '../api/get-company-slots';
import { refusalOf } from '../../../lib/refusal';
import { SlotForm } from './slot-form';

/** A time as the event's schedule says it: in the event's own zone, in the reader's language. */
function inZone(at: string, timeZone: string, style: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[currentLocale()], { ...style, timeZone }).format(new Date(at));
}

/**
 * `/company/events`, the career events the company takes part in, and `/company/events/{eventId}/slots`, the
 * interview slots it offers at one (docs/events.md#interview-slots).
 */
export function CompanyEventsPage({ view }: { view: 'list' | 'slots' }) {
  const { eventId } = useParams();
  const events = useCompanyEvents();
  const t = useTranslate<CompanyMessageId>();

  if (events.status === 'loading') return <Skeleton height={320} />;
  if (events.status === 'error') return <AreaError message={t('company.events.loadError')} onRetry={events.retry} />;
  if (view === 'list') return <EventList events={events.data} />;
  const event = events.data.find((each) => String(each.id) === eventId);
  return event ? <EventSlots event={event} /> : <NotFound />;
}

function EventList({ events }: { events: CareerEvent[] }) {
  const t = useTranslate<CompanyMessageId>();
  return (
    <section className="company-page" aria-labelledby="company-events-heading">
      <div className="sk-split company-page__head">
        <h1 id="company-events-heading">{t('company.events.title')}</h1>
      </div>
      <p className="company-events__intro">{t('company.events.intro')}</p>
      {events.length === 0 ? (
        <EmptyState title={t('company.events.empty.title')}>{t('company.events.empty.text')}</EmptyState>
      ) : (
        <ul className="company-cards">
          {events.map((event) => (
            <Card as="li" key={event.id} className="company-event">
              <h2 className="company-event__title">{event.title}</h2>
              <p className="company-event__facts">
                {t('company.events.dates', {
                  start: inZone(event.starts_at, event.time_zone, { dateStyle: 'medium' }),
                  end: inZone(event.ends_at, event.time_zone, { dateStyle: 'medium' }),
                })}
                {event.languages.length > 0 && (
                  <> · {event.languages.map((language) => languageName(language, currentLocale())).join(', ')}</>
                )}
              </p>
              {event.status === 'draft' && <Badge tone="warning">{t('company.events.draft')}</Badge>}
              <p className="company-event__action">
                <LinkButton
                  to={`/company/events/${event.id}/slots`}
                  variant="secondary"
                  aria-label={t('company.events.slotsOf', { event: event.title })}
                >
                  {t('company.events.slotsLink')}
                </LinkButton>
              </p>
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}

function EventSlots({ event }: { event: CareerEvent }) {
  const t = useTranslate<CompanyMessageId>();
  const [reload, setReload] = useState(0);
  const slots = useCompanySlots(event.id, reload);
  const [deleting, setDeleting] = useState<CompanySlot | null>(null);
  const [pending, setPending] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [focusList, setFocusList] = useState(false);
  // After a deletion the dialog's opener is gone: the list's heading takes focus, once the dialog has closed (its
  // cleanup runs before this effect in the same commit).
  useEffect(() => {
    if (!focusList) return;
    listHeading.current?.focus();
    setFocusList(false);
  }, [focusList]);

  const when = (slot: CompanySlot) =>
    inZone(slot.starts_at, event.time_zone, { dateStyle: 'full', timeStyle: 'short' });

  async function remove() {
    if (!deleting) return;
    setPending(true);
    try {
      notify.success(await deleteSlot(event.id, deleting.id));
      setReload((n) => n + 1);
    } catch (error) {
      const refused = refusalOf(error);
      notify.error(refused?.errors.id || refused?.message || t('company.events.deleteFailed'));
    } finally {
      setPending(false);
      setDeleting(null);
      setFocusList(true);
    }
  }

  async function saveToCalendar() {
    try {
      await downloadSlotsCalendar(event.id);
    } catch {
      notify.error(t('company.events.calendarFailed'));
    }
  }

  let list = <Skeleton height={200} />;
  if (slots.status === 'error') {
    list = <AreaError message={t('company.events.slotsLoadError')} onRetry={slots.retry} />;
  } else if (slots.status === 'success' && slots.data.length === 0) {
    list = <p>{t('company.events.noSlots')}</p>;
  } else if (slots.status === 'success') {
    list = (
      <>
        <p className="company-actions">
          <Button variant="secondary" size="sm" onClick={() => void saveToCalendar()}>
            {t('company.events.addToCalendar')}
          </Button>
        </p>
        <ul className="company-cards">
          {slots.data.map((slot) => (
            <Card as="li" key={slot.id} className="company-slot" aria-label={when(slot)}>
              <h3 className="company-slot__when">{when(slot)}</h3>
              <p className="company-slot__facts">
                {t('company.events.slotFacts', {
                  language: languageName(slot.language, currentLocale()),
                  minutes: Math.round((Date.parse(slot.ends_at) - Date.parse(slot.starts_at)) / 60_000),
                  booked: slot.capacity - slot.available,
                  capacity: slot.capacity,
                })}
              </p>
              {slot.bookings.length > 0 ? (
                <ul className="company-slot__bookings" aria-label={t('company.events.bookingsLabel')}>
                  {slot.bookings.map((booking) => (
                    <li key={booking.id}>
                      {booking.name || booking.email} · <a href={`mailto:${booking.email}`}>{booking.email}</a>
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="company-actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setDeleting(slot)}
                    aria-label={t('company.events.deleteSlot', { when: when(slot) })}
                  >
                    {t('company.events.delete')}
                  </Button>
                </div>
              )}
            </Card>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="company-page" aria-labelledby="company-event-heading">
      <p className="company-events__back">
        <Link to="/company/events">{t('company.events.back')}</Link>
      </p>
      <div className="sk-split company-page__head">
        <h1 id="company-event-heading">{event.title}</h1>
        {event.status === 'draft' && <Badge tone="warning">{t('company.events.draft')}</Badge>}
      </div>
      <Card as="section" aria-labelledby="company-slot-form-heading">
        <h2 id="company-slot-form-heading">{t('company.events.offerTitle')}</h2>
        <SlotForm event={event} onCreated={() => setReload((n) => n + 1)} />
      </Card>
      <section aria-labelledby="company-slots-heading">
        <h2 id="company-slots-heading" ref={listHeading} tabIndex={-1}>
          {t('company.events.slotsTitle')}
        </h2>
        <p>{t('company.events.zoneNote', { zone: event.time_zone })}</p>
        {list}
      </section>
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('company.events.confirmDelete.title')}
        description={deleting ? t('company.events.confirmDelete.text', { when: when(deleting) }) : undefined}
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {t('company.events.cancel')}
            </Button>
            <Button variant="danger" loading={pending} onClick={remove}>
              {t('company.events.delete')}
            </Button>
          </>
        }
      />
    </section>
  );
}
