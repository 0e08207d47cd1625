import type { Db } from '../../db/database';
import type { BlogReader } from '../../services/blog-reader';
import type { Translate } from '../../i18n/catalogues';
import type { TitleMatcher } from '../../services/jobs/title-words';
import { HttpError } from '../../lib/http-errors';
import type { ReferenceData } from '../../services/reference';
import type { ListQuery, ResolvedFilters } from '../../services/jobs/filters';
import { jobOfPageSegment } from '../../services/jobs/by-url';
import { hydrateJobs } from '../../services/jobs/hydrate';
import { answerJobList } from '../../services/jobs/list-answer';
import { jobListBodyAsSent, referenceLists } from '../../services/jobs/list-body';
import { minisiteDesign } from '../../services/company-minisite';
import {
  buildJobListPath,
  JOB_LIST_PAGE_SIZE,
  jobListRequestKey,
  minisiteFilterQuery,
  type JobListPath,
  type Locale,
  MISSING_JOB_TARGET,
  notFoundPage,
  paginationItems,
  type PageData,
  parseJobListPath,
  withMinisiteFilters,
  type PopularCounts,
  routeFor,
  type Seo,
} from 'shared-kit/contracts';
import { landingOfRoute } from '../../services/pages/site-pages';
import { jobSeo } from '../../services/jobs/seo';
import { companyShareImage, jobShareImage } from '../../services/share-images';
import { resolveEventPath } from '../../services/events/entry-path';
import { blogPage, blogRoute } from './blog-page';
import { canonicalJobListPath } from './canonical';
import { headFor, type PageHead } from './head';
import { absoluteUrl } from '../../lib/public-url';
import type { RemoteRenderers } from '../../lib/remote-render';
import { jobPosting } from '../../services/jobs/job-posting';
import { areaSkeleton, notFoundRoot, renderLayout } from './shell-layout';
import type { ShellRenderer } from '../../lib/shell-render';
import type { AuthUser } from '../../types';
import { careerEventsRoot, companyPageRoot } from './remote-public-pages';
import { signedInPageMarkup } from './signed-in-pages';
import { eventLandingPage, landingRoutePage } from './site-page';

/**
 * What the HTML of one page path carries: its status, head and server-rendered main content. The stylesheets of the
 * remote whose markup that is are linked by the resource hints (api/src/lib/resource-hints.ts).
 */
export type Page = {
  status: number;
  head: PageHead;
  root: string;
  /** Answer headers of this page (Retry-After when the blog is down). */
  headers?: Record<string, string>;
  /** Answered as a 302 to this path instead of a page (a job that does not exist: docs/product-rules.md#job-pages). */
  redirect?: string;
  /** What the client would ask the api for first, already answered (docs/delivery.md#the-list-travels-in-the-page). */
  data?: PageData;
  /**
   * The remote whose markup `root` is, when the route table does not say it (an event's own path): its stylesheet is
   * linked so the markup is styled at its first paint.
   */
  remote?: 'mfe_events';
};

export type PageContext = {
  db: Db;
  reference: () => Promise<ReferenceData>;
  /** countries.iso2 by country id (cached by the caller). */
  countryIso: () => Promise<Map<number, string>>;
  /** The number of active jobs (cached by the caller): an unfiltered list's exact total. */
  activeJobs: () => Promise<number>;
  /** The home page's popular-link counts, the same figures as GET /api/jobs/popular (services/jobs/popular.ts). */
  popularCounts: () => Promise<PopularCounts>;
  /** How keywords match titles, kept per jobs version (services/jobs/title-words.ts). */
  titleMatch: TitleMatcher;
  origin: string;
  /** The blog's server, through the api's blog client (services/blog-reader): read only by the blog's pages. */
  blog: BlogReader;
  /** Texts in the visitor's language (docs/i18n.md#on-the-server). */
  t: Translate;
  /** The remotes' server modules: their screens' first HTML (docs/architecture.md#one-rendering). */
  remotes: RemoteRenderers;
  /** The shell's server module: its layout, skeletons and words (docs/architecture.md#one-rendering). */
  shell: ShellRenderer;
  locale: Locale;
  /** The signed-in user of the page's session cookie (checked as a token is), or null; read only when needed. */
  viewer: () => Promise<AuthUser | null>;
  /** The api's own answer to `GET url` for that session, as the browser would get it, or null. */
  answerAs: (url: string) => Promise<unknown>;
};

