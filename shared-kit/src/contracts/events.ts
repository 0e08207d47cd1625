// Career events (docs/contracts.md#events, docs/events.md): the public list and event, entry paths, joining,
// go-places, interview slots and bookings, and the admin area's event editor.
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Id, Int, MultilineText, OrNull, Text } from './bounds';
import { EVENT_LIMITS as L } from './limits';
import { Nullable, OneOf } from './common';

export const EVENT_KINDS = ['speed_hiring', 'how_to_get_a_job', 'go_places', 'other'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EventKindSchema = OneOf(EVENT_KINDS);

const NamedLanguage = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export const EventSponsorSchema = Type.Object({
  name: Type.String(),
  url: Nullable(Type.String()),
  logo: Nullable(Type.String()),
  /** A sponsor of the go-places relocation programme (listed in goPlacesSponsors); false when not said. */
  go_places: Type.Optional(Type.Boolean()),
});
export type EventSponsor = Static<typeof EventSponsorSchema>;

export const CareerEventSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** ISO times (UTC). */
  starts_at: Type.String(),
  ends_at: Type.String(),
  /** The entry path (`/dutch/speed-hiring-week`): the landing for guests, the event page for registered candidates. */
  landing_path: Nullable(Type.String()),
  kind: EventKindSchema,
  /** The IANA zone the schedule is written in. */
  time_zone: Type.String(),
  languages: Type.Array(NamedLanguage),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
});
export type CareerEvent = Static<typeof CareerEventSchema>;

/** `GET /api/career-events`: published events, soonest first (`?when=upcoming|past`, default all). */
export const CareerEventListSchema = Type.Object({ events: Type.Array(CareerEventSchema) });
export type CareerEventList = Static<typeof CareerEventListSchema>;
/** `?when=upcoming` (not over yet: ends_at >= now, soonest first) or `past` (over, latest first); none: all. */
export const CareerEventListQuerySchema = Type.Object({
  when: Type.Optional(Type.Union([Type.Literal('upcoming'), Type.Literal('past')])),
});
export type CareerEventListQuery = Static<typeof CareerEventListQuerySchema>;

export const EventCompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  logo: Nullable(Type.String()),
  /** Its live jobs for the event's languages. */
  jobs: Type.Integer(),
});
export type EventCompany = Static<typeof EventCompanySchema>;

export const EventCitySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The city's template type, A by default (docs/events.md#events). */
  template_type: Type.String(),
  starts_at: Nullable(Type.String()),
  description: Nullable(Type.String()),
});
export type EventCity = Static<typeof EventCitySchema>;

/** `GET /api/events/{id}`: a published event (a draft only for an admin). */
export const EventDetailSchema = Type.Object({
  ...CareerEventSchema.properties,
  sponsors: Type.Array(EventSponsorSchema),
  companies: Type.Array(EventCompanySchema),
  cities: Type.Array(EventCitySchema),
  /** The schedule: days of the event with their slots' first and last times, derived from the slots. */
  schedule: Type.Array(
    Type.Object({ day: Type.String(), starts_at: Type.String(), ends_at: Type.String(), slots: Type.Integer() }),
  ),
});
export type EventDetail = Static<typeof EventDetailSchema>;
export const EventDetailResponseSchema = Type.Object({ event: EventDetailSchema });
export type EventDetailResponse = Static<typeof EventDetailResponseSchema>;

/**
 * `GET /api/events/resolve?path=`: which published event an entry path shows (docs/events.md#entry-paths), with the
 * referral and, for go-places, the city, read from the segments after the event's path. 404 when none.
 */
export const EventPathResponseSchema = Type.Object({
  event_id: Type.Integer(),
  landing_path: Type.String(),
  referral: Nullable(Type.String()),
  city: Nullable(Type.String()),
});
export type EventPathResponse = Static<typeof EventPathResponseSchema>;
export const EventPathQuerySchema = Type.Object({ path: Text(300, { minLength: 1 }) });

