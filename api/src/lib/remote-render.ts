import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { FastifyBaseLogger } from 'fastify';
import type { BlogCategory, BlogPage, BlogPost, BlogPostSummary } from 'shared-kit/blog';
import type {
  AdminEventList,
  AdminPageList,
  ApplicantsPage,
  CandidateDashboard,
  CandidateProfileResponse,
  CareerEvent,
  CountryListResponse,
  CompanyDashboard,
  EventLandingRenderInput,
  LandingPageName,
  LandingPageRenderInput,
  CompanyLanding,
  CvSearchStats,
  Job,
  JobListPageData,
  JobListResponse,
  MatchingsResponse,
  Service,
} from 'shared-kit/contracts';
import type { Config } from '../config';
import { createKeyedCache } from './cache';

/**
 * The first HTML of a remote's public pages, written by the remote's own React components
 * (docs/architecture.md#one-rendering): each such remote deploys a server module beside its client files
 * (`server/render.js`, built by tooling/build-server-module.mjs), and the api fetches it, runs it once and keeps it,
 * as it reads the remote's manifest (lib/resource-hints.ts). A deploy of the remote is picked up within the TTL
 * without an api deploy. A module that is missing, slow, of another contract version or that throws gives `null`:
 * the page is then served with the area's skeleton in its layout, and the browser renders the screen as it always
 * does (docs/pages.md#when-a-remote-cannot-render).
 */

/** mfe-jobs' server module (mfe-jobs/src/server-render.tsx): version 1 of its contract. */
export type JobsRenderer = {
  version: 1;
  prepare: () => Promise<void>;
  renderJobPage: (input: { job: Job; h1: string; path: string; locale: string }) => string;
  renderJobCards: (input: { jobs: Job[]; path: string; locale: string }) => string;
  /**
   * Added to contract 1 later: a module without them leaves those pages to their skeleton (the blog's, the job
   * list's).
   */
  renderJobList?: (input: JobListInput) => string;
  renderBlogList?: (input: { list: BlogList; home: boolean; path: string; locale: string }) => string;
  renderBlogPost?: (input: { post: BlogPost; path: string; locale: string }) => string;
  /** Added to contract 1 later: a blog page while the blog does not answer, its retry a link. */
  renderBlogUnavailable?: (input: { path: string; locale: string }) => string;
  translate: (input: { locale: string; id: string; values?: Record<string, unknown> }) => string;
};

/** A job list's page as mfe-jobs' JobListView takes it: the shared type, with where and in which language. */
export type JobListInput = JobListPageData & { path: string; locale: string };

/** A list of the blog's posts as mfe-jobs' blog screens take it (mfe-jobs/src/features/blog/api/get-blog-list.ts). */
type BlogList = { category: BlogCategory | null; categories: BlogCategory[]; posts: BlogPage<BlogPostSummary> };

/**
 * mfe-events' server module (mfe-events/src/server-render.tsx): version 1 of its contract, `/career-events`, the built
 * pages and the admin's dashboard. Its `translate`, which the api asked for the built pages' words when it wrote them
 * itself, is no longer called.
 */
type EventsRenderer = {
  version: 1;
  prepare: () => Promise<void>;
  /** Added to contract 1 later: the event a landing route's sign-up joins (its page shows it), or null. */
  landingEvent?: (name: LandingPageName) => number | null;
  /** Added to contract 1 later: a landing route's published page; a module without it leaves it to the skeleton. */
  renderLandingPage?: (input: LandingPageRenderInput) => string;
  /** Added to contract 1 later: an event's entry path, its landing page or its header. */
  renderEventLanding?: (input: EventLandingRenderInput) => string;
  /** Added to contract 1 later: a module without it leaves `/career-events` to the browser. */
  renderCareerEvents?: (input: CareerEventsInput) => string;
  /** Added to contract 1 later: `/admin` for an admin's session, from the answers of its two GETs. */
  renderAdminDashboard?: (input: {
    events: AdminEventList;
    pages: AdminPageList;
    path: string;
    locale: string;
  }) => string;
};

/** `/career-events`' data as mfe-events' CareerEventsView takes it, with the time it is rendered at. */
export type CareerEventsInput = {
  events: { upcoming: CareerEvent[]; past: CareerEvent[] };
  now: number;
  path: string;
  locale: string;
};

