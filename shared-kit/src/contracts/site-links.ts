// Link lists the shell's React screens and the api's server-rendered copy of them (api/src/routes/pages/render.ts)
// both show, so the first paint and React's takeover list the same links (docs/pages.md). Pure data: front ends
// import it through `shared-kit/constants`, the api through `shared-kit/contracts`.

/** The footer's links: [path, text]. */
export const FOOTER_LINKS: readonly (readonly [string, string])[] = [
  ['/about-us', 'About us'],
  ['/eulangjobs/faq', 'FAQ'],
  ['/eulangjobs/faq-for-companies', 'FAQ for companies'],
  ['/eulangjobs/contact', 'Contact'],
  ['/eulangjobs/legal-conditions', 'Legal conditions'],
  ['/eulangjobs/legal-conditions-and-privacy-policy-for-candidates', 'Privacy policy for candidates'],
  ['/eulangjobs/legal-conditions-for-companies', 'Conditions for companies'],
  ['/eulangjobs/cookies-policy', 'Cookies policy'],
];

/** The home page's 12 most wanted languages: canonical language slugs of job-list paths. */
export const POPULAR_LANGUAGES = [
  'German',
  'French',
  'Dutch',
  'Italian',
  'Spanish',
  'Portuguese',
  'Polish',
  'Swedish',
  'Danish',
  'Norwegian',
  'Finnish',
  'Greek',
] as const;

/** The home page's locations: canonical location slugs, capitalised words joined by underscores ('Remote' is one). */
export const POPULAR_LOCATIONS = [
  'Germany',
  'Netherlands',
  'Portugal',
  'Spain',
  'Ireland',
  'Poland',
  'Greece',
  'France',
  'Italy',
  'Belgium',
  'Czech_Republic',
  'Bulgaria',
  'Romania',
  'Sweden',
  'Malta',
  'United_Kingdom',
  'Remote',
] as const;
