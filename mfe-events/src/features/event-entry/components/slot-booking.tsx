import { useCallback, useId, useRef, useState } from 'react';
import type { EventBooking, EventDetail, EventSlot } from 'shared-kit/contracts';
import { isHttpError, useRequest } from 'shared-kit/http';
import { formatDateTimeRange, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Avatar, Badge, Button, Card, Select, Skeleton } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { bookSlot } from '../api/book-slot';
import { cancelBooking } from '../api/cancel-booking';
import { changeBooking } from '../api/change-booking';
import { downloadBookingCalendar } from '../api/download-booking-calendar';
import { getBookings } from '../api/get-bookings';
import { getEventSlots } from '../api/get-event-slots';
import { readerZone } from '../lib/zone';

/** The api's words for a refused booking: the field's message of its 422 (`slot_id`, `event_id`), else its message. */
function refusal(error: unknown, fallback: string): string {
  const body = isHttpError(error) ? error.response?.data : undefined;
  const errors = body?.errors as Record<string, unknown> | undefined;
  for (const messages of Object.values(errors ?? {})) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  }
  return typeof body?.message === 'string' && body.message ? body.message : fallback;
}

/**
 * Interview slots of an event (docs/events.md#what-candidates-see): the candidate picks one of the event's languages,
 * sees the free slots in their own time zone (named above the list), books one, moves it to another slot or cancels
 * it. Each result is announced as a notice, stays written above the lists, and the focus goes to what changed.
 */
