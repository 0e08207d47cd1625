export {
  buildJobListPath,
  canonicalJobListPath,
  type JobListPath,
  type JobListVariant,
  jobListVariant,
  normaliseJobListPath,
  parseJobListPath,
  stripTrailingSlash,
} from './job-list';
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
export { matchPattern, type RouteMatch, routeFor } from './match';
export { canonicalName, LOWER_CASE_WORDS, nameToSlug, slugToName } from './names';
export { NOT_FOUND_ROUTE, type RouteAccess, type RouteDef, type RouteOwner, ROUTES } from './table';
