export * from './bounds';
export * from './candidate';
export * from './constants';
export * from './schemas';
export {
  buildJobListPath,
  canonicalJobListPath,
  type JobListPath,
  type JobListVariant,
  jobListVariant,
  normaliseJobListPath,
  parseJobListPath,
  stripTrailingSlash,
} from './job-list-path';
export { canonicalName, LOWER_CASE_WORDS, slugToName } from './path-names';
export { decodeUriPart, hashTarget } from './uri';
export {
  INDEX,
  NOINDEX,
  NOT_FOUND_PAGE,
  PAGES,
  type PageHeadMeta,
  type PageMeta,
  PRIVATE,
  pageMeta,
  SITE_NAME,
} from './pages';
export { matchPattern, type RouteMatch, routeFor } from './route-match';
export { NOT_FOUND_ROUTE, type RouteAccess, type RouteDef, type RouteOwner, ROUTES } from './route-table';
