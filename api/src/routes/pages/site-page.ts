import type { EventPathResponse, LandingPageName, PageBlock, PublicPage } from 'shared-kit/contracts';
import { eventRow } from '../../services/events/career-events';
import { eventDetail } from '../../services/events/event-detail';
import { documentImageIds } from '../../services/pages/page-document';
import { pageImageSizes } from '../../services/pages/page-images';
import { publicPage } from '../../services/pages/site-pages';
import { richTextOf } from '../../services/rich-text';
import type { Db } from '../../db/database';
import type { PageHead } from './head';
import { areaSkeleton, renderLayout } from './shell-layout';
import type { Page, PageContext } from './resolve-page';

// The first HTML of the pages marketers build (docs/pages.md#first-html-of-built-pages): the landing pages of the route
// table and every event's entry path render their published page, blocks and all, for search engines and visitors
// without JavaScript. mfe-events' server module writes them with the browser's own views (LandingView,
// EventLandingView: docs/architecture.md#one-rendering); the api loads what they show, as the browser asks for it. The
// server does not know the session, so an event's path renders its landing page (the shell sends a registered
// candidate on to the event page).

const INDEX = 'index, follow';

/** The event as `GET /api/events/{id}` answers it, if published. */
async function publishedEvent(db: Db, eventId: number) {
  const row = await eventRow(db, eventId);
  return row ? eventDetail(db, row) : null;
}

/** Rich text was sanitised when saved; it is sanitised again here, so no stored markup reaches a page unchecked. */
function sanitisedBlocks(blocks: PageBlock[]): PageBlock[] {
  return blocks.map((block) =>
    block.type === 'rich_text'
      ? { ...block, props: { ...block.props, html: richTextOf(block.props.html)?.html ?? '' } }
      : block,
  );
}

/** The published page at `key` with its images' sizes, or null. */
async function loadBuiltPage(context: PageContext, key: string) {
  const page = await publicPage(context.db, key, { preview: false, origin: context.origin, locale: context.locale });
  if (!page) return null;
  const sizes = await pageImageSizes(context.db, documentImageIds(page));
  return { page: { ...page, blocks: sanitisedBlocks(page.blocks) }, sizes };
}

/** The page's head: its own words, its canonical, and its first hero's picture for link previews. */
function builtPageHead(page: PublicPage, sizes: Map<number, { width: number; height: number }>): PageHead {
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
  return {
    title: page.title,
    description: page.description,
    robots: INDEX,
    canonicalPath: new URL(page.canonical).pathname,
    ...(heroImage ? { ogImage: heroImage } : {}),
  };
}

const sizesRecord = (sizes: Map<number, { width: number; height: number }>) =>
  Object.fromEntries([...sizes].map(([id, size]) => [String(id), size]));

/**
 * The area's markup from mfe-events' module, or, without it, the area's skeleton in the layout: the browser then
 * renders the page (docs/pages.md#when-a-remote-cannot-render).
 */
function inLayout(context: PageContext, path: string, main: string | null, chrome?: boolean): string {
  return renderLayout(path, main ?? areaSkeleton(path, context), context, chrome);
}

/** A landing route of the route table: its built page, or null (the route table's head then serves). */
export async function landingRoutePage(
  context: PageContext,
  path: string,
  name: LandingPageName,
  params: Record<string, string>,
  search: URLSearchParams,
): Promise<Page | null> {
  const built = await loadBuiltPage(context, `landing:${name}`);
  if (!built) return null;
  const eventId = await context.remotes.landingEvent(name);
  const event = eventId === null ? null : await publishedEvent(context.db, eventId);
  const main = await context.remotes.landingPage({
    name,
    page: built.page,
    event,
    imageSizes: sizesRecord(built.sizes),
    referral: params.referral ?? search.get('referral'),
    platform: params.platform ?? search.get('platform'),
    path,
    locale: context.locale,
  });
  return {
    status: 200,
    head: builtPageHead(built.page, built.sizes),
    root: inLayout(context, path, main),
    remote: 'mfe_events',
  };
}

/** An event's entry path as its landing shows it: its published page, or its header while none is published. */
async function eventLanding(
  context: PageContext,
  path: string,
  entry: EventPathResponse,
  search: URLSearchParams,
  built: Awaited<ReturnType<typeof loadBuiltPage>>,
): Promise<Page | null> {
  const event = await publishedEvent(context.db, entry.event_id);
  if (!event) return null;
  const main = await context.remotes.eventLanding({
    event,
    page: built?.page ?? null,
    // Without JavaScript the sign-up keeps a referral of the query too (the path's own wins).
    entry: { ...entry, referral: entry.referral ?? search.get('referral') },
    imageSizes: built ? sizesRecord(built.sizes) : {},
    platform: search.get('platform'),
    path,
    locale: context.locale,
  });
  const head: PageHead = built
    ? builtPageHead(built.page, built.sizes)
    : {
        title: event.title,
        description: event.description.slice(0, 160),
        robots: INDEX,
        canonicalPath: entry.landing_path,
      };
  return { status: 200, head, root: inLayout(context, path, main, false), remote: 'mfe_events' };
}

/**
 * An event's entry path (a route of the table or one a marketer chose): its published landing page without the
 * navbar and footer. Without one, `unpublished` says what is served: nothing (null: a route of the table, whose head
 * then serves) or the event's header and sign-up (a path a marketer chose: the event exists, 200).
 */
export async function eventLandingPage(
  context: PageContext,
  path: string,
  entry: EventPathResponse,
  search: URLSearchParams,
  unpublished: 'nothing' | 'the event',
): Promise<Page | null> {
  const built = await loadBuiltPage(context, `event-landing:${entry.event_id}`);
  if (!built && unpublished === 'nothing') return null;
  return eventLanding(context, path, entry, search, built);
}
