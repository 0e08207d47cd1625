// The page store (docs/pages.md, docs/events.md#pages): documents of typed blocks kept in site_pages with a draft and
// what is published, every publication in site_page_versions to roll back to. Every landing page of the product specification
// and both pages of every event exist from the start: a page with no row yet answers its template, and the first
// save or publication writes the row.
import { sql } from 'kysely';
import {
  type EventKind,
  type Job,
  LANDING_PAGE_NAMES,
  LANDING_PAGE_ROUTES,
  type LandingPageName,
  LOCALE_NAMES,
  type Locale,
  LOCALES,
  type PageDocument,
  type PublicPage,
  ROUTES,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/http-errors';
import { companyJobIds, eventJobIds } from '../events/event-jobs';
import { eventLandingTemplate, eventPageTemplate } from '../events/page-templates';
import { publicFileUrl } from '../file-storage';
import { hydrateJobs } from '../jobs/hydrate';
import { documentImageIds, PAGE_IMAGE_KIND } from './page-document';

/**
 * What a page key names: a landing page, or one of an event's two pages, in English (the page as written) or in
 * one of the other interface languages (its translation, `{key}:{locale}`: docs/pages.md#pages-in-every-interface-language).
 */
type PageOwner = (
  | { kind: 'landing'; name: LandingPageName }
  | { kind: 'event-landing' | 'event-page'; eventId: number }
) & { base: string; locale: Locale };

/** The key's owner, or null when the key names nothing that can have a page (an unknown landing, a bad id). */
function parsePageKey(key: string): PageOwner | null {
  const match = /^((event-landing|event-page|landing):([a-z0-9-]{1,60}))(?::(de|fr|es|it|pl))?$/.exec(key);
  if (!match) return null;
  const [, base, kind, name, translation] = match as unknown as [string, string, PageOwner['kind'], string, string?];
  const locale: Locale = (translation as Locale | undefined) ?? 'en';
  if (kind === 'landing') {
    return (LANDING_PAGE_NAMES as readonly string[]).includes(name)
      ? { kind, name: name as LandingPageName, base, locale }
      : null;
  }
  if (!/^[1-9]\d{0,8}$/.test(name)) return null;
  return { kind, eventId: Number(name), base, locale };
}

/** The key of a page's version in `locale`: the page itself in English, else its translation. */
const keyIn = (base: string, locale: Locale) => (locale === 'en' ? base : `${base}:${locale}`);

/** A landing's public path: its route's pattern without the parameters (the platform, the referral). */
export function landingPath(name: LandingPageName): string {
  const route = ROUTES.find((r) => r.id === LANDING_PAGE_ROUTES[name]);
  return (route?.path ?? '/')
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .reduce((path, segment) => `${path}/${segment}`, '');
}

/** The landing whose route a path matches (route table id), if any. */
export function landingOfRoute(routeId: string): LandingPageName | null {
  return LANDING_PAGE_NAMES.find((name) => LANDING_PAGE_ROUTES[name] === routeId) ?? null;
}

/** Words for the admin list: the landing's name as people say it. */
export const LANDING_LABELS: Record<LandingPageName, string> = {
  'work-in-europe': 'Work in Europe',
  'jobs-in-europe': 'Jobs in Europe',
  'tp-greece-jobs': 'Jobs at Teleperformance Greece',
  'jobs-at-tech-mahindra': 'Jobs at Tech Mahindra',
  'jobs-at-foundever': 'Jobs at Foundever',
  'jobs-at-ttec': 'Jobs at TTEC',
  'jobs-at-concentrix': 'Jobs at Concentrix',
  'download-app': 'Download the app',
  'go-places-application': 'Go Places application',
  'go-places-app-support': 'Go Places app support',
};

type EventInfo = {
  id: number;
  title: string;
  description: string;
  kind: string;
  landing_path: string;
  status: string;
  updated_at: Date;
};

async function eventInfo(db: Db, eventId: number): Promise<EventInfo | undefined> {
  return db
    .selectFrom('career_events')
    .select(['id', 'title', 'description', 'kind', 'landing_path', 'status', 'updated_at'])
    .where('id', '=', eventId)
    .executeTakeFirst();
}

function landingTemplate(name: LandingPageName): PageDocument {
  const title = LANDING_LABELS[name];
  return {
    title,
    description: '',
    blocks: [
      { id: 'hero', type: 'hero', props: { title, subtitle: '', image_file_id: null, cta_label: '', cta_href: '' } },
    ],
  };
}

/**
 * The owner's public path, its label and its template, or 404 when the owner does not exist. A translation starts
 * from the page as written (its draft), for the translator to translate block by block.
 */
export async function describe(
  db: Db,
  owner: PageOwner,
): Promise<{ path: string; label: string; template: PageDocument; event: EventInfo | null }> {
  const about = await describeBase(db, owner);
  if (owner.locale === 'en') return about;
  const base = await db.selectFrom('site_pages').select('draft').where('key', '=', owner.base).executeTakeFirst();
  return {
    ...about,
    label: `${about.label} (${LOCALE_NAMES[owner.locale]})`,
    template: (base?.draft as PageDocument | undefined) ?? about.template,
  };
}

async function describeBase(
  db: Db,
  owner: PageOwner,
): Promise<{ path: string; label: string; template: PageDocument; event: EventInfo | null }> {
  if (owner.kind === 'landing') {
    return {
      path: landingPath(owner.name),
      label: LANDING_LABELS[owner.name],
      template: landingTemplate(owner.name),
      event: null,
    };
  }
  const event = await eventInfo(db, owner.eventId);
  if (!event) throw notFound();
  // The template an event's page starts from is the one creating the event writes (docs/events.md#pages).
  const about = { ...event, kind: event.kind as EventKind };
  const template = owner.kind === 'event-landing' ? eventLandingTemplate(about) : eventPageTemplate(about);
  return { path: event.landing_path, label: event.title, template, event };
}

/** The languages a page is published in: English for the page itself, and each published translation. */
export async function publishedLanguages(db: Db, base: string): Promise<Locale[]> {
  const rows = await db
    .selectFrom('site_pages')
    .select('key')
    .where(
      'key',
      'in',
      LOCALES.map((locale) => keyIn(base, locale)),
    )
    .where('published', 'is not', null)
    .execute();
  const keys = new Set(rows.map((row) => row.key));
  return LOCALES.filter((locale) => keys.has(keyIn(base, locale)));
}

export const ownerOrNotFound = (key: string) => {
  const owner = parsePageKey(key);
  if (!owner) throw notFound();
  return owner;
};

export type PageRow = {
  key: string;
  draft: unknown;
  published: unknown;
  published_at: Date | null;
  updated_at: Date;
  changed: boolean;
};

export const pageColumns = [
  'key',
  'draft',
  'published',
  'published_at',
  'updated_at',
  sql<boolean>`draft IS DISTINCT FROM published`.as('changed'),
] as const;

/** Served addresses of page images, by file id (files stored by the admin uploads). */
export async function pageImageUrls(db: Db, ids: number[], origin: string): Promise<Record<string, string>> {
  if (ids.length === 0) return {};
  const rows = await db
    .selectFrom('files')
    .select(['id', 'filename'])
    .where('kind', '=', PAGE_IMAGE_KIND)
    .where('public', '=', true)
    .where('id', 'in', ids)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [String(row.id), `${origin}${publicFileUrl({ id: String(row.id), filename: row.filename })}`]),
  );
}

