// Link builders: the one place that knows how the product's paths are spelt.
import {
  buildJobListPath,
  canonicalJobListPath,
  type JobListPath,
  parseJobListPath,
  stripTrailingSlash,
} from '../contracts/job-list-path';
import { canonicalName } from '../contracts/path-names';
import { blogPageOnePath, ROUTES } from '../contracts/route-table';

/**
 * `/jobs-for-{languages}-speakers` for language slugs or names (docs/product-rules.md#path-names-and-canonical-paths);
 * `/jobs` for none.
 */
export function jobsForLanguagesPath(slugs: readonly string[]): string {
  return buildJobListPath({ languages: slugs.map(canonicalName).filter(Boolean) });
}

export function jobsPath(filters: Partial<JobListPath> = {}): string {
  return buildJobListPath(filters);
}

export function loginPath(): string {
  return '/login';
}

export function homePath(): string {
  return '/';
}

/**
 * Every redirect the path itself calls for, in one place for the shell: trailing slashes stripped
 * (`/applicant/jobs-in-Europe/`), job-list names normalised, `.html` dropped from job pages and the paged blog
 * routes sent to page 1. Null when the path is already canonical. Query and hash are kept.
 */
export function canonicalPath(pathname: string): string | null {
  const cut = pathname.search(/[?#]/);
  const original = cut === -1 ? pathname : pathname.slice(0, cut);
  const rest = cut === -1 ? '' : pathname.slice(cut);
  let path = stripTrailingSlash(original);
  if (parseJobListPath(path)) {
    path = canonicalJobListPath(path) ?? path;
  } else if (/^\/jobs\/[^/]+\.html$/i.test(path)) {
    path = path.replace(/\.html$/i, '');
  } else {
    path = blogPageOnePath(path) ?? path;
  }
  return path === original ? null : path + rest;
}

/**
 * The address of a route of the table by its id, for the pages that take no parameter: the optional ones left out
 * (`/account/my-jobs/:tab?` is `/account/my-jobs`), a splat's `/*` too (`/admin`). Menus build their links with it,
 * so a path is spelt once, in the route table. Throws for an unknown id or a required parameter: a programming error.
 */
export function routePath(id: string): string {
  const route = ROUTES.find((entry) => entry.id === id);
  if (!route || route.jobList) throw new Error(`No plain route "${id}"`);
  const parts = route.path.replace(/\/\*$/, '').split('/').filter(Boolean);
  const kept = parts.filter((part) => !part.endsWith('?'));
  if (kept.some((part) => part.startsWith(':'))) throw new Error(`The route "${id}" needs a parameter`);
  return `/${kept.join('/')}`;
}
