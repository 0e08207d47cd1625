import { type JobListPath, jobListVariant, parseJobListPath, stripTrailingSlash } from './job-list-path';
import { decodeUriPart as decode } from './uri';
import { NOT_FOUND_ROUTE, ROUTES, type RouteAccess, type RouteDef, type RouteOwner } from './route-table';

export type RouteMatch = {
  id: string;
  owner: RouteOwner;
  access: RouteAccess;
  chrome: boolean;
  /** Decoded values of the pattern's parameters (absent optional ones are left out). */
  params: Record<string, string>;
  /** The parsed filters when the path is a job-list path. */
  jobList: JobListPath | null;
  eventId: number | null;
};

/**
 * Matches a react-router style pattern (`/a/:b/:c?`, or `/a/*` for `/a` and everything under it) against a path; the
 * params (the rest of a splat as `*`), or null.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const splat = pattern.endsWith('/*');
  const want = (splat ? pattern.slice(0, -2) : pattern).split('/').filter(Boolean);
  let have = pathname.split('/').filter(Boolean);
  const rest = splat ? have.slice(want.length) : [];
  if (splat) have = have.slice(0, want.length);
  if (have.length > want.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    const optional = part.endsWith('?');
    if (i >= have.length) {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) {
      params[part.slice(1, optional ? -1 : undefined)] = decode(have[i]);
    } else if (part !== have[i]) {
      return null;
    }
  }
  if (splat) params['*'] = rest.map(decode).join('/');
  return params;
}

const PATTERN_ROUTES = ROUTES.filter((route) => !route.jobList);
const JOB_LIST_ROUTES = new Map(ROUTES.filter((route) => route.jobList).map((route) => [route.jobList, route]));

function toMatch(route: RouteDef, params: Record<string, string>, jobList: JobListPath | null): RouteMatch {
  const { id, owner, access, chrome } = route;
  return { id, owner, access, chrome, params, jobList, eventId: route.eventId ?? null };
}

/** The route of any pathname (query, hash and trailing slashes ignored); unknown paths give owner 'not-found'. */
export function routeFor(pathname: string): RouteMatch {
  const path = stripTrailingSlash(pathname.replace(/[?#].*$/, '') || '/');
  // The grammar first: `/jobs/2` is page 2 of the list, not the job whose url is "2".
  const jobList = parseJobListPath(path);
  if (jobList) {
    const route = JOB_LIST_ROUTES.get(jobListVariant(jobList));
    if (route) return toMatch(route, {}, jobList);
  }
  for (const route of PATTERN_ROUTES) {
    const params = matchPattern(route.path, path);
    if (params) return toMatch(route, params, null);
  }
  return { ...NOT_FOUND_ROUTE, params: {}, jobList: null, eventId: null };
}