// The shell still boots and shows its not-found page; search engines get a 404 and noindex.
const notFound = (path: string, context: PageContext): Page => ({
  status: 404,
  head: notFoundPage(context.t),
  root: notFoundRoot(path, context),
});

const MAX_KEYWORDS = 200;
// Control characters never reach a query: the JSON api rejects them (422), a page just ignores them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The filters of a list URL's query that change its result (the JSON api reads the same names). */
function listQuery(search: URLSearchParams): ListQuery {
  const ints = (name: string) =>
    [...search.getAll(name), ...search.getAll(`${name}[]`)]
      .filter((value) => /^\d{1,2}$/.test(value))
      .map(Number)
      .slice(0, 20);
  const keywords = search.get('keywords')?.replace(CONTROL, '').trim().slice(0, MAX_KEYWORDS);
  return {
    ...(keywords ? { keywords } : {}),
    experience: ints('experience'),
    employment_type: ints('employment_type'),
    ...(search.get('latests') ? { latests: search.get('latests')?.slice(0, 5) } : {}),
  };
}

export async function resolvePage(
  context: PageContext,
  pathname: string,
  search = new URLSearchParams(),
): Promise<Page> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  try {
    const job = /^\/jobs\/([^/]+)$/.exec(path);
    if (job && !/^\d+$/.test(job[1] as string)) return await jobPage(context, path, job[1] as string);
    const list = parseJobListPath(path);
    // A minisite's language and location filters ride in its query (docs/product-rules.md#minisite-filters).
    const filtered = list && withMinisiteFilters(list, search.getAll('language'), search.get('location'));
    if (filtered) return await jobListPage(context, path, filtered, listQuery(search));
  } catch (error) {
    // Unknown language, location, skill or company in the path (resolveFilters), as the JSON api answers.
    if (error instanceof HttpError && error.statusCode === 404) return notFound(path, context);
    throw error;
  }
  // The blog's pages: the only pages that read the blog's server (docs/blog.md#when-the-blog-is-down). Their words are
  // mfe-jobs' (its blog screens): without its module, the layout and a skeleton.
  const blog = blogRoute(path);
  if (blog) {
    const say = await withJobsWords(context);
    if (!say) return { ...headFor(path, context.t), root: renderLayout(path, remoteSkeleton(path, context), context) };
    return blogPage(say, path, blog);
  }
  const { status, head } = headFor(path, context.t);
  if (status === 404) {
    // An event a marketer published at a path of its own (docs/events.md#entry-paths).
    const event = await resolveEventPath(context.db, path);
    // Unpublished since it was resolved: not found either.
    return (event && (await eventLandingPage(context, path, event, search, 'the event'))) ?? notFound(path, context);
  }
  // The event entry routes and landing pages of the route table render their built page (docs/pages.md).
  const route = routeFor(path);
  if (route.eventId !== null) {
    const event = await resolveEventPath(context.db, path);
    const built = event ? await eventLandingPage(context, path, event, search, 'nothing') : null;
    if (built) return built;
  }
  const landing = landingOfRoute(route.id);
  if (landing) {
    const built = await landingRoutePage(context, path, landing, route.params, search);
    if (built) return built;
  }
  // Log in and register: their form, so the page has its main and h1 without JavaScript (docs/pages.md).
  if (path === '/login' || path === '/register') {
    // The shell's LoginPage or RegisterPage (its server module), with the query (`?type=company`); without the
    // module, the browser renders the form.
    const query = search.toString();
    const main = context.shell.authPage(
      path === '/login' ? 'login' : 'register',
      query ? `${path}?${query}` : path,
      context.locale,
    );
    return { status, head, root: renderLayout(path, main, context) };
  }
  // A signed-in area's page: the layout around the area's skeleton, so the first paint is the page's frame and not a
  // blank screen while the shell and the remote load (docs/pages.md#server-rendered-content).
  // Its navbar is the signed-in frame (no "Sign up", the account menu's place held): a guest there is sent to log in.
  if (route.access !== 'public') {
    const own = await signedInPageMarkup(context, path, route, search);
    const main = own?.markup ?? areaSkeleton(path, context);
    return { status, head, root: renderLayout(path, main, context, route.chrome, 'member'), data: own?.data };
  }
  // The career events, written by mfe-events' own page (its server module); without it, the browser renders them.
  if (path === '/career-events') return { status, head, ...(await careerEventsRoot(context, path)) };
  // mfe-company's public pages (its server module), or the browser's.
  if (route.owner === 'mfe_company') return { status, head, ...(await companyPageRoot(context, path)) };
  // About us and the information pages: the shell's own page with its text (its server module); '' (the browser
  // renders it) for the shell's other pages or without the module.
  if (route.owner === 'shell' && path !== '/') {
    const main = context.shell.contentPage(path, context.locale);
    return { status, head, root: main ? renderLayout(path, main, context) : '' };
  }
  // The home page needs its popular links' counts and its search's reference lists. Other static pages are rendered
  // by the client only.
  if (path !== '/') return { status, head, root: '' };
  const [counts, reference] = await Promise.all([context.popularCounts(), context.reference()]);
  // The lists the home page's search offers, as the browser's page reads them from GET /api/jobs (city names in the
  // visitor's language: docs/i18n.md#place-names).
  const wire = referenceLists(reference, context.locale);
  const lists = { languages: wire.languages.data, countries: wire.countries.data, cities: wire.cities.data };
  return {
    status,
    head,
    root: renderLayout(path, context.shell.home(path, context.locale, { counts, lists }), context),
  };
}

