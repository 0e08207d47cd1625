// Every route of docs/product-rules.md#route-list, its owner (docs/architecture.md#who-owns-which-route), who may open
// it and whether the shell shows its navbar and footer (docs/product-rules.md#page-chrome-scroll-and-loading-bar).
import { EVENT_IDS } from './constants';
import type { JobListVariant } from './job-list-path';

export type RouteOwner = 'shell' | 'mfe_jobs' | 'mfe_candidate' | 'mfe_company' | 'mfe_events' | 'not-found';
export type RouteAccess = 'public' | 'candidate' | 'company' | 'admin';

export type RouteDef = {
  id: string;
  /**
   * react-router style pattern (`:param`, `:param?` for an optional segment). Job-list variants are not plain
   * segments: their `path` documents the grammar and they are matched by `parseJobListPath`.
   */
  path: string;
  owner: Exclude<RouteOwner, 'not-found'>;
  access: RouteAccess;
  chrome: boolean;
  /** The job-list variant this entry stands for (matched by the grammar, not by `path`). */
  jobList?: JobListVariant;
  /** Career event shown by an event entry route. */
  eventId?: number;
};

const shell = (id: string, path: string, chrome = true): RouteDef => ({
  id,
  path,
  owner: 'shell',
  access: 'public',
  chrome,
});
const jobs = (id: string, path: string, jobList?: JobListVariant): RouteDef => ({
  id,
  path,
  owner: 'mfe_jobs',
  access: 'public',
  chrome: true,
  ...(jobList ? { jobList } : {}),
});
const candidate = (id: string, path: string, access: RouteAccess = 'candidate'): RouteDef => ({
  id,
  path,
  owner: 'mfe_candidate',
  access,
  chrome: true,
});
const company = (id: string, path: string, access: RouteAccess = 'company'): RouteDef => ({
  id,
  path,
  owner: 'mfe_company',
  access,
  chrome: true,
});
const events = (id: string, path: string, chrome: boolean, eventId?: number): RouteDef => ({
  id,
  path,
  owner: 'mfe_events',
  access: 'public',
  chrome,
  ...(eventId ? { eventId } : {}),
});