/** mfe-company's server module (mfe-company/src/server-render.tsx): version 1 of its contract, its public pages. */
type CompanyRenderer = {
  version: 1;
  prepare: () => Promise<void>;
  renderCompanyLanding: (input: { landing: CompanyLanding; path: string; locale: string }) => string;
  renderPricing: (input: { services: Service[]; path: string; locale: string }) => string;
  /** Added to contract 1 later: a module without them leaves those pages to the browser. */
  renderFindCandidates?: (input: { stats: CvSearchStats; path: string; locale: string }) => string;
  renderRegistry?: (input: { path: string; locale: string }) => string;
  /** Added to contract 1 later: the signed-in company's dashboard (docs/delivery.md#the-dashboard-in-the-first-html). */
  renderCompanyDashboard?: (input: { dashboard: CompanyDashboard; path: string; locale: string }) => string;
  /** Added to contract 1 later: the signed-in company's applicants, unfiltered, their first page. */
  renderApplicants?: (input: { applicants: ApplicantsPage; path: string; locale: string }) => string;
  /** Added to contract 1 later: the signed-in company's empty job form, with the lists it chooses from. */
  renderJobEditor?: (input: { lists: JobEditorLists; path: string; locale: string }) => string;
};

/** What mfe-company's job form chooses from, from the answers of its three GETs (its get-reference-lists.ts). */
export type JobEditorLists = {
  countries: CountryListResponse['countries'];
  languages: { id: number; slug: string; name: string }[];
  remotes: JobListResponse['remotes'];
};

/**
 * mfe-candidate's server module (mfe-candidate/src/server-render.tsx): version 1 of its contract, the signed-in
 * candidate's dashboard from the answer the api read for them (docs/delivery.md#the-dashboard-in-the-first-html).
 */
type CandidateRenderer = {
  version: 1;
  prepare: () => Promise<void>;
  renderDashboard: (input: CandidateDashboardInput) => string;
  /** Added to contract 1 later: the first page of the signed-in candidate's matchings. */
  renderMatchings?: (input: { matchings: MatchingsResponse; path: string; locale: string }) => string;
  /** Added to contract 1 later: the signed-in candidate's profile (`/account/my-profile`). */
  renderProfile?: (input: { profile: CandidateProfileResponse; path: string; locale: string }) => string;
};

export type CandidateDashboardInput = {
  dashboard: CandidateDashboard;
  user: { nombre: string | null; apellidos: string | null; email: string };
  path: string;
  locale: string;
};

type Renderers = {
  mfe_jobs: JobsRenderer;
  mfe_events: EventsRenderer;
  mfe_company: CompanyRenderer;
  mfe_candidate: CandidateRenderer;
};
type RemoteName = keyof Renderers;

/** The contract version each remote's module must say it keeps; another one is not called. */
const VERSIONS: Record<RemoteName, number> = { mfe_jobs: 1, mfe_events: 1, mfe_company: 1, mfe_candidate: 1 };
const FUNCTIONS: Record<RemoteName, string[]> = {
  mfe_jobs: ['prepare', 'renderJobPage', 'renderJobCards', 'translate'],
  mfe_events: ['prepare'],
  mfe_company: ['prepare', 'renderCompanyLanding', 'renderPricing'],
  mfe_candidate: ['prepare', 'renderDashboard'],
};

/** A remote's words in one language: `t(id, values)`. */
type Words = (id: string, values?: Record<string, unknown>) => string;

/** As the manifest: a deployment replaces the file in place, so read it again after this long. */
const MODULE_TTL_MS = 60_000;
/** The module is about a megabyte; more than this and the page goes on without it. */
const FETCH_TIMEOUT_MS = 3_000;
const MAX_BYTES = 8 * 1024 * 1024;

/**
 * The module's text, or null when it has not changed since `etag` (304): the refresh every minute then costs a
 * request, not a megabyte.
 */
async function fetchSource(url: string, etag: string | null): Promise<{ source: string; etag: string | null } | null> {
  if (url.startsWith('file:')) return { source: await readFile(fileURLToPath(url), 'utf8'), etag: null };
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: etag ? { 'if-none-match': etag } : {},
  });
  if (response.status === 304 && etag) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const source = await response.text();
  if (source.length > MAX_BYTES) throw new Error(`${url} is larger than ${MAX_BYTES} bytes`);
  return { source, etag: response.headers.get('etag') };
}

/**
 * Runs a CommonJS bundle and returns its exports. It may require Node's own modules only (the bundle carries its
 * libraries). It runs with the api's rights: the URL must be our own deployment, as trusted as the api's code.
 */
export function evaluateModule(source: string, filename: string): Record<string, unknown> {
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${source}\n})`, { filename }) as (
    exports: unknown,
    require: (name: string) => unknown,
    module: { exports: unknown },
  ) => void;
  const module = { exports: {} as Record<string, unknown> };
  const requireBuiltin = (name: string) => {
    if (!isBuiltin(name)) throw new Error(`a server module may only require Node's modules, not "${name}"`);
    return require(name);
  };
  wrapper.call(module.exports, module.exports, requireBuiltin, module);
  return module.exports;
}