async function jobPage(context: PageContext, path: string, segment: string): Promise<Page> {
  const found = await jobOfPageSegment(context.db, segment);
  const [job] = found
    ? await hydrateJobs(context.db, [found.id], { fullDescription: true, locale: context.locale })
    : [];
  // No "not found" page first and the list after (a flash): the visitor goes straight to the list and its notice.
  if (!found || !job) return { status: 302, head: notFoundPage(context.t), root: '', redirect: MISSING_JOB_TARGET };
  const countryIso2 = job.country ? ((await context.countryIso()).get(job.country.id) ?? null) : null;
  const seo = jobSeo(job, context.origin, context.locale, countryIso2);
  return {
    status: 200,
    head: {
      ...seoHead(seo, new URL(seo.canonical).pathname),
      ogType: 'article',
      // A card with the title, the company's logo and the languages (docs/pages.md#share-images).
      ogImage: jobShareImage(job, context.locale, context.origin),
      jsonLd: [jobPosting(job, { origin: context.origin, countryIso2, directApply: !found.apply_url })],
    },
    // mfe-jobs' own JobDetails, from its server module; without it, the job page's skeleton.
    root: renderLayout(
      path,
      (await context.remotes.jobPage({ job, h1: seo.h1, path, locale: context.locale })) ??
        remoteSkeleton(path, context),
      context,
    ),
  };
}

/**
 * The context with mfe-jobs' words (`jobs.*`) said by its server module, for the heads the api writes of its pages (a
 * blog list's heading); null when the module is not there (docs/architecture.md#one-rendering).
 */
async function withJobsWords(context: PageContext): Promise<PageContext | null> {
  const words = await context.remotes.jobsWords(context.locale);
  if (!words) return null;
  return { ...context, t: (id, values) => (id.startsWith('jobs.') ? words(id, values) : context.t(id, values)) };
}

/**
 * A public page whose remote cannot render it (its server module is missing, slow or threw): the page's skeleton in
 * the layout, as a signed-in area's first paint, and the browser renders the screen (docs/pages.md).
 */
const remoteSkeleton = (path: string, context: PageContext) => areaSkeleton(path, context);