/** Ordered: the first entry whose pattern matches wins (static segments are listed before parameters). */
export const ROUTES: readonly RouteDef[] = [
  // shell
  shell('home', '/'),
  shell('login', '/login', false),
  shell('logout', '/logout'),
  shell('backdoor', '/backdoor'),
  shell('register', '/register', false),
  shell('password-reset', '/password/reset'),
  shell('password-reset-token', '/password/reset/:token'),
  shell('auth-callback', '/auth/callback'),
  shell('cookies-policy', '/eulangjobs/cookies-policy'),
  shell('legal-conditions', '/eulangjobs/legal-conditions'),
  shell('legal-conditions-candidates', '/eulangjobs/legal-conditions-and-privacy-policy-for-candidates'),
  shell('legal-conditions-companies', '/eulangjobs/legal-conditions-for-companies'),
  shell('faq', '/eulangjobs/faq'),
  shell('contact', '/eulangjobs/contact'),
  shell('about-us', '/about-us'),
  // The design system's catalogue: developer documentation of every component (docs/design-system.md#the-catalogue).
  shell('design-system', '/design-system'),

  // mfe_jobs: the job list and its variants (each with an optional trailing /{page})
  jobs('jobs', '/jobs/{page?}', 'jobs'),
  jobs('jobs-with-skill', '/jobs-with-{skill}/{page?}', 'jobs-with-skill'),
  jobs('jobs-at-minisite', '/jobs-at-{minisite}/{page?}', 'jobs-at-minisite'),
  jobs(
    'jobs-in-location-for-languages',
    '/jobs-in-{location}-for-{languages}-speakers/{page?}',
    'jobs-in-location-for-languages',
  ),
  jobs('jobs-in-location', '/jobs-in-{location}/{page?}', 'jobs-in-location'),
  jobs('jobs-for-languages', '/jobs-for-{languages}-speakers/{page?}', 'jobs-for-languages'),
  jobs('remote-jobs', '/{remote}-jobs/{page?}', 'remote-jobs'),
  jobs('remote-jobs-in-location', '/{remote}-jobs-in-{location}/{page?}', 'remote-jobs-in-location'),
  jobs('remote-jobs-for-languages', '/{remote}-jobs-for-{languages}-speakers/{page?}', 'remote-jobs-for-languages'),
  jobs(
    'remote-jobs-in-location-for-languages',
    '/{remote}-jobs-in-{location}-for-{languages}-speakers/{page?}',
    'remote-jobs-in-location-for-languages',
  ),
  jobs('job', '/jobs/:url'),
  jobs('blog', '/blog'),
  jobs('blog-category', '/blog/category/:category/:page?'),
  jobs('blog-posts', '/blog/posts/:page?'),
  jobs('blog-post', '/blog/:slug'),

  // mfe_candidate
  candidate('account-dashboard', '/account/dashboard/:tab?'),
  candidate('account-my-cvs', '/account/my-cvs'),
  candidate('account-my-profile', '/account/my-profile'),
  candidate('account-my-jobs', '/account/my-jobs/:tab?'),
  candidate('account-settings', '/account/account-settings'),
  candidate('account-matchings', '/account/matchings/:page?'),
  candidate('account-discarded-matchings', '/account/discarded-matchings/:page?'),
  candidate('account-job-alerts', '/account/job-alerts'),
  candidate('welcome', '/welcome'),
  candidate('candidate-data-deletion', '/candidates/data-deletion', 'public'),

  // mfe_company: public pages
  company('company', '/company', 'public'),
  company('company-pricing', '/company/pricing', 'public'),
  company('company-registry', '/company/registry', 'public'),
  company('company-find-candidates', '/company/find-candidates-in-Europe', 'public'),
  // mfe_company: company-only
  company('company-dashboard', '/company/dashboard'),
  company('company-jobs', '/company/jobs'),
  company('company-jobs-create', '/company/jobs/create'),
  // Not in SPEC's list: editing a job and the minisite editor need screens of their own (docs/company-area.md).
  company('company-jobs-edit', '/company/jobs/:jobId/edit'),
  company('company-minisite', '/company/minisite'),
  // The career events the company takes part in and the interview slots it offers (docs/events.md#interview-slots).
  company('company-events', '/company/events'),
  company('company-event-slots', '/company/events/:eventId/slots'),
  company('company-account-settings', '/company/account-settings'),
  company('company-job-screening-questions', '/company/jobs/:jobId/screening-questions'),
  company('company-applicants', '/company/applicants'),
  company('company-job-applicants', '/company/applicants/:id/:page/:status?'),
  company('company-preview-cv', '/company/previewCV/:candidateId/:cvId'),
  company('company-candidate-unlocked', '/company/candidate/:id/unlocked'),
  company('company-candidate-locked', '/company/candidate/:id/locked'),
  company('company-cv-search', '/company/cvsearch/:page?'),
  company('company-services', '/company/services'),
  company('company-services-purchase', '/company/services/purchase'),
  company('company-services-purchase-confirmed', '/company/services/purchase-confirmed'),
  company('company-services-purchase-denied', '/company/services/purchase-denied'),
  company('company-services-purchase-transfer', '/company/services/purchase-transfer/:payment_id'),
  company('faq-for-companies', '/eulangjobs/faq-for-companies'),

  // mfe_events: event entry routes show the event landing page (no chrome) unless the candidate is registered,
  // who is sent on to the event page.
  events('career-events', '/career-events', true),
  events('event-dutch-speed-hiring-week', '/dutch/speed-hiring-week/:referral?', false, EVENT_IDS.dutch),
  events('event-german-speed-hiring-week', '/german/speed-hiring-week/:referral?', false, EVENT_IDS.german),
  events('event-nordic-speed-hiring-week', '/nordic/speed-hiring-week/:referral?', false, EVENT_IDS.nordic),
  events('event-how-to-get-a-job', '/how-to-get-a-job/:referral?', false, EVENT_IDS.howToGetAJob),
  events('event-go-places', '/candidates/go-places/:param1?/:param2?', false, EVENT_IDS.goPlaces),
  // landing pages
  events('landing-work-in-europe', '/candidates/work-in-Europe/:platform?', false),
  events('landing-jobs-in-europe', '/applicant/jobs-in-Europe/:platform?', false),
  // SPEC's employer landings take a {platform}; without one they still show (their canonical address is the path
  // without the platform, docs/events.md#landing-pages).
  events('landing-tp-greece-jobs', '/candidates/TPGreeceJobs/:platform?', false),
  events('landing-tech-mahindra', '/candidates/jobs-at-tech-mahindra/:platform?', false),
  events('landing-foundever', '/candidates/jobs-at-Foundever/:platform?', false),
  events('landing-ttec', '/candidates/jobs-at-ttec/:platform?', false),
  events('landing-concentrix', '/candidates/jobs-at-concentrix/:platform?', false),
  // Landings too (docs/events.md#landing-pages): pages built in the page builder, reached from campaigns and the
  // app, so without the navbar and footer as SPEC has landing pages.
  events('download-app', '/download-app/:referral?', false),
  events('go-places-application', '/applicant/go-places-application/:referral?', false),
  events('go-places-app-support', '/goplaces/app-support', false),
  // The admin area (docs/events.md#the-admin-area): events, the page builder, the blog and job moderation, for admin
  // users only. The ADMIN_DASHBOARD_URL an admin is sent to after login points here by default.
  { id: 'admin', path: '/admin/*', owner: 'mfe_events', access: 'admin', chrome: false },
];

/** The not-found "route": any path no entry matches. */
export const NOT_FOUND_ROUTE = { id: 'not-found', owner: 'not-found', access: 'public', chrome: true } as const;

/**
 * The two paged blog routes without their page (`/blog/posts`, `/blog/category/{slug}`) go to page 1; null for any
 * other path. `path` has no trailing slash (stripTrailingSlash). The shell (canonicalPath) and the page server's 301
 * both ask this one rule.
 */
export function blogPageOnePath(path: string): string | null {
  return path === '/blog/posts' || /^\/blog\/category\/[^/]+$/.test(path) ? `${path}/1` : null;
}

/**
 * Where a job page whose job does not exist sends the visitor: the job list, with a notice that says why
 * (docs/product-rules.md#job-pages). The page server answers it as a redirect, so no "not found" page flashes first;
 * the job list shows the notice once and drops the parameter.
 */
export const ARRIVAL_NOTICE_PARAM = 'notice';
export const JOB_UNAVAILABLE_NOTICE = 'job-unavailable';
export const MISSING_JOB_TARGET = `/jobs?${ARRIVAL_NOTICE_PARAM}=${JOB_UNAVAILABLE_NOTICE}`;
