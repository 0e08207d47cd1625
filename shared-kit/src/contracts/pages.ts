// The page table: for every route of the route table, the head of its page (title, description, robots). The api
// fills the served HTML from it and the shell sets document.title and the robots meta from it on every
// navigation, so the two always agree (docs/pages.md). Pure data and functions: no React, no TypeBox, because
// the api imports it through `shared-kit/contracts` and the front ends through `shared-kit/routes`.
import { routeFor } from './route-match';

export const SITE_NAME = 'EuLangJobs';

export const INDEX = 'index, follow';
/** Zero-result lists, closed jobs, unknown paths: not worth indexing, but their links are. */
export const NOINDEX = 'noindex, follow';
/** Account areas and flows: nothing there for a search engine. */
export const PRIVATE = 'noindex, nofollow';

const DEFAULT_DESCRIPTION =
  'Jobs in Europe for multilingual candidates and expats: offers in more than 40 languages, filtered by language, country, city and remote work.';

export type PageHeadMeta = {
  title: string;
  description: string;
  robots: string;
};

export type PageMeta = PageHeadMeta & {
  /** The route id of the route table (`not-found` for a path outside every route). */
  routeId: string;
  /** 404 for a path outside every route; the SPA still shows its not-found page there. */
  status: 200 | 404;
  /**
   * True where the head depends on data (job lists, job pages): the api computes it (`seo` of /api{path} and
   * /api/job) and the client uses that answer; `title`/`description` here are only the fallback.
   */
  dynamic: boolean;
  /** Whether the shell shows its navbar and footer around the page. */
  chrome: boolean;
};

type Entry = { title: string; description?: string; robots?: string };

const t = (title: string) => `${title} | ${SITE_NAME}`;
const priv = (title: string): Entry => ({ title: t(title), robots: PRIVATE });

const JOB_LIST: Entry = { title: t('Jobs for multilingual candidates') };

/** Keyed by route id (shared-kit/src/routes/table.ts); a test checks that every route has its entry. */
export const PAGES: Readonly<Record<string, Entry>> = {
  home: { title: `${SITE_NAME} - Jobs in Europe for multilingual candidates` },
  login: {
    title: t('Log in'),
    description: `Log in to ${SITE_NAME} to apply to jobs and manage your profile.`,
    robots: PRIVATE,
  },
  logout: priv('Log out'),
  backdoor: priv('Log in'),
  register: {
    title: t('Create your account'),
    description: `Join ${SITE_NAME}: find jobs abroad that need your languages.`,
  },
  'password-reset': priv('Reset your password'),
  'password-reset-token': priv('Choose a new password'),
  'auth-callback': priv('Logging in'),
  'cookies-policy': { title: t('Cookies policy') },
  'legal-conditions': { title: t('Legal conditions') },
  'legal-conditions-candidates': { title: t('Legal conditions and privacy policy for candidates') },
  'legal-conditions-companies': { title: t('Legal conditions for companies') },
  faq: { title: t('Frequently asked questions'), description: `Answers to common questions about ${SITE_NAME}.` },
  contact: { title: t('Contact'), description: `Get in touch with the ${SITE_NAME} team.` },
  'about-us': { title: t('About us'), description: `Who we are and why ${SITE_NAME} exists.` },

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
  job: { title: t('Job offer') },
  blog: { title: t('Blog'), description: 'Advice on working abroad, languages and careers in Europe.' },
  'blog-category': { title: t('Blog'), description: 'Advice on working abroad, languages and careers in Europe.' },
  'blog-posts': { title: t('Blog'), description: 'Advice on working abroad, languages and careers in Europe.' },
  'blog-post': { title: t('Blog'), description: 'Advice on working abroad, languages and careers in Europe.' },

  'account-dashboard': priv('Your dashboard'),
  'account-my-cvs': priv('My CVs'),
  'account-my-profile': priv('My profile'),
  'account-my-jobs': priv('My jobs'),
  'account-settings': priv('Account settings'),
  'account-matchings': priv('Matching jobs'),
  'account-discarded-matchings': priv('Discarded matching jobs'),
  'account-job-alerts': priv('Job alerts'),
  welcome: priv('Welcome'),
  'candidate-data-deletion': { title: t('Delete your data') },

  company: {
    title: t('Hire multilingual talent in Europe'),
    description: `Post jobs and reach candidates who speak more than 40 languages on ${SITE_NAME}.`,
  },
  'company-pricing': {
    title: t('Pricing for companies'),
    description: `Job posting and CV search plans for employers on ${SITE_NAME}.`,
  },
  'company-registry': { title: t('Register your company') },
  'company-find-candidates': { title: t('Find candidates in Europe') },
  'company-dashboard': priv('Company dashboard'),
  'company-jobs': priv('Your jobs'),
  'company-jobs-create': priv('Post a job'),
  'company-account-settings': priv('Account settings'),
  'company-job-screening-questions': priv('Screening questions'),
  'company-applicants': priv('Applicants'),
  'company-job-applicants': priv('Applicants'),
  'company-preview-cv': priv('CV preview'),
  'company-candidate-unlocked': priv('Candidate'),
  'company-candidate-locked': priv('Candidate'),
  'company-cv-search': priv('CV search'),
  'company-services': priv('Services'),
  'company-services-purchase': priv('Buy a service'),
  'company-services-purchase-confirmed': priv('Purchase confirmed'),
  'company-services-purchase-denied': priv('Purchase denied'),
  'company-services-purchase-transfer': priv('Bank transfer'),
  'faq-for-companies': { title: t('FAQ for companies') },

  'career-events': {
    title: t('Virtual career events'),
    description: 'Speed hiring weeks and online events with employers hiring multilingual talent.',
  },
  'event-dutch-speed-hiring-week': { title: t('Dutch speed hiring week') },
  'event-german-speed-hiring-week': { title: t('German speed hiring week') },
  'event-nordic-speed-hiring-week': { title: t('Nordic speed hiring week') },
  'event-how-to-get-a-job': { title: t('How to get a job in Europe') },
  'event-go-places': { title: t('Go Places') },
  'landing-work-in-europe': { title: t('Work in Europe') },
  'landing-jobs-in-europe': { title: t('Jobs in Europe') },
  'landing-tp-greece-jobs': { title: t('Jobs at Teleperformance Greece') },
  'landing-tech-mahindra': { title: t('Jobs at Tech Mahindra') },
  'landing-foundever': { title: t('Jobs at Foundever') },
  'landing-ttec': { title: t('Jobs at TTEC') },
  'landing-concentrix': { title: t('Jobs at Concentrix') },
  'download-app': { title: t('Download the app') },
  'go-places-application': { title: t('Go Places application') },
  'go-places-app-support': { title: t('Go Places app support') },
};

export const NOT_FOUND_PAGE: PageHeadMeta = {
  title: t('Page not found'),
  description: 'This page does not exist or is no longer available.',
  robots: NOINDEX,
};

const DYNAMIC = new Set(['job']);

/** The head of any pathname (query, hash and trailing slashes ignored) from the route and page tables. */
export function pageMeta(pathname: string): PageMeta {
  const route = routeFor(pathname);
  const entry = route.owner === 'not-found' ? undefined : PAGES[route.id];
  if (!entry) return { ...NOT_FOUND_PAGE, routeId: 'not-found', status: 404, dynamic: false, chrome: true };
  return {
    title: entry.title,
    description: entry.description ?? DEFAULT_DESCRIPTION,
    robots: entry.robots ?? INDEX,
    routeId: route.id,
    status: 200,
    dynamic: route.jobList !== null || DYNAMIC.has(route.id),
    chrome: route.chrome,
  };
}
