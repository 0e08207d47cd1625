// The job-list path grammar (SPEC section 2). One grammar for the shell (dispatch), mfe-jobs (filters) and the
// api (`GET /api{path}`). Every variant takes an optional trailing `/{page}`.
//
//   /jobs
//   /jobs-with-{skill}
//   /jobs-at-{minisite}
//   /jobs-in-{location}
//   /jobs-for-{languages}-speakers
//   /jobs-in-{location}-for-{languages}-speakers
//   /{remote}-jobs
//   /{remote}-jobs-in-{location}
//   /{remote}-jobs-for-{languages}-speakers
//   /{remote}-jobs-in-{location}-for-{languages}-speakers
//
// SPEC spells the combined remote forms with the slug `remote` (remote-jobs-in-...); any remote slug is
// accepted there as in `/{remote}-jobs`, so hybrid-jobs-in-Spain works the same way. Languages are joined by
// '+'. Checking names against the reference lists needs data and is left to the callers (SPEC section 5).
import { canonicalName } from './path-names';
import { decodeUriPart as decode } from './uri';

export type JobListPath = {
  languages: string[];
  location: string | null;
  remote: string | null;
  skill: string | null;
  minisite: string | null;
  page: number | null;
};

export type JobListVariant =
  | 'jobs'
  | 'jobs-with-skill'
  | 'jobs-at-minisite'
  | 'jobs-in-location'
  | 'jobs-for-languages'
  | 'jobs-in-location-for-languages'
  | 'remote-jobs'
  | 'remote-jobs-in-location'
  | 'remote-jobs-for-languages'
  | 'remote-jobs-in-location-for-languages';

const EMPTY: JobListPath = { languages: [], location: null, remote: null, skill: null, minisite: null, page: null };

const PAGE = /^[1-9]\d*$/;
// Fixed words are matched case-insensitively; names are taken as typed and normalised by canonicalJobListPath.
const SKILL = /^jobs-with-(.+)$/i;
const MINISITE = /^jobs-at-(.+)$/i;
const LOCATION_LANGUAGES = /^(?:(.+)-)?jobs-in-(.+?)-for-(.+)-speakers$/i;
const LANGUAGES = /^(?:(.+)-)?jobs-for-(.+)-speakers$/i;
const LOCATION = /^(?:(.+)-)?jobs-in-(.+)$/i;
const REMOTE = /^(.+)-jobs$/i;

function splitLanguages(part: string): string[] | null {
  const languages = decode(part)
    .split('+')
    .map((language) => language.trim())
    .filter(Boolean);
  return languages.length > 0 ? languages : null;
}

function parseFilters(segment: string): Omit<JobListPath, 'page'> | null {
  if (segment.toLowerCase() === 'jobs') return { ...EMPTY };
  let m = SKILL.exec(segment);
  if (m) return { ...EMPTY, skill: decode(m[1]) };
  m = MINISITE.exec(segment);
  if (m) return { ...EMPTY, minisite: decode(m[1]) };
  m = LOCATION_LANGUAGES.exec(segment);
  if (m) {
    const languages = splitLanguages(m[3]);
    return languages && { ...EMPTY, remote: m[1] ? decode(m[1]) : null, location: decode(m[2]), languages };
  }
  m = LANGUAGES.exec(segment);
  if (m) {
    const languages = splitLanguages(m[2]);
    return languages && { ...EMPTY, remote: m[1] ? decode(m[1]) : null, languages };
  }
  m = LOCATION.exec(segment);
  if (m) return { ...EMPTY, remote: m[1] ? decode(m[1]) : null, location: decode(m[2]) };
  m = REMOTE.exec(segment);
  if (m) return { ...EMPTY, remote: decode(m[1]) };
  return null;
}

