// The admin area's event editor (docs/events.md#admin-events): events listed with their drafts, created as drafts
// with their two pages from templates, changed, published and unpublished. The schema has checked shapes and
// bounds; what needs the database or more than one field is checked here, every problem at once, as a 422 naming
// the field.
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  type AdminEvent,
  EVENT_LIMITS,
  EVENT_PATH_PATTERN,
  type EventInput,
  type EventPatch,
  routeFor,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type Text, text } from '../../i18n/catalogues';
import { notFound, ValidationFailed } from '../../lib/http-errors';
import { parseInstant } from '../../lib/instant';
import { isTimeZone } from '../../lib/time-zone';
import { webAddress } from '../../lib/web-address';
import { isUniqueViolation } from '../users';
import { type EventRow, eventRow } from './career-events';
import { eventDetail, storedSponsors } from './event-detail';
import { eventLandingTemplate, eventPageKeys, eventPageTemplate } from './page-templates';
import { wireTime } from '../../lib/wire-time';

type Errors = Record<string, Text[]>;
type Trx = Transaction<Database> | Kysely<Database>;

/** The bound of a sponsor's link, the same as the request's (EventInputSchema). */
const SPONSOR_URL_MAX = EVENT_LIMITS.sponsorUrl;

/** An entry path as stored; a request's referral and city come after it (docs/events.md#entry-paths). */
const ENTRY_PATH = new RegExp(EVENT_PATH_PATTERN);

/** The entry path as stored: without a trailing slash. Case is checked, not changed: the marketer sees the rule. */
const normalisePath = (value: string) => value.trim().replace(/\/+$/, '');

/**
 * Checks the fields sent (all of them for a new event, any subset for a change) against the data and each other;
 * `current` is the stored event of a change. Throws a ValidationFailed with every problem found.
 */