/** `PATCH /api/candidates/virtual-event/join-or-leave`: joins (idempotent), or leaves with `leave: true`. */
export const JoinOrLeaveBodySchema = Type.Object({
  event_id: Id(),
  /** Where the candidate joined from: the referral or the page (`landing`, `career-events`, a partner's code). */
  origin: Type.Optional(OrNull(Text(100))),
  leave: Type.Optional(Type.Boolean()),
});
export type JoinOrLeaveBody = Static<typeof JoinOrLeaveBodySchema>;
export const JoinOrLeaveResponseSchema = Type.Object({
  joined: Type.Boolean(),
  /** The candidate's events afterwards (as candidateEvents answers). */
  events: Type.Array(CareerEventSchema),
  /** The session's `virtual_events` afterwards. */
  virtual_events: Type.Array(Type.Object({ fk_virtual_event_id: Type.Integer() })),
});
export type JoinOrLeaveResponse = Static<typeof JoinOrLeaveResponseSchema>;

/** `GET /api/candidates/go-places` (docs/events.md#joining-and-go-places). */
export const GoPlacesResponseSchema = Type.Object({
  event: CareerEventSchema,
  date: Type.String(),
  sponsors: Type.Array(EventSponsorSchema),
  cities: Type.Array(EventCitySchema),
  goPlacesSponsors: Type.Array(EventSponsorSchema),
  cityEvents: Type.Array(
    Type.Object({ city: Type.String(), starts_at: Nullable(Type.String()), description: Nullable(Type.String()) }),
  ),
});
export type GoPlacesResponse = Static<typeof GoPlacesResponseSchema>;

// Interview slots and bookings (docs/events.md#interview-slots).

export const EventSlotSchema = Type.Object({
  id: Type.Integer(),
  event_id: Type.Integer(),
  company: Type.Object({ id: Type.Integer(), name: Type.String(), logo: Nullable(Type.String()) }),
  language: NamedLanguage,
  /** ISO times (UTC); the client shows them in the reader's zone. */
  starts_at: Type.String(),
  ends_at: Type.String(),
  capacity: Type.Integer(),
  /** Places left. */
  available: Type.Integer(),
});
export type EventSlot = Static<typeof EventSlotSchema>;
/** `GET /api/events/{id}/slots?language=<slug>`: future slots, soonest first. */
export const EventSlotListSchema = Type.Object({ slots: Type.Array(EventSlotSchema) });
export type EventSlotList = Static<typeof EventSlotListSchema>;

export const EventBookingSchema = Type.Object({
  id: Type.Integer(),
  slot: EventSlotSchema,
  time_zone: Type.String(),
  created_at: Type.String(),
});
export type EventBooking = Static<typeof EventBookingSchema>;
/** `GET /api/candidates/virtual-event/{eventId}/bookings`: the candidate's active booking(s) of the event. */
export const EventBookingListSchema = Type.Object({ bookings: Type.Array(EventBookingSchema) });
export type EventBookingList = Static<typeof EventBookingListSchema>;
/**
 * `POST /api/candidates/virtual-event/bookings` (201) and `PATCH .../bookings/{id}` (change to another slot):
 * `{booking}`. Not registered for the event: 422 on `event_id`; full: 422 on `slot_id`.
 */
export const BookSlotBodySchema = Type.Object({ slot_id: Id(), time_zone: Text(64, { minLength: 1 }) });
export type BookSlotBody = Static<typeof BookSlotBodySchema>;
export const EventBookingResponseSchema = Type.Object({ booking: EventBookingSchema });
export type EventBookingResponse = Static<typeof EventBookingResponseSchema>;

/** A participating company's slot offer: `GET/POST /api/companies/events/{eventId}/slots`, `DELETE .../slots/{id}`. */
export const SlotInputSchema = Type.Object({
  language_id: Id(),
  starts_at: Text(40, { minLength: 10 }),
  duration_minutes: Int(5, 240),
  capacity: Int(1, 500),
});
export type SlotInput = Static<typeof SlotInputSchema>;
export const CompanySlotSchema = Type.Object({
  ...EventSlotSchema.properties,
  bookings: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() })),
});
export type CompanySlot = Static<typeof CompanySlotSchema>;
export const CompanySlotListSchema = Type.Object({ slots: Type.Array(CompanySlotSchema) });
export type CompanySlotList = Static<typeof CompanySlotListSchema>;
/** `POST /api/companies/events/{eventId}/slots` (201). */
export const CompanySlotResponseSchema = Type.Object({ slot: CompanySlotSchema });
export type CompanySlotResponse = Static<typeof CompanySlotResponseSchema>;
// `GET /api/companies/events`: the events the caller's company takes part in, as a CareerEventList.