export function SlotBooking({ event }: { event: EventDetail }) {
  const t = useTranslate<EventsMessageId>();
  const id = useId();
  const zone = readerZone();
  const [language, setLanguage] = useState(event.languages[0]?.slug ?? '');
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const [changed, setChanged] = useState<EventBooking[] | null>(null);
  const bookedHeading = useRef<HTMLHeadingElement>(null);
  const slotsHeading = useRef<HTMLHeadingElement>(null);

  const loadBookings = useCallback(() => getBookings(event.id), [event.id]);
  const bookingsRequest = useRequest(loadBookings);
  const loadSlots = useCallback(
    () => (language ? getEventSlots(event.id, language) : Promise.resolve<EventSlot[]>([])),
    [event.id, language],
  );
  const slots = useRequest(loadSlots);
  const bookings = changed ?? (bookingsRequest.status === 'success' ? bookingsRequest.data : []);
  const current = bookings[0] ?? null;
  const when = (slot: EventSlot) => formatDateTimeRange(slot.starts_at, slot.ends_at, zone);

  async function act(key: number, action: () => Promise<string>, focus: () => HTMLElement | null) {
    setBusy(key);
    setFailure('');
    setAnnouncement('');
    try {
      const said = await action();
      setAnnouncement(said);
      notify.success(said);
      // Places left changed: the list is read again, and the focus goes to what the candidate changed.
      slots.retry();
      requestAnimationFrame(() => focus()?.focus());
    } catch (error) {
      setFailure(refusal(error, t('events.booking.failed')));
      slots.retry();
    } finally {
      setBusy(null);
    }
  }

  const book = (slot: EventSlot) =>
    act(
      slot.id,
      async () => {
        const body = { slot_id: slot.id, time_zone: zone };
        const booking = current ? await changeBooking(current.id, body) : await bookSlot(body);
        setChanged([booking]);
        const values = { company: booking.slot.company.name, when: when(booking.slot) };
        return current ? t('events.booking.changed', values) : t('events.booking.booked', values);
      },
      () => bookedHeading.current,
    );

  // The booking as a file for a calendar the invitation mail did not reach (or to add it again).
  async function saveToCalendar(booking: EventBooking) {
    setFailure('');
    try {
      await downloadBookingCalendar(booking.id);
    } catch {
      notify.error(t('events.booking.calendarFailed'));
    }
  }

  const cancel = (booking: EventBooking) =>
    act(
      -booking.id,
      async () => {
        const message = await cancelBooking(booking.id);
        setChanged(bookings.filter((other) => other.id !== booking.id));
        return message || t('events.booking.cancelled');
      },
      () => slotsHeading.current,
    );

  return (
    <section className="events-booking" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('events.booking.title')}</h2>
      {/* The notice announces the result; this line keeps it on the page after the notice has gone. */}
      {announcement && <p className="events-booking-status">{announcement}</p>}
      {failure && (
        <p role="alert" className="sk-field__error">
          {failure}
        </p>
      )}

      <h3 ref={bookedHeading} tabIndex={-1}>
        {t('events.booking.yours')}
      </h3>
      {bookingsRequest.status === 'loading' && <Skeleton height={96} label={t('events.booking.loading')} />}
      {bookingsRequest.status === 'error' && (
        <AreaError title={t('events.booking.bookingsError')} onRetry={bookingsRequest.retry} />
      )}
      {bookingsRequest.status === 'success' &&
        (bookings.length === 0 ? (
          <p>{t('events.booking.none')}</p>
        ) : (
          <ul className="events-booking-list">
            {bookings.map((booking) => (
              <li key={booking.id}>
                <Card as="article" className="events-booking-card" aria-labelledby={`${id}-booking-${booking.id}`}>
                  <h4 id={`${id}-booking-${booking.id}`} className="sk-card-title">
                    {booking.slot.company.name}
                  </h4>
                  <p className="events-booking-when">
                    <time dateTime={booking.slot.starts_at}>{when(booking.slot)}</time>
                  </p>
                  <p>
                    <Badge tone="info">{booking.slot.language.name}</Badge>
                  </p>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => void saveToCalendar(booking)}
                    aria-describedby={`${id}-booking-${booking.id}`}
                  >
                    {t('events.booking.addToCalendar')}
                  </Button>{' '}
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={busy === -booking.id}
                    disabled={busy !== null}
                    onClick={() => cancel(booking)}
                    aria-describedby={`${id}-booking-${booking.id}`}
                  >
                    {t('events.booking.cancel')}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        ))}

      <h3 ref={slotsHeading} tabIndex={-1}>
        {current ? t('events.booking.changeTitle') : t('events.booking.slotsTitle')}
      </h3>
      {event.languages.length > 1 && (
        <Select
          id={`${id}-language`}
          label={t('events.booking.language')}
          value={language}
          onChange={(change) => setLanguage(change.target.value)}
          options={event.languages.map((option) => ({ value: option.slug, label: option.name }))}
        />
      )}
      <p className="events-booking-zone">{t('events.booking.zone', { zone })}</p>
      {slots.status === 'loading' && <Skeleton height={160} label={t('events.booking.loading')} />}
      {slots.status === 'error' && <AreaError title={t('events.booking.slotsError')} onRetry={slots.retry} />}
      {slots.status === 'success' &&
        (slots.data.length === 0 ? (
          <p>{t('events.booking.noSlots')}</p>
        ) : (
          <ul className="events-slots">
            {slots.data.map((slot) => {
              const mine = current?.slot.id === slot.id;
              const full = slot.available <= 0;
              return (
                <li key={slot.id} className="events-slot">
                  <Avatar name={slot.company.name} src={slot.company.logo} shape="square" size="sm" decorative />
                  <div className="events-slot-text" id={`${id}-slot-${slot.id}`}>
                    <span className="events-slot-company">{slot.company.name}</span>{' '}
                    <time dateTime={slot.starts_at}>{when(slot)}</time>
                  </div>
                  <span className="events-slot-places">
                    {mine ? (
                      <Badge tone="success">{t('events.booking.yourSlot')}</Badge>
                    ) : full ? (
                      <Badge>{t('events.booking.full')}</Badge>
                    ) : (
                      t('events.booking.places', { count: slot.available })
                    )}
                  </span>
                  {!mine && !full && (
                    <Button
                      size="sm"
                      variant={current ? 'secondary' : 'primary'}
                      loading={busy === slot.id}
                      disabled={busy !== null}
                      onClick={() => book(slot)}
                      aria-describedby={`${id}-slot-${slot.id}`}
                    >
                      {current ? t('events.booking.moveHere') : t('events.booking.book')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}