async function checkInput(db: Db, input: EventPatch, current?: EventRow): Promise<EventPatch> {
  const errors: Errors = {};
  const add = (field: string, message: Text) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const checked: EventPatch = { ...input };

  const startsAt = input.starts_at === undefined ? current?.starts_at : parseInstant(input.starts_at);
  const endsAt = input.ends_at === undefined ? current?.ends_at : parseInstant(input.ends_at);
  if (input.starts_at !== undefined && !startsAt)
    add('starts_at', text('api.events.dateFormat', { field: 'starts_at' }));
  if (input.ends_at !== undefined && !endsAt) add('ends_at', text('api.events.dateFormat', { field: 'ends_at' }));
  if (startsAt && endsAt && new Date(endsAt).getTime() < new Date(startsAt).getTime()) {
    add('ends_at', text('api.events.endsBeforeStart'));
  }

  if (input.time_zone !== undefined) {
    checked.time_zone = input.time_zone.trim();
    if (!isTimeZone(checked.time_zone)) add('time_zone', text('api.events.timeZone'));
  }

  if (input.title !== undefined) {
    checked.title = input.title.trim().replace(/\s+/g, ' ');
    if (!checked.title) add('title', text('api.validation.required', { field: 'title' }));
  }

  if (input.slug !== undefined && input.slug !== current?.slug) {
    const taken = await db.selectFrom('career_events').select('id').where('slug', '=', input.slug).executeTakeFirst();
    if (taken) add('slug', text('api.events.slugTaken'));
  }

  if (input.landing_path !== undefined) {
    const path = normalisePath(input.landing_path);
    checked.landing_path = path;
    if (!ENTRY_PATH.test(path)) {
      add('landing_path', text('api.events.pathFormat'));
    } else if (path !== current?.landing_path) {
      const route = routeFor(path);
      // The special events' paths are in the route table with their event: keeping one's own path is fine.
      const itsOwn = current !== undefined && route.eventId === current.id;
      if (route.owner !== 'not-found' && !itsOwn) {
        add('landing_path', text('api.events.pathInUse'));
      } else {
        const taken = await db
          .selectFrom('career_events')
          .select('id')
          .where(sql`lower(landing_path)`, '=', path)
          .$if(current !== undefined, (query) => query.where('id', '<>', current?.id as number))
          .executeTakeFirst();
        if (taken) add('landing_path', text('api.events.pathTaken'));
      }
    }
  }

  if (input.language_ids?.length) {
    const ids = [...new Set(input.language_ids)];
    checked.language_ids = ids;
    const found = await db.selectFrom('languages').select('id').where('id', 'in', ids).execute();
    const known = new Set(found.map((row) => row.id));
    input.language_ids.forEach((id, index) => {
      if (!known.has(id)) add(`language_ids.${index}`, text('api.validation.selected', { field: 'language' }));
    });
  }

  if (input.company_ids?.length) {
    checked.company_ids = [...new Set(input.company_ids)];
    const found = await db.selectFrom('companies').select('id').where('id', 'in', checked.company_ids).execute();
    const known = new Set(found.map((row) => row.id));
    input.company_ids.forEach((id, index) => {
      if (!known.has(id)) add(`company_ids.${index}`, text('api.validation.selected', { field: 'company' }));
    });
  }

  if (input.sponsors?.length) {
    const ids = input.sponsors.flatMap((sponsor) => (sponsor.logo_file_id ? [sponsor.logo_file_id] : []));
    const found = ids.length
      ? await db.selectFrom('files').select('id').where('id', 'in', ids).where('public', '=', true).execute()
      : [];
    const known = new Set(found.map((row) => Number(row.id)));
    input.sponsors.forEach((sponsor, index) => {
      if (sponsor.logo_file_id && !known.has(sponsor.logo_file_id)) {
        add(`sponsors.${index}.logo_file_id`, text('api.validation.selected', { field: 'logo' }));
      }
    });
    // A sponsor's link is followed by every visitor of the event's pages: the one rule of a web address
    // (lib/web-address.ts), never `javascript:`, `data:` or `//host`; stored as it normalises it.
    checked.sponsors = input.sponsors.map((sponsor, index) => {
      if (!sponsor.url?.trim()) return { ...sponsor, url: null };
      const url = webAddress(sponsor.url);
      if (!url) add(`sponsors.${index}.url`, text('api.validation.webAddress', { field: 'url' }));
      else if (url.href.length > SPONSOR_URL_MAX)
        add(`sponsors.${index}.url`, text('api.validation.maxLength', { field: 'url', limit: SPONSOR_URL_MAX }));
      return { ...sponsor, url: url?.href ?? null };
    });
  }

  if (input.cities?.length) {
    const seen = new Set<string>();
    input.cities.forEach((city, index) => {
      const key = city.name.trim().toLowerCase();
      if (seen.has(key)) add(`cities.${index}.name`, text('api.events.cityTwice'));
      seen.add(key);
      if (city.starts_at && !parseInstant(city.starts_at)) {
        add(`cities.${index}.starts_at`, text('api.events.dateFormat', { field: 'starts_at' }));
      }
    });
  }

  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return checked;
}

/** The columns of career_events a change sets. */
function eventColumns(input: EventPatch) {
  return {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.slug !== undefined && { slug: input.slug }),
    ...(input.description !== undefined && { description: input.description.trim() }),
    ...(input.kind !== undefined && { kind: input.kind }),
    ...(input.language_ids !== undefined && { language_ids: input.language_ids }),
    ...(input.starts_at !== undefined && { starts_at: new Date(input.starts_at) }),
    ...(input.ends_at !== undefined && { ends_at: new Date(input.ends_at) }),
    ...(input.time_zone !== undefined && { time_zone: input.time_zone }),
    ...(input.landing_path !== undefined && { landing_path: input.landing_path }),
    ...(input.sponsors !== undefined && {
      sponsors: JSON.stringify(
        input.sponsors.map((sponsor) => ({
          name: sponsor.name.trim(),
          url: sponsor.url?.trim() || null,
          logo_file_id: sponsor.logo_file_id,
          go_places: sponsor.go_places === true,
        })),
      ),
    }),
  };
}

/** Lists sent replace the stored ones as a whole (companies keep the order they were sent in). */
async function writeLists(trx: Trx, eventId: number, input: EventPatch): Promise<void> {
  if (input.company_ids !== undefined) {
    await trx.deleteFrom('event_companies').where('event_id', '=', eventId).execute();
    if (input.company_ids.length) {
      await trx
        .insertInto('event_companies')
        .values(input.company_ids.map((company_id, position) => ({ event_id: eventId, company_id, position })))
        .execute();
    }
  }
  if (input.cities !== undefined) {
    await trx.deleteFrom('event_cities').where('event_id', '=', eventId).execute();
    if (input.cities.length) {
      await trx
        .insertInto('event_cities')
        .values(
          input.cities.map((city, position) => ({
            event_id: eventId,
            name: city.name.trim(),
            template_type: city.template_type,
            starts_at: city.starts_at ? new Date(city.starts_at) : null,
            description: city.description?.trim() || null,
            position,
          })),
        )
        .execute();
    }
  }
}