async function jobListPage(context: PageContext, pathname: string, path: JobListPath, query: ListQuery): Promise<Page> {
  const reference = await context.reference();
  const page = path.page ?? 1;
  const canonicalPath = (resolved: ResolvedFilters) =>
    canonicalJobListPath(path, reference, resolved.minisite?.slug ?? null);
  const list = await answerJobList(context.db, reference, {
    path,
    query,
    from: (page - 1) * JOB_LIST_PAGE_SIZE,
    size: JOB_LIST_PAGE_SIZE,
    canonical: (resolved) => `${context.origin}${canonicalPath(resolved)}`,
    actives: context.activeJobs,
    locale: context.locale,
    titleMatch: context.titleMatch,
  });
  const company = list.resolved.minisite;
  // The blocks the company wrote for its minisite, in the first HTML too (search engines, no JavaScript).
  const design = company?.hasService
    ? await minisiteDesign(context.db, company.companyId, (path) => absoluteUrl(context.origin, path))
    : null;
  const pagePath = (n: number) => canonicalJobListPath({ ...path, page: n }, reference, company?.slug ?? null);
  // The answer the client's first search would get (a guest's: the client asks again when signed in).
  const key = jobListRequestKey({
    path: buildJobListPath({ ...path, page: null }) + minisiteFilterQuery(path),
    from: (page - 1) * JOB_LIST_PAGE_SIZE,
    size: JOB_LIST_PAGE_SIZE,
    keywords: query.keywords ?? '',
    experience: query.experience ?? [],
    employment_type: query.employment_type ?? [],
    latests: list.resolved.filters.latests,
  });
  // The whole list is mfe-jobs' own JobListView (its server module); without it the list's skeleton.
  const current = Math.max(1, page);
  const pageCount = Math.ceil(list.total / JOB_LIST_PAGE_SIZE);
  const linked = [current - 1, current + 1, ...paginationItems(Math.min(current, pageCount), pageCount)];
  const markup = await context.remotes.jobList({
    path: pathname,
    locale: context.locale,
    h1: list.seo.h1,
    // Minisite mode (the company has the service and a template): its branding above the list, as mfe-jobs shows it.
    minisite: company?.hasService ? { ...company, blocks: design?.blocks ?? [] } : null,
    jobs: list.jobs,
    total: list.total,
    capped: list.capped,
    list: path,
    query: {
      keywords: query.keywords ?? '',
      experience: query.experience ?? [],
      employment_type: query.employment_type ?? [],
      latests: list.resolved.filters.latests,
    },
    // The lists the JSON api sends with a list (routes/jobs), for the filters' options and names.
    reference: {
      languages: reference.languages,
      countries: reference.countryList,
      // In the visitor's language, as the JSON api sends them (docs/i18n.md#place-names).
      cities: referenceLists(reference, context.locale).cities.data,
      remotes: reference.remoteTypes,
    },
    page,
    pageCount,
    pageHrefs: Object.fromEntries(
      linked.filter((n): n is number => typeof n === 'number' && n >= 1 && n <= pageCount).map((n) => [n, pagePath(n)]),
    ),
  });
  return {
    status: 200,
    data: { jobList: { key, answer: jobListBodyAsSent(list, reference, context.locale) } },
    // Zero results (docs/product-rules.md#indexing), and a page past the end, are not worth indexing: the same robots
    // as /api{path}.
    // Link previews show the site's card; a minisite, its company's card with the logo laid in on white (a logo that
    // does not decode is left out), so a careers page shared looks like the company's (docs/pages.md#share-images).
    head: {
      ...seoHead(list.seo, canonicalPath(list.resolved)),
      ...(company && path.minisite
        ? {
            ogImage: companyShareImage(
              { id: company.companyId, ...company },
              context.locale,
              context.t,
              context.origin,
            ),
          }
        : {}),
    },
    root: renderLayout(pathname, markup ?? remoteSkeleton(pathname, context), context),
  };
}

/** The head fields a job list and a job page take from their SEO data (the same as /api{path} and /api/job answer). */
function seoHead(seo: Seo, canonicalPath: string): PageHead {
  return { title: seo.title, description: seo.meta, robots: seo.robots, canonicalPath };
}
