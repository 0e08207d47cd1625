// The contracts by resource (docs/contracts.md): one file per resource, all re-exported here for the api.
// Front ends import only types from here (`import type`); values come from `shared-kit/constants` or
// `shared-kit/routes`, which do not load TypeBox.
export * from './auth';
export * from './bounds';
export * from './candidates';
export * from './common';
export * from './companies';
export * from './constants';
export * from './events';
export * from './favorites';
export * from './job';
export * from './job-display';
export * from './jobs';
export * from './reference';
export * from './site-links';
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
