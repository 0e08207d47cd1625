// The job-list grammar and name rules live in contracts (pure, no React) so the api parses paths with the same
// code; they are re-exported here by deep relative path so front ends do not pull typebox into this chunk.
export {
  buildJobListPath,
  canonicalJobListPath,
  type JobListPath,
  type JobListVariant,
  jobListVariant,
  normaliseJobListPath,
  parseJobListPath,
  stripTrailingSlash,
} from '../contracts/job-list-path';
export {
  blogCategoryPath,
  blogPostPath,
  blogPostsPath,
  canonicalPath,
  homePath,
  jobPath,
  jobsForLanguagesPath,
  jobsPath,
  loginPath,
} from './links';
// The page table (titles, robots) is pure too: the api and the shell's head use the same one.
export {
  INDEX,
  NOINDEX,
  NOT_FOUND_PAGE,
  type PageHeadMeta,
  type PageMeta,
  pageMeta,
  SITE_NAME,
} from '../contracts/pages';
export { matchPattern, type RouteMatch, routeFor } from '../contracts/route-match';
export { canonicalName, LOWER_CASE_WORDS, slugToName } from '../contracts/path-names';
export { decodeUriPart, hashTarget } from '../contracts/uri';
export { NOT_FOUND_ROUTE, type RouteAccess, type RouteDef, type RouteOwner, ROUTES } from '../contracts/route-table';
