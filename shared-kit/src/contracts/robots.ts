// What robots.txt keeps crawlers out of (docs/pages.md#robots), derived from the route table and the page table, so a
// private route added to the table is disallowed without anyone remembering robots.txt.
import { PRIVATE } from './page-head';
import { PAGES } from './pages';
import { ROUTES, type RouteDef } from './route-table';

/** Paths that are not pages: the JSON api, and the blog's JSON through its proxy (its images stay crawlable). */
const NOT_PAGES = ['/api/', '/blog-api/wp-json/'];

/** A private route: only for signed-in users (candidates, companies, admins), or a flow a search engine has no use for. */
const isPrivateRoute = (route: RouteDef) => route.access !== 'public' || PAGES[route.id]?.robots === PRIVATE;

/**
 * The path a route's addresses all start with: its static segments up to the first parameter or splat, with a slash
 * after them when something must follow (`/company/jobs/:jobId/edit` -> `/company/jobs/`); the whole path when it has
 * no parameter (`/company/minisite`), which robots.txt's prefix rule also applies to its sub-paths.
 */
function staticPrefix(pattern: string): string {
  const parts = pattern.split('/').filter(Boolean);
  const fixed: string[] = [];
  for (const part of parts) {
    if (part.startsWith(':') || part === '*') {
      // An optional parameter may be absent: the static part alone is an address of the route too.
      return part.endsWith('?') || part === '*' ? `/${fixed.join('/')}` : `/${fixed.join('/')}/`;
    }
    fixed.push(part);
  }
  return `/${fixed.join('/')}`;
}

/**
 * The `Disallow` paths of robots.txt: every private route of the route table (the admin area included) by its static
 * prefix, and the paths that are not pages. A prefix another one already covers is left out; sorted.
 */
export function robotsDisallowedPaths(): string[] {
  const prefixes = [
    ...new Set([...ROUTES.filter(isPrivateRoute).map((route) => staticPrefix(route.path)), ...NOT_PAGES]),
  ];
  return prefixes.filter((path) => !prefixes.some((other) => other !== path && path.startsWith(other))).sort();
}