/** `?language=<slug>` of `GET /api/events/{id}/slots`: only the slots for that language. */
export const EventSlotsQuerySchema = Type.Object({ language: Type.Optional(Text(60)) });
/** The event of a company's slots (`/api/companies/events/{eventId}/slots`) or of a candidate's bookings. */
export const SlotEventParamsSchema = Type.Object({ eventId: Id() });
/** `/api/companies/events/{eventId}/slots/{id}`. */
export const EventSlotParamsSchema = Type.Object({ eventId: Id(), id: Id() });

// The admin area's event editor (docs/events.md#the-admin-area).

/**
 * An event's entry path as stored: 1 to 3 lower-case segments, no trailing slash (docs/events.md#entry-paths). The
 * api checks it (and that the site does not use the path already); the editor checks it before sending.
 */
export const EVENT_PATH_PATTERN = '^(/[a-z0-9]+(-[a-z0-9]+)*){1,3}$';
/** An event's slug: lower-case letters and digits in words joined by single hyphens. */
export const EVENT_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

export const EventInputSchema = Type.Object({
  title: Text(L.title, { minLength: 1 }),
  slug: Type.String({ pattern: EVENT_SLUG_PATTERN, maxLength: L.slug, minLength: 1 }),
  description: MultilineText(L.description),
  kind: EventKindSchema,
  language_ids: Type.Array(Id(), { maxItems: L.languagesItems }),
  starts_at: Text(40, { minLength: 10 }),
  ends_at: Text(40, { minLength: 10 }),
  time_zone: Text(64, { minLength: 1 }),
  /** `/polish/speed-hiring-week`: 1 to 3 segments, not a path the site already uses (422 on `landing_path`). */
  landing_path: Text(L.landingPath, { minLength: 2 }),
  sponsors: Type.Array(
    Type.Object({
      name: Text(L.sponsorName, { minLength: 1 }),
      url: OrNull(Text(L.sponsorUrl)),
      logo_file_id: OrNull(Id()),
      /** A go-places sponsor (`GET /api/candidates/go-places` lists them as goPlacesSponsors); default false. */
      go_places: Type.Optional(Type.Boolean()),
    }),
    { maxItems: 20 },
  ),
  company_ids: Type.Array(Id(), { maxItems: 100 }),
  cities: Type.Array(
    Type.Object({
      name: Text(L.cityName, { minLength: 1 }),
      template_type: Type.Union([Type.Literal('A'), Type.Literal('B'), Type.Literal('C')]),
      starts_at: OrNull(Text(40)),
      description: OrNull(MultilineText(1000)),
    }),
    { maxItems: 50 },
  ),
});
export type EventInput = Static<typeof EventInputSchema>;
/** `PATCH /api/admin/events/{id}`: any fields of EventInput (the ones sent are replaced, lists as a whole). */
export const EventPatchSchema = Type.Partial(EventInputSchema);
export type EventPatch = Static<typeof EventPatchSchema>;
export const AdminEventSchema = Type.Object({
  ...EventDetailSchema.properties,
  sponsors_input: EventInputSchema.properties.sponsors,
  company_ids: Type.Array(Type.Integer()),
  /** Page keys of its landing and event page. */
  pages: Type.Object({ landing: Type.String(), event: Type.String() }),
  registrations: Type.Integer(),
  updated_at: Type.String(),
});
export type AdminEvent = Static<typeof AdminEventSchema>;
/**
 * `GET /api/admin/events` -> `{events: AdminEvent[]}`; `POST /api/admin/events` (201, a draft, with its two pages
 * created from a template), `GET/PATCH /api/admin/events/{id}` -> `{event}`; `POST .../publish` and
 * `POST .../unpublish` -> `{event}`.
 */
export const AdminEventResponseSchema = Type.Object({ event: AdminEventSchema });
export type AdminEventResponse = Static<typeof AdminEventResponseSchema>;
export const AdminEventListSchema = Type.Object({ events: Type.Array(AdminEventSchema) });
export type AdminEventList = Static<typeof AdminEventListSchema>;