// ---- the public ----

/**
 * The jobs of each job block, by block id (live jobs, hydrated as the job list answers them, their cities in the
 * interface language: docs/i18n.md#place-names).
 */
async function blockJobs(
  db: Db,
  document: PageDocument,
  eventId: number | null,
  locale: Locale,
): Promise<Record<string, Job[]>> {
  const wanted = await Promise.all(
    document.blocks.map(async (block) => {
      if (block.type === 'event_jobs') {
        return { id: block.id, ids: eventId === null ? [] : await eventJobIds(db, eventId, block.props.limit) };
      }
      if (block.type === 'company_jobs') {
        return { id: block.id, ids: await companyJobIds(db, block.props.company_slug, block.props.limit) };
      }
      return null;
    }),
  );
  const blocks = wanted.filter((entry) => entry !== null);
  const jobs = await hydrateJobs(db, [...new Set(blocks.flatMap((entry) => entry.ids))], { locale });
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return Object.fromEntries(
    blocks.map((entry) => [entry.id, entry.ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as Job] : []))]),
  );
}

/**
 * A page as the public reads it: what is published (null when nothing is, or the event is a draft), or with
 * `preview` (an admin) the draft; in the caller's language when the page has a translation into it, else as written,
 * in English (`lang` says which: docs/pages.md#pages-in-every-interface-language). Null for a key that names nothing.
 */
export async function publicPage(
  db: Db,
  key: string,
  options: { preview: boolean; origin: string; locale: Locale },
): Promise<PublicPage | null> {
  const owner = parsePageKey(key);
  if (!owner) return null;
  const event = owner.kind === 'landing' ? null : await eventInfo(db, owner.eventId);
  if (owner.kind !== 'landing' && (!event || (event.status !== 'published' && !options.preview))) return null;
  // The key asked for (a translation's key reads that translation), else the caller's language, then English.
  const keys = owner.locale !== 'en' ? [key] : [...new Set([keyIn(key, options.locale), key])];
  const rows = await db
    .selectFrom('site_pages')
    .select(['key', 'draft', 'published'])
    .where('key', 'in', keys)
    .execute();
  const found = keys
    .map((candidate) => rows.find((row) => row.key === candidate))
    .find((row) => row && (options.preview ? row.draft : row.published));
  // An admin previewing a page never saved sees the template the builder starts from.
  const document = (
    found
      ? options.preview
        ? found.draft
        : found.published
      : options.preview
        ? (await describe(db, owner)).template
        : null
  ) as PageDocument | null;
  if (!document) return null;
  const lang = found ? (parsePageKey(found.key)?.locale ?? 'en') : owner.locale;
  const path = owner.kind === 'landing' ? landingPath(owner.name) : (event as EventInfo).landing_path;
  const eventId = event?.id ?? null;
  const [images, jobs] = await Promise.all([
    pageImageUrls(db, documentImageIds(document), options.origin),
    blockJobs(db, document, eventId, options.locale),
  ]);
  return {
    key,
    lang,
    title: document.title,
    description: document.description,
    canonical: `${options.origin}${path}`,
    blocks: document.blocks,
    images,
    jobs,
    event_id: eventId,
    preview: options.preview,
  };
}
