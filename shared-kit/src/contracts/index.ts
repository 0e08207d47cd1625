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
export { canonicalName, LOWER_CASE_WORDS, nameToSlug, slugToName } from './path-names';
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
