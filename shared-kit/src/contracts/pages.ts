// The page table: for every route of the route table, the head of its page (title, description, robots). The api
// fills the served HTML from it and the shell sets document.title and the robots meta from it on every
// navigation, so the two always agree (docs/pages.md). Pure data and functions: no React, no TypeBox, because
// the api imports it through `shared-kit/contracts` and the shell through `shared-kit/routes/page-heads`, loaded on
// its first navigation (what every screen needs at once is in ./page-head.ts).
import { INDEX, notFoundPage, type PageMeta, type PageTranslate, PRIVATE, pageTitle } from './page-head';
import { type RouteMatch, routeFor } from './route-match';

/** Message ids of the page table live in shared-kit's catalogue (`kit.page.<key>.title` / `.description`). */
const DEFAULT_DESCRIPTION = 'kit.page.default.description';

/** `key` names the page's messages; `described` when it has a description of its own; `full` when the title is
 * complete as it is (the home page), not followed by ` | EuLangJobs`. */
type Entry = { key: string; described?: boolean; robots?: string; full?: boolean };

const page = (key: string, more: Omit<Entry, 'key'> = {}): Entry => ({ key, ...more });
const priv = (key: string): Entry => ({ key, robots: PRIVATE });
const described = (key: string): Entry => ({ key, described: true });

const JOB_LIST = page('jobs');
const BLOG = described('blog');

/** Keyed by route id (shared-kit/src/routes/table.ts); a test checks that every route has its entry. */
export const PAGES: Readonly<Record<string, Entry>> = {
  home: page('home', { full: true }),
  login: { key: 'login', described: true, robots: PRIVATE },
  logout: priv('logout'),
  backdoor: priv('login'),
  register: described('register'),
  'password-reset': priv('password-reset'),
  'password-reset-token': priv('password-reset-token'),
  'auth-callback': priv('auth-callback'),
  'cookies-policy': page('cookies-policy'),
  'legal-conditions': page('legal-conditions'),
  'legal-conditions-candidates': page('legal-conditions-candidates'),
  'legal-conditions-companies': page('legal-conditions-companies'),
  faq: described('faq'),
  contact: described('contact'),
  'about-us': described('about-us'),
  'design-system': priv('design-system'),

  jobs: JOB_LIST,
  'jobs-with-skill': JOB_LIST,
  'jobs-at-minisite': JOB_LIST,
  'jobs-in-location-for-languages': JOB_LIST,
  'jobs-in-location': JOB_LIST,
  'jobs-for-languages': JOB_LIST,
  'remote-jobs': JOB_LIST,
  'remote-jobs-in-location': JOB_LIST,
  'remote-jobs-for-languages': JOB_LIST,
  'remote-jobs-in-location-for-languages': JOB_LIST,
  job: page('job'),
  blog: BLOG,
  'blog-category': BLOG,
  'blog-posts': BLOG,
  'blog-post': BLOG,

  'account-dashboard': priv('account-dashboard'),
  'account-my-cvs': priv('account-my-cvs'),
  'account-my-profile': priv('account-my-profile'),
  'account-my-jobs': priv('account-my-jobs'),
  'account-settings': priv('account-settings'),
  'account-matchings': priv('account-matchings'),
  'account-discarded-matchings': priv('account-discarded-matchings'),
  'account-job-alerts': priv('account-job-alerts'),
  welcome: priv('welcome'),
  'candidate-data-deletion': page('candidate-data-deletion'),

  company: described('company'),
  'company-pricing': described('company-pricing'),
  'company-registry': page('company-registry'),
  'company-find-candidates': page('company-find-candidates'),
  'company-dashboard': priv('company-dashboard'),
  'company-jobs': priv('company-jobs'),
  'company-jobs-create': priv('company-jobs-create'),
  'company-jobs-edit': priv('company-jobs-edit'),
  'company-minisite': priv('company-minisite'),
  'company-events': priv('company-events'),
  'company-event-slots': priv('company-events'),
  'company-account-settings': priv('account-settings'),
  'company-job-screening-questions': priv('company-screening-questions'),
  'company-applicants': priv('company-applicants'),
  'company-job-applicants': priv('company-applicants'),
  'company-preview-cv': priv('company-preview-cv'),
  'company-candidate-unlocked': priv('company-candidate'),
  'company-candidate-locked': priv('company-candidate'),
  'company-cv-search': priv('company-cv-search'),
  'company-services': priv('company-services'),
  'company-services-purchase': priv('company-services-purchase'),
  'company-services-purchase-confirmed': priv('company-services-purchase-confirmed'),
  'company-services-purchase-denied': priv('company-services-purchase-denied'),
  'company-services-purchase-transfer': priv('company-services-purchase-transfer'),
  'faq-for-companies': page('faq-for-companies'),

  'career-events': described('career-events'),
  'event-dutch-speed-hiring-week': page('event-dutch-speed-hiring-week'),
  'event-german-speed-hiring-week': page('event-german-speed-hiring-week'),
  'event-nordic-speed-hiring-week': page('event-nordic-speed-hiring-week'),
  'event-how-to-get-a-job': page('event-how-to-get-a-job'),
  'event-go-places': page('event-go-places'),
  'landing-work-in-europe': page('landing-work-in-europe'),
  'landing-jobs-in-europe': page('landing-jobs-in-europe'),
  'landing-tp-greece-jobs': page('landing-tp-greece-jobs'),
  'landing-tech-mahindra': page('landing-tech-mahindra'),
  'landing-foundever': page('landing-foundever'),
  'landing-ttec': page('landing-ttec'),
  'landing-concentrix': page('landing-concentrix'),
  'download-app': page('download-app'),
  'go-places-application': page('go-places-application'),
  'go-places-app-support': page('go-places-app-support'),
  admin: priv('admin'),
};

const DYNAMIC = new Set([
  'job',
  // The blog's pages carry their post's or category's title and description (docs/blog.md#the-blog-client).
  'blog',
  'blog-category',
  'blog-posts',
  'blog-post',
  // Landing pages carry the title and description a marketer gave them (docs/events.md#landing-pages).
  'landing-work-in-europe',
  'landing-jobs-in-europe',
  'landing-tp-greece-jobs',
  'landing-tech-mahindra',
  'landing-foundever',
  'landing-ttec',
  'landing-concentrix',
  'download-app',
  'go-places-application',
  'go-places-app-support',
]);

/**
 * Whether the page's head comes from its data (a job, a list, a post, a built landing) rather than the page table:
 * asked without translating anything, so a caller need not load the page table's messages to know.
 */
export function isDataDrivenPage(pathname: string): boolean {
  const route = routeFor(pathname);
  return route.owner !== 'not-found' && PAGES[route.id] !== undefined && isDataDriven(route);
}

const isDataDriven = (route: RouteMatch) => route.jobList !== null || DYNAMIC.has(route.id);

/** The head of any pathname (query, hash and trailing slashes ignored) from the route and page tables. */
export function pageMeta(pathname: string, translate: PageTranslate): PageMeta {
  const route = routeFor(pathname);
  const entry = route.owner === 'not-found' ? undefined : PAGES[route.id];
  if (!entry) return { ...notFoundPage(translate), routeId: 'not-found', status: 404, dynamic: false, chrome: true };
  return {
    title: pageTitle(entry.key, translate, entry.full),
    description: translate(entry.described ? `kit.page.${entry.key}.description` : DEFAULT_DESCRIPTION),
    robots: entry.robots ?? INDEX,
    routeId: route.id,
    status: 200,
    dynamic: isDataDriven(route),
    chrome: route.chrome,
  };
}
