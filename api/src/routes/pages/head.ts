/**
 * The <head> of a page the api serves. `headFor` is the per-route table of the static pages; job lists and job
 * pages get theirs from the same SEO data as /api{path} and /api/job (see resolve-page.ts).
 */
export type PageHead = {
  title: string;
  description: string;
  robots: string;
  /** Path of the canonical URL when it differs from the request's (normalised names, no page 1). */
  canonicalPath?: string;
  /** Open Graph type: 'website' unless said otherwise. */
  ogType?: string;
  /** Absolute URL of an image for link previews (a company logo). */
  ogImage?: string;
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd?: Record<string, unknown>[];
};

const SITE = 'EuLangJobs';
const DEFAULT_DESCRIPTION =
  'Jobs in Europe for multilingual candidates and expats: offers in more than 40 languages, filtered by language, country, city and remote work.';

const PRIVATE = 'noindex, nofollow';

const EXACT: Record<string, Omit<PageHead, 'robots'> & { robots?: string }> = {
  '/': { title: `${SITE} - Jobs in Europe for multilingual candidates`, description: DEFAULT_DESCRIPTION },
  '/jobs': { title: `Jobs in Europe for multilingual candidates | ${SITE}`, description: DEFAULT_DESCRIPTION },
  '/login': { title: `Log in | ${SITE}`, description: `Log in to ${SITE} to apply to jobs and manage your profile.`, robots: PRIVATE },
  '/register': { title: `Create your account | ${SITE}`, description: `Join ${SITE}: find jobs abroad that need your languages.` },
  '/career-events': { title: `Virtual career events | ${SITE}`, description: 'Speed hiring weeks and online events with employers hiring multilingual talent.' },
  '/company': { title: `Hire multilingual talent in Europe | ${SITE}`, description: `Post jobs and reach candidates who speak more than 40 languages on ${SITE}.` },
  '/company/pricing': { title: `Pricing for employers | ${SITE}`, description: `Job posting and CV search plans for employers on ${SITE}.` },
  '/about-us': { title: `About us | ${SITE}`, description: `Who we are and why ${SITE} exists.` },
  '/eulangjobs/faq': { title: `FAQ | ${SITE}`, description: `Answers to common questions about ${SITE}.` },
  '/eulangjobs/contact': { title: `Contact | ${SITE}`, description: `Get in touch with the ${SITE} team.` },
  '/blog': { title: `Blog | ${SITE}`, description: 'Advice on working abroad, languages and careers in Europe.' },
};

const PREFIXES: [string, Omit<PageHead, 'robots'> & { robots?: string }][] = [
  ['/account', { title: `My account | ${SITE}`, description: DEFAULT_DESCRIPTION, robots: PRIVATE }],
  ['/company/', { title: `Company area | ${SITE}`, description: DEFAULT_DESCRIPTION, robots: PRIVATE }],
  ['/password', { title: `Reset your password | ${SITE}`, description: DEFAULT_DESCRIPTION, robots: PRIVATE }],
  ['/jobs/', { title: `Job offer | ${SITE}`, description: DEFAULT_DESCRIPTION }],
  ['/jobs-', { title: `Jobs for multilingual candidates | ${SITE}`, description: DEFAULT_DESCRIPTION }],
  ['/blog/', { title: `Blog | ${SITE}`, description: 'Advice on working abroad, languages and careers in Europe.' }],
  ['/eulangjobs/', { title: SITE, description: DEFAULT_DESCRIPTION }],
];

export function headFor(pathname: string): PageHead {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = EXACT[path];
  const match = exact ?? PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1];
  if (match) return { robots: 'index, follow', ...match };
  if (/-jobs(?:-|\/|$)/.test(path)) {
    return { title: `Jobs for multilingual candidates | ${SITE}`, description: DEFAULT_DESCRIPTION, robots: 'index, follow' };
  }
  return { title: SITE, description: DEFAULT_DESCRIPTION, robots: 'index, follow' };
}