function check<N extends RemoteName>(name: N, exports: Record<string, unknown>): Renderers[N] {
  if (exports.version !== VERSIONS[name]) {
    throw new Error(
      `${name}'s server module keeps contract ${String(exports.version)}, the api needs ${VERSIONS[name]}`,
    );
  }
  for (const fn of FUNCTIONS[name]) {
    if (typeof exports[fn] !== 'function') throw new Error(`${name}'s server module has no ${fn}()`);
  }
  return exports as unknown as Renderers[N];
}

export function createRemoteRenderers(
  config: Pick<Config, 'remoteServerModules'>,
  log: FastifyBaseLogger,
  options: { now?: () => number } = {},
) {
  // The text last run, per remote: the same text (or a 304) after the TTL keeps the module already running.
  const running = new Map<RemoteName, { source: string; etag: string | null; module: Renderers[RemoteName] }>();

  const load = async (name: RemoteName): Promise<Renderers[RemoteName] | null> => {
    const url = config.remoteServerModules[name];
    try {
      const known = running.get(name);
      const fetched = await fetchSource(url, known?.etag ?? null);
      if (known && (fetched === null || known.source === fetched.source)) return known.module;
      if (fetched === null) throw new Error(`${url} answered 304 to a first request`);
      const { source, etag } = fetched;
      const module = check(name, evaluateModule(source, url));
      await Promise.race([
        module.prepare(),
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('prepare() timed out')), FETCH_TIMEOUT_MS).unref(),
        ),
      ]);
      running.set(name, { source, etag, module });
      return module;
    } catch (error) {
      // A module that ran before keeps running (a deploy in progress, a host down a moment); without one the pages go
      // on with their skeleton. Either way it is asked for again after the TTL.
      const known = running.get(name);
      log.warn(
        { err: error, remote: name, url },
        known
          ? 'remote server module not read again: the last one keeps rendering'
          : 'remote server module not loaded: pages show the skeleton',
      );
      return known?.module ?? null;
    }
  };
  const moduleOf = createKeyedCache(load, { ttlMs: MODULE_TTL_MS, refresh: 'background', now: options.now });

  const runningModule = async <N extends RemoteName>(name: N) => (await moduleOf(name)) as Renderers[N] | null;

  /** Calls a render function; a throw (a bug of the remote's, data it does not expect) is logged and gives null. */
  const call = async <N extends RemoteName, T>(name: N, what: string, render: (module: Renderers[N]) => T) => {
    const module = await runningModule(name);
    if (!module) return null;
    try {
      return render(module);
    } catch (error) {
      log.error({ err: error, remote: name, render: what }, 'remote server module threw: the page shows the skeleton');
      return null;
    }
  };

  /** A remote's messages in a language, or null without its module. A message that fails is said by its id. */
  const wordsOf = async (name: 'mfe_jobs', locale: string): Promise<Words | null> => {
    const module = await runningModule(name);
    if (!module) return null;
    return (id, values) => {
      try {
        return module.translate({ locale, id, values });
      } catch (error) {
        log.error({ err: error, remote: name, id }, 'remote server module could not say a message');
        return id;
      }
    };
  };

  return {
    /** mfe-jobs' job page, or null (then the skeleton). */
    jobPage: (input: Parameters<JobsRenderer['renderJobPage']>[0]) =>
      call('mfe_jobs', 'renderJobPage', (module) => module.renderJobPage(input)),
    /**
     * mfe-jobs' messages in a language (`jobs.*`), for the heads the api writes of its pages (a blog list's heading);
     * null without its module. A message that fails is said by its id.
     */
    jobsWords: (locale: string) => wordsOf('mfe_jobs', locale),
    /** The event a landing route's sign-up joins, from mfe-events (which owns the rule), or null. */
    landingEvent: (name: LandingPageName) =>
      call('mfe_events', 'landingEvent', (module) => module.landingEvent?.(name) ?? null),
    /** mfe-events' landing route page, or null (then the area's skeleton). */
    landingPage: (input: LandingPageRenderInput) =>
      call('mfe_events', 'renderLandingPage', (module) => module.renderLandingPage?.(input) ?? null),
    /** mfe-events' event entry path, or null (then the area's skeleton). */
    eventLanding: (input: EventLandingRenderInput) =>
      call('mfe_events', 'renderEventLanding', (module) => module.renderEventLanding?.(input) ?? null),
    /** mfe-jobs' list of the blog's posts, or null (a module without it too). */
    blogList: (input: Parameters<NonNullable<JobsRenderer['renderBlogList']>>[0]) =>
      call('mfe_jobs', 'renderBlogList', (module) => module.renderBlogList?.(input) ?? null),
    /** mfe-jobs' blog page while the blog does not answer, or null (a module without it too). */
    blogUnavailable: (input: { path: string; locale: string }) =>
      call('mfe_jobs', 'renderBlogUnavailable', (module) => module.renderBlogUnavailable?.(input) ?? null),
    /** mfe-jobs' article of the blog, or null. */
    blogPost: (input: Parameters<NonNullable<JobsRenderer['renderBlogPost']>>[0]) =>
      call('mfe_jobs', 'renderBlogPost', (module) => module.renderBlogPost?.(input) ?? null),
    /** mfe-company's `/company`, or null (then the browser renders it). */
    companyLanding: (input: Parameters<CompanyRenderer['renderCompanyLanding']>[0]) =>
      call('mfe_company', 'renderCompanyLanding', (module) => module.renderCompanyLanding(input)),
    /** mfe-company's `/company/pricing` as a guest sees it, or null. */
    pricing: (input: Parameters<CompanyRenderer['renderPricing']>[0]) =>
      call('mfe_company', 'renderPricing', (module) => module.renderPricing(input)),
    /** mfe-company's `/company/find-candidates-in-Europe` as a guest sees it, or null (a module without it too). */
    findCandidates: (input: Parameters<NonNullable<CompanyRenderer['renderFindCandidates']>>[0]) =>
      call('mfe_company', 'renderFindCandidates', (module) => module.renderFindCandidates?.(input) ?? null),
    /** mfe-company's `/company/registry` form, or null (a module without it too). */
    registry: (input: Parameters<NonNullable<CompanyRenderer['renderRegistry']>>[0]) =>
      call('mfe_company', 'renderRegistry', (module) => module.renderRegistry?.(input) ?? null),
    /** mfe-events' `/career-events`, or null (a module without it too). */
    careerEvents: (input: CareerEventsInput) =>
      call('mfe_events', 'renderCareerEvents', (module) => module.renderCareerEvents?.(input) ?? null),
    /** mfe-company's dashboard of one signed-in company, or null (a module without it too: the area's skeleton). */
    companyDashboard: (input: Parameters<NonNullable<CompanyRenderer['renderCompanyDashboard']>>[0]) =>
      call('mfe_company', 'renderCompanyDashboard', (module) => module.renderCompanyDashboard?.(input) ?? null),
    /** mfe-company's applicants of one signed-in company (unfiltered, first page), or null (a module without it too). */
    companyApplicants: (input: Parameters<NonNullable<CompanyRenderer['renderApplicants']>>[0]) =>
      call('mfe_company', 'renderApplicants', (module) => module.renderApplicants?.(input) ?? null),
    /** mfe-events' admin dashboard for an admin's session, or null (a module without it too). */
    adminDashboard: (input: Parameters<NonNullable<EventsRenderer['renderAdminDashboard']>>[0]) =>
      call('mfe_events', 'renderAdminDashboard', (module) => module.renderAdminDashboard?.(input) ?? null),
    /** mfe-company's empty job form for a signed-in company, or null (a module without it too). */
    companyJobEditor: (input: Parameters<NonNullable<CompanyRenderer['renderJobEditor']>>[0]) =>
      call('mfe_company', 'renderJobEditor', (module) => module.renderJobEditor?.(input) ?? null),
    /** mfe-candidate's first page of one signed-in candidate's matchings, or null (a module without it too). */
    candidateMatchings: (input: Parameters<NonNullable<CandidateRenderer['renderMatchings']>>[0]) =>
      call('mfe_candidate', 'renderMatchings', (module) => module.renderMatchings?.(input) ?? null),
    /** mfe-candidate's profile page of one signed-in candidate, or null (a module without it too). */
    candidateProfile: (input: Parameters<NonNullable<CandidateRenderer['renderProfile']>>[0]) =>
      call('mfe_candidate', 'renderProfile', (module) => module.renderProfile?.(input) ?? null),
    /** mfe-candidate's dashboard of one signed-in candidate, or null (then the area's skeleton). */
    candidateDashboard: (input: CandidateDashboardInput) =>
      call('mfe_candidate', 'renderDashboard', (module) => module.renderDashboard(input)),
    /** mfe-jobs' job list page (its frame and cards), or null (a module without it too). */
    jobList: (input: JobListInput) =>
      call('mfe_jobs', 'renderJobList', (module) => module.renderJobList?.(input) ?? null),
  };
}

export type RemoteRenderers = ReturnType<typeof createRemoteRenderers>;
