// The route rules live in contracts (pure, no React) so the api parses paths and fills page heads with the same
// code; they are re-exported here by deep relative path so front ends do not pull TypeBox into this chunk.
export * from '../contracts/routing';
export { LANDING_PAGE_NAMES, LANDING_PAGE_ROUTES } from '../contracts/landing-pages';
export {
  canonicalPath,
  homePath,
  jobsForLanguagesPath,
  jobsPath,
  loginPath,
  routePath,
} from './links';
