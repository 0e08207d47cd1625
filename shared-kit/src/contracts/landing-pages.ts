// The landing pages of the product specification and the route each is served at. Pure, no TypeBox: the api reads
// them from contracts, and front ends from shared-kit/routes (mfe-events routes each landing to its path).
/** The landing pages the builder edits (docs/pages.md#the-seeded-landing-pages), by their page key's name. */
export const LANDING_PAGE_NAMES = [
  'work-in-europe',
  'jobs-in-europe',
  'tp-greece-jobs',
  'jobs-at-tech-mahindra',
  'jobs-at-foundever',
  'jobs-at-ttec',
  'jobs-at-concentrix',
  'download-app',
  'go-places-application',
  'go-places-app-support',
] as const;
export type LandingPageName = (typeof LANDING_PAGE_NAMES)[number];

/** The route of each landing page (shared-kit route table ids), for its public path and its name in the admin list. */
export const LANDING_PAGE_ROUTES: Readonly<Record<LandingPageName, string>> = {
  'work-in-europe': 'landing-work-in-europe',
  'jobs-in-europe': 'landing-jobs-in-europe',
  'tp-greece-jobs': 'landing-tp-greece-jobs',
  'jobs-at-tech-mahindra': 'landing-tech-mahindra',
  'jobs-at-foundever': 'landing-foundever',
  'jobs-at-ttec': 'landing-ttec',
  'jobs-at-concentrix': 'landing-concentrix',
  'download-app': 'download-app',
  'go-places-application': 'go-places-application',
  'go-places-app-support': 'go-places-app-support',
};
