// The list of the shell's content pages, apart from their loader (./index.ts): the router needs the list on every
// page's first render, and the loader's import() context (a map of every page in every language) is only needed
// once a content page opens (docs/delivery.md#what-the-first-render-of-jobs-loads).

/** The pages under /eulangjobs/<page>, and /about-us. */
export const CONTENT_PAGES = [
  'cookies-policy',
  'legal-conditions',
  'legal-conditions-and-privacy-policy-for-candidates',
  'legal-conditions-for-companies',
  'faq',
  'contact',
  'about-us',
] as const;
export type ContentPage = (typeof CONTENT_PAGES)[number];
