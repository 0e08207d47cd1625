// The route rules, pure (no TypeBox, no React): the job-list path grammar, path names, the route table and its
// matcher, and the head every page may need. Listed once here: `contracts/index.ts` re-exports them for the api and
// `shared-kit/routes` for the front ends (docs/shared-kit-api.md), which must not load the contracts' schemas. The
// page table (./pages.ts) is not here: the api takes it from `contracts` and the shell, on its first navigation, from
// `shared-kit/routes/page-heads`.
export { blogCategoryPath, blogPostPath, blogPostsPath } from './blog-paths';
export { jobPath } from './job-page-path';
export {
  buildJobListPath,
  canonicalJobListPath,
  type JobListPath,
  type JobListVariant,
  jobListVariant,
  MINISITE_FILTER_LIMITS,
  minisiteFilterQuery,
  normaliseJobListPath,
  parseJobListPath,
  stripTrailingSlash,
  withMinisiteFilters,
} from './job-list-path';
export {
  INDEX,
  NOINDEX,
  notFoundPage,
  type PageHeadMeta,
  type PageMeta,
  PRIVATE,
  type PageTranslate,
  pageTitle,
  SITE_NAME,
} from './page-head';
export { canonicalName, LOWER_CASE_WORDS, slugToName } from './path-names';
export { matchPattern, type RouteMatch, routeFor } from './route-match';
export {
  ARRIVAL_NOTICE_PARAM,
  blogPageOnePath,
  JOB_UNAVAILABLE_NOTICE,
  MISSING_JOB_TARGET,
  NOT_FOUND_ROUTE,
  type RouteAccess,
  type RouteDef,
  type RouteOwner,
  ROUTES,
} from './route-table';
export { decodeUriPart, hashTarget } from './uri';
export { type Widening, widenSearch } from './widen-search';
