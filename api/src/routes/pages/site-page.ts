import type { EventPathResponse, LandingPageName } from 'shared-kit/contracts';
import { eventTitleAndDescription, landingEvent } from '../../services/events/landing-event';
import { documentImageIds } from '../../services/pages/page-document';
import { pageImageSizes } from '../../services/pages/page-images';
import { publicPage } from '../../services/pages/site-pages';
import type { PageHead } from './head';
import { absoluteUrl } from '../../lib/public-url';
import { type PageEvent, renderEventFallback, renderSitePage, type SitePageFrame } from './render';
import { areaSkeleton, renderLayout } from './shell-layout';
import type { Page, PageContext } from './resolve-page';

// The first HTML of the pages marketers build (docs/pages.md#first-html-of-built-pages): the landing pages of the route
// table and every event's entry path render their published page, blocks and all, for search engines and visitors
// without JavaScript. The server does not know the session, so an event's path renders its landing page (the shell
// sends a registered candidate on to the event page).

const INDEX = 'index, follow';

async function pageEvent(context: PageContext, eventId: number): Promise<PageEvent | null> {
  const event = await landingEvent(context.db, eventId);
  if (!event) return null;
  return {
    ...event,
    companies: event.companies.map((company) => ({
      name: company.name,
      logo: company.logo ? absoluteUrl(context.origin, company.logo) : null,
    })),
  };
}

/** The published page of `key` rendered, or null when nothing is published there. */
async function builtPage(
  context: PageContext,
  path: string,
  key: string,
  options: {
    eventId: number | null;
    referral: string | null;
    platform: string | null;
    chrome?: boolean;
    frame: SitePageFrame;
  },
): Promise<Page | null> {
  const page = await publicPage(context.db, key, { preview: false, origin: context.origin, locale: context.locale });
  if (!page) return null;
  const [event, sizes] = await Promise.all([
    options.eventId === null ? null : pageEvent(context, options.eventId),
    pageImageSizes(context.db, documentImageIds(page)),
  ]);
  // The first hero's picture is the page's picture in link previews.
  const hero = page.blocks.find((block) => block.type === 'hero' && block.props.image_file_id !== null);
  const heroUrl = hero?.type === 'hero' ? page.images[String(hero.props.image_file_id)] : undefined;
  const heroSize = hero?.type === 'hero' ? sizes.get(Number(hero.props.image_file_id)) : undefined;
  // Page images are JPEG or WebP (docs/pages.md#images), both shown by link previews; the hero's title says what
  // the picture is about.
  const heroImage =
    heroUrl && hero?.type === 'hero'
      ? {
          url: heroUrl,
          alt: hero.props.title,
          width: heroSize?.width,
          height: heroSize?.height,
          type: /\.jpe?g$/i.test(heroUrl) ? 'image/jpeg' : 'image/webp',
        }
      : undefined;
  const head: PageHead = {
    title: page.title,
    description: page.description,
    robots: INDEX,
    canonicalPath: new URL(page.canonical).pathname,
    ...(heroImage ? { ogImage: heroImage } : {}),
  };
  // mfe-events' words (`events.*`) are said by its server module; without it, the area's skeleton in the layout, and
  // the browser renders the page (docs/pages.md#when-a-remote-cannot-render).
  const words = await context.remotes.eventsWords(context.locale);
  const say = words
    ? {
        ...context,
        t: (id: string, values?: Record<string, unknown>) =>
          id.startsWith('events.') ? words(id, values) : context.t(id, values),
      }
    : null;
  const main = say
    ? renderSitePage({ page, event, sizes, referral: options.referral, platform: options.platform }, say, options.frame)
    : areaSkeleton(path, context);
  return { status: 200, head, root: renderLayout(path, main, context, options.chrome), remote: 'mfe_events' };
}

/** A landing route of the route table: its built page, or null (the route table's head then serves). */
export async function landingRoutePage(
  context: PageContext,
  path: string,
  name: LandingPageName,
  params: Record<string, string>,
  search: URLSearchParams,
): Promise<Page | null> {
  return builtPage(context, path, `landing:${name}`, {
    eventId: null,
    frame: { kind: 'landing', name },
    referral: params.referral ?? search.get('referral'),
    platform: params.platform ?? search.get('platform'),
  });
}

/**
 * An event's entry path (a route of the table or one a marketer chose): its published landing page without the
 * navbar and footer, or null when it has none published (a route of the table then serves the table's head).
 */
export async function eventLandingPage(
  context: PageContext,
  path: string,
  event: EventPathResponse,
  search: URLSearchParams,
): Promise<Page | null> {
  // The landing's header when its page has no hero (EventLanding): the event's own words.
  const words = await eventTitleAndDescription(context.db, event.event_id);
  return builtPage(context, path, `event-landing:${event.event_id}`, {
    eventId: event.event_id,
    frame: { kind: 'event', ...words },
    referral: event.referral ?? search.get('referral'),
    platform: search.get('platform'),
    chrome: false,
  });
}

/**
 * An event's entry path outside the route table (a path a marketer chose): its published landing page without the
 * navbar and footer; before it is published, the event's title and description (the event exists: 200).
 */
export async function eventEntryPage(
  context: PageContext,
  path: string,
  event: EventPathResponse,
  search: URLSearchParams,
): Promise<Page> {
  const built = await eventLandingPage(context, path, event, search);
  if (built) return built;
  const row = await eventTitleAndDescription(context.db, event.event_id);
  return {
    status: 200,
    head: {
      title: row.title,
      description: row.description.slice(0, 160),
      robots: INDEX,
      canonicalPath: event.landing_path,
    },
    root: renderLayout(path, renderEventFallback(row.title, row.description), context, false),
    remote: 'mfe_events',
  };
}