/** Removes trailing slashes (`/applicant/jobs-in-Europe/` -> `/applicant/jobs-in-Europe`); `/` stays `/`. */
export function stripTrailingSlash(pathname: string): string {
  const stripped = pathname.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/** Reads a job-list path; null when the path is not one (e.g. `/jobs/{url}`, `/login`). Query and hash are ignored. */
export function parseJobListPath(pathname: string): JobListPath | null {
  const path = stripTrailingSlash(pathname.replace(/[?#].*$/, ''));
  const segments = path.split('/').slice(1);
  if (segments.length === 0 || segments.length > 2 || segments[0] === '') return null;
  let page: number | null = null;
  if (segments.length === 2) {
    if (!PAGE.test(segments[1])) return null;
    page = Number(segments[1]);
  }
  const filters = parseFilters(segments[0]);
  return filters && { ...filters, page };
}

/** Which SPEC variant a set of filters takes (minisite, then skill, then location/languages/remote). */
export function jobListVariant(p: Partial<JobListPath>): JobListVariant {
  if (p.minisite) return 'jobs-at-minisite';
  if (p.skill) return 'jobs-with-skill';
  const languages = (p.languages ?? []).length > 0;
  const prefix = p.remote ? 'remote-jobs' : 'jobs';
  if (p.location && languages) return `${prefix}-in-location-for-languages`;
  if (p.location) return `${prefix}-in-location`;
  if (languages) return `${prefix}-for-languages`;
  return prefix;
}

function encodeName(name: string): string {
  // Names keep their letters readable (München, Français); only what would break a path segment is escaped.
  return name.replace(/\s+/g, '_').replace(/[/?#%]/g, encodeURIComponent);
}

/**
 * Builds the path of a set of filters. A path carries either a minisite, or a skill, or any of
 * location/languages/remote (SPEC has no combined form): the other filters belong in the query string.
 * Names are written as given; pass them through `canonicalName` (or use canonicalJobListPath) to normalise.
 */
export function buildJobListPath(p: Partial<JobListPath>): string {
  const languages = (p.languages ?? []).map(encodeName).filter(Boolean);
  const variant = jobListVariant({ ...p, languages });
  const location = p.location ? encodeName(p.location) : '';
  const remote = p.remote ? encodeName(p.remote) : '';
  let path: string;
  switch (variant) {
    case 'jobs-at-minisite':
      path = `/jobs-at-${encodeName(p.minisite ?? '')}`;
      break;
    case 'jobs-with-skill':
      path = `/jobs-with-${encodeName(p.skill ?? '')}`;
      break;
    case 'jobs-in-location-for-languages':
      path = `/jobs-in-${location}-for-${languages.join('+')}-speakers`;
      break;
    case 'jobs-in-location':
      path = `/jobs-in-${location}`;
      break;
    case 'jobs-for-languages':
      path = `/jobs-for-${languages.join('+')}-speakers`;
      break;
    case 'remote-jobs-in-location-for-languages':
      path = `/${remote}-jobs-in-${location}-for-${languages.join('+')}-speakers`;
      break;
    case 'remote-jobs-in-location':
      path = `/${remote}-jobs-in-${location}`;
      break;
    case 'remote-jobs-for-languages':
      path = `/${remote}-jobs-for-${languages.join('+')}-speakers`;
      break;
    case 'remote-jobs':
      path = `/${remote}-jobs`;
      break;
    default:
      path = '/jobs';
  }
  return p.page != null && p.page > 0 ? `${path}/${Math.floor(p.page)}` : path;
}

/**
 * Normalised form of a job-list path's filters: language and location names capitalised word by word
 * (connecting words such as `of` stay lower case: Isle_of_Man), spaces turned into underscores, duplicate
 * languages dropped. Language order is kept: the first language is the candidate's main one, so sorting would
 * change meaning. Remote, skill and minisite slugs are left as typed.
 */
export function normaliseJobListPath(p: JobListPath): JobListPath {
  const seen = new Set<string>();
  const languages: string[] = [];
  for (const language of p.languages) {
    const name = canonicalName(language);
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      languages.push(name);
    }
  }
  return { ...p, languages, location: p.location ? canonicalName(p.location) : null };
}

/**
 * The path to redirect to when `pathname` is a job-list path that is not canonical (SPEC "Navigation rules");
 * null when it is already canonical or is not a job-list path. Query and hash, if given, are kept.
 */
export function canonicalJobListPath(pathname: string): string | null {
  const cut = pathname.search(/[?#]/);
  const path = cut === -1 ? pathname : pathname.slice(0, cut);
  const rest = cut === -1 ? '' : pathname.slice(cut);
  const parsed = parseJobListPath(path);
  if (!parsed) return null;
  const canonical = buildJobListPath(normaliseJobListPath(parsed));
  return canonical === path ? null : canonical + rest;
}
