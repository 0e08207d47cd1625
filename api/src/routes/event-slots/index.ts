import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BookSlotBodySchema,
  CareerEventListSchema,
  CompanySlotListSchema,
  CompanySlotResponseSchema,
  ErrorResponseSchema,
  EventBookingListSchema,
  EventBookingResponseSchema,
  EventSlotListSchema,
  EventSlotParamsSchema,
  EventSlotsQuerySchema,
  IdParamsSchema,
  MessageResponseSchema,
  SlotEventParamsSchema,
  SlotInputSchema,
} from 'shared-kit/contracts';
import { BearerSecurity, SignedInErrorsSchemas } from '../../schemas/errors';
import { signedInUser } from '../../plugins/auth';
import { companyIdOf } from '../../services/company-credits';
import { bookSlot, cancelBooking, candidateBookings, changeBooking } from '../../services/event-slots/bookings';
import { bookingCalendarFile, companySlotsCalendarFile } from '../../services/event-slots/calendar-files';
import { companyEvents, companySlots, createSlot, deleteSlot, publicSlots } from '../../services/event-slots/slots';

const errors = { ...SignedInErrorsSchemas, 404: ErrorResponseSchema };
/** An iCalendar file (RFC 5545), to save and add to a calendar. */
const CalendarFileSchema = Type.String({ description: 'text/calendar; method=PUBLISH' });

/**
 * Interview slots of career events and their bookings (docs/contracts.md#events; the rules:
 * docs/events.md#interview-slots): the public list of an event's slots, a candidate's bookings (under
 * /api/candidates) and a participating company's offers (under /api/companies), each guarded by its prefix in
 * plugins/auth.ts. Every service call names the caller's own id or company: anything else answers 404.
 */
const eventSlotRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const mail = { publicUrl: fastify.config.publicUrl, eventsMailbox: fastify.config.mail.eventsMailbox };
  const calendarFile = (reply: import('fastify').FastifyReply, name: string, ics: string) =>
    reply
      .type('text/calendar; charset=utf-8; method=PUBLISH')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(ics);

  fastify.get(
    '/api/events/:id/slots',
    {
      schema: {
        tags: ['events'],
        summary: "A published event's future interview slots, soonest first (full ones with 0 available)",
        params: IdParamsSchema,
        querystring: EventSlotsQuerySchema,
        response: { 200: EventSlotListSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({ slots: await publicSlots(fastify.db, request.params.id, request.query.language) }),
  );

  fastify.get(
    '/api/candidates/virtual-event/:eventId/bookings',
    {
      schema: {
        tags: ['events'],
        summary: "The candidate's active booking of an event",
        security: BearerSecurity,
        params: SlotEventParamsSchema,
        response: { 200: EventBookingListSchema, ...errors },
      },
    },
    async (request) => ({
      bookings: await candidateBookings(fastify.db, signedInUser(request).id, request.params.eventId),
    }),
  );

  fastify.post(
    '/api/candidates/virtual-event/bookings',
    {
      schema: {
        tags: ['events'],
        summary: 'Book an interview slot of an event the candidate joined (a second booking of the event moves it)',
        security: BearerSecurity,
        body: BookSlotBodySchema,
        response: { 201: EventBookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const booking = await bookSlot(fastify.db, mail, signedInUser(request), request.body);
      reply.code(201);
      return { booking };
    },
  );

  fastify.get(
    '/api/candidates/virtual-event/bookings/:id/calendar',
    {
      schema: {
        tags: ['events'],
        summary: "The candidate's booking as an .ics file (the mailed invite's UID and SEQUENCE, METHOD:PUBLISH)",
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: CalendarFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ics = await bookingCalendarFile(fastify.db, mail, signedInUser(request).id, request.params.id);
      return calendarFile(reply, `interview-${request.params.id}.ics`, ics);
    },
  );

  fastify.patch(
    '/api/candidates/virtual-event/bookings/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Move a booking to another slot of the same event',
        security: BearerSecurity,
        params: IdParamsSchema,
        body: BookSlotBodySchema,
        response: { 200: EventBookingResponseSchema, ...errors },
      },
    },
    async (request) => ({
      booking: await changeBooking(fastify.db, mail, signedInUser(request), request.params.id, request.body),
    }),
  );

  fastify.delete(
    '/api/candidates/virtual-event/bookings/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Cancel a booking',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cancelBooking(fastify.db, mail, signedInUser(request), request.params.id);
      return { message: request.t('api.slots.cancelled') };
    },
  );

  fastify.get(
    '/api/companies/events',
    {
      schema: {
        tags: ['companies'],
        summary: 'The career events the company takes part in, newest first',
        security: BearerSecurity,
        response: { 200: CareerEventListSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { events: await companyEvents(fastify.db, companyId) };
    },
  );

  fastify.get(
    '/api/companies/events/:eventId/slots',
    {
      schema: {
        tags: ['companies'],
        summary: "The company's slots of an event with who booked them",
        security: BearerSecurity,
        params: SlotEventParamsSchema,
        response: { 200: CompanySlotListSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { slots: await companySlots(fastify.db, companyId, request.params.eventId) };
    },
  );

  fastify.get(
    '/api/companies/events/:eventId/slots/calendar',
    {
      schema: {
        tags: ['companies'],
        summary: "The company's slots of an event as an .ics file, with who booked each",
        security: BearerSecurity,
        params: SlotEventParamsSchema,
        response: { 200: CalendarFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const companyId = companyIdOf(signedInUser(request));
      const ics = await companySlotsCalendarFile(fastify.db, mail, companyId, request.params.eventId, request.locale);
      return calendarFile(reply, `interview-slots-${request.params.eventId}.ics`, ics);
    },
  );

  fastify.post(
    '/api/companies/events/:eventId/slots',
    {
      schema: {
        tags: ['companies'],
        summary: 'Offer an interview slot (starts_at with an offset, or a wall time in the event zone)',
        security: BearerSecurity,
        params: SlotEventParamsSchema,
        body: SlotInputSchema,
        response: { 201: CompanySlotResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const companyId = companyIdOf(signedInUser(request));
      const slot = await createSlot(fastify.db, companyId, request.params.eventId, request.body);
      reply.code(201);
      return { slot };
    },
  );

  fastify.delete(
    '/api/companies/events/:eventId/slots/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Delete a slot nobody has booked',
        security: BearerSecurity,
        params: EventSlotParamsSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      await deleteSlot(fastify.db, companyId, request.params.eventId, request.params.id);
      return { message: request.t('api.slots.deleted') };
    },
  );
};

export default eventSlotRoutes;