/** A unique index that a concurrent request beat the check to: the same 422 the check gives. */
function uniqueProblem(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = (error as { constraint?: string }).constraint ?? '';
    if (constraint.includes('landing_path'))
      throw new ValidationFailed({ landing_path: [text('api.events.pathTaken')] });
    if (constraint.includes('slug')) throw new ValidationFailed({ slug: [text('api.events.slugTaken')] });
    if (constraint.includes('event_cities')) throw new ValidationFailed({ cities: [text('api.events.cityTwice')] });
  }
  throw error;
}

async function answer(db: Db, row: EventRow): Promise<AdminEvent> {
  const [detail, companies, registrations] = await Promise.all([
    eventDetail(db, row),
    db
      .selectFrom('event_companies')
      .select('company_id')
      .where('event_id', '=', row.id)
      .orderBy('position')
      .orderBy('company_id')
      .execute(),
    db
      .selectFrom('candidate_virtual_events')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('fk_virtual_event_id', '=', row.id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    ...detail,
    sponsors_input: storedSponsors(row.sponsors),
    company_ids: companies.map((company) => company.company_id),
    pages: eventPageKeys(row.id),
    registrations: registrations.n,
    updated_at: wireTime(row.updated_at),
  };
}

const eventNotFound = () => notFound(text('api.events.notFound'));

/** Every event, drafts too, latest start first (the editor works on what comes next or was just held). */
export async function adminEvents(db: Db): Promise<AdminEvent[]> {
  const rows = await db.selectFrom('career_events').selectAll().orderBy('starts_at', 'desc').orderBy('id').execute();
  return Promise.all(rows.map((row) => answer(db, row)));
}

export async function adminEvent(db: Db, id: number): Promise<AdminEvent> {
  const row = await eventRow(db, id, { drafts: true });
  if (!row) throw eventNotFound();
  return answer(db, row);
}

/** A new event, as a draft, with its landing and event page drafted from the templates. */
export async function createEvent(db: Db, input: EventInput, adminId: number): Promise<AdminEvent> {
  const checked = (await checkInput(db, input)) as EventInput;
  const row = await db
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
        .insertInto('career_events')
        .values({ ...(eventColumns(checked) as Required<ReturnType<typeof eventColumns>>), status: 'draft' })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeLists(trx, inserted.id, checked);
      const event = { id: inserted.id, title: inserted.title, description: inserted.description, kind: checked.kind };
      const keys = eventPageKeys(inserted.id);
      await trx
        .insertInto('site_pages')
        .values([
          { key: keys.landing, draft: JSON.stringify(eventLandingTemplate(event)), updated_by: adminId },
          { key: keys.event, draft: JSON.stringify(eventPageTemplate(event)), updated_by: adminId },
        ])
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      return inserted;
    })
    .catch(uniqueProblem);
  return answer(db, row);
}

/** Changes the fields sent; lists sent replace the stored ones. */
export async function updateEvent(db: Db, id: number, input: EventPatch): Promise<AdminEvent> {
  const current = await eventRow(db, id, { drafts: true });
  if (!current) throw eventNotFound();
  const checked = await checkInput(db, input, current);
  const row = await db
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable('career_events')
        .set({ ...eventColumns(checked), updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeLists(trx, id, checked);
      return updated;
    })
    .catch(uniqueProblem);
  return answer(db, row);
}

/**
 * Publishes or unpublishes. A published event is live at once at its entry path (docs/events.md#entry-paths); an
 * unpublished one disappears from the public list, its pages and its path, but keeps its registrations.
 */
export async function setEventStatus(db: Db, id: number, status: 'draft' | 'published'): Promise<AdminEvent> {
  const row = await db
    .updateTable('career_events')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw eventNotFound();
  return answer(db, row);
}
