// The job-list path grammar (docs/product-rules.md#job-list-paths). One grammar for the shell (dispatch), mfe-jobs
// (filters) and the api (`GET /api{path}`). Every variant takes an optional trailing `/{page}`.
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
// The product spells the combined remote forms with the slug `remote` (remote-jobs-in-...); any remote slug is accepted
// there as in `/{remote}-jobs`, so hybrid-jobs-in-Spain works the same way. Languages are joined by '+'. Checking names
// against the reference lists needs data and is left to the callers
// (docs/product-rules.md#path-names-and-canonical-paths).
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

// The parser below reads a path segment with indexOf/lastIndexOf only, so it runs in time linear in the segment's
// length whatever it holds: a path is attacker input, and regexes with several unbounded groups, which this grammar
// needs, backtrack quadratically on segments like `-jobs-in--for-` repeated. It reads each variant exactly as these
// regexes would, tried in this order, fixed words case-insensitive (ASCII letters only), names taken as typed
// (normalised later by canonicalJobListPath):
//   /^jobs-with-(.+)$/i                                  skill
//   /^jobs-at-(.+)$/i                                    minisite
//   /^(?:(.+)-)?jobs-in-(.+?)-for-(.+)-speakers$/i       remote?, location, languages
//   /^(?:(.+)-)?jobs-for-(.+)-speakers$/i                remote?, languages
//   /^(?:(.+)-)?jobs-in-(.+)$/i                          remote?, location
//   /^(.+)-jobs$/i                                       remote
// A remote takes the longest prefix that still lets the rest match (greedy `(.+)`); a location ends at the first
// `-for-` after it (lazy `(.+?)`). See docs/input-validation.md.

const SPEAKERS = '-speakers';
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/** Lower case for ASCII letters only, so indexes stay the same (String#toLowerCase may change the length). */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** The last index in [min, max] where `word` starts in `text`, or -1. */
function lastIndexIn(text: string, word: string, min: number, max: number): number {
  if (max < min) return -1;
  const at = text.lastIndexOf(word, max);
  return at >= min ? at : -1;
}

type Parts = { remote: string | null; location: string; languages: string };

/** `[{remote}-]jobs-in-{location}-for-{languages}-speakers` */
function locationLanguagesParts(segment: string, lower: string): Parts | null {
  if (!lower.endsWith(SPEAKERS)) return null;
  const end = segment.length - SPEAKERS.length;
  // The last `-for-` that leaves at least one character of languages: a location must end at or before it.
  const lastFor = lastIndexIn(lower, '-for-', 0, end - '-for-'.length - 1);
  if (lastFor === -1) return null;
  const read = (remoteEnd: number, locationStart: number): Parts => {
    const forAt = lower.indexOf('-for-', locationStart + 1);
    return {
      remote: remoteEnd === -1 ? null : segment.slice(0, remoteEnd),
      location: segment.slice(locationStart, forAt),
      languages: segment.slice(forAt + '-for-'.length, end),
    };
  };
  // Longest remote first: `{remote}-jobs-in-` must leave at least one character of location before lastFor.
  const remoteEnd = lastIndexIn(lower, '-jobs-in-', 1, lastFor - '-jobs-in-'.length - 1);
  if (remoteEnd !== -1) return read(remoteEnd, remoteEnd + '-jobs-in-'.length);
  if (lower.startsWith('jobs-in-') && 'jobs-in-'.length < lastFor) return read(-1, 'jobs-in-'.length);
  return null;
}

/** `[{remote}-]jobs-for-{languages}-speakers` */
function languagesParts(segment: string, lower: string): Omit<Parts, 'location'> | null {
  if (!lower.endsWith(SPEAKERS)) return null;
  const end = segment.length - SPEAKERS.length;
  const remoteEnd = lastIndexIn(lower, '-jobs-for-', 1, end - '-jobs-for-'.length - 1);
  if (remoteEnd !== -1)
    return { remote: segment.slice(0, remoteEnd), languages: segment.slice(remoteEnd + '-jobs-for-'.length, end) };
  if (lower.startsWith('jobs-for-') && 'jobs-for-'.length < end)
    return { remote: null, languages: segment.slice('jobs-for-'.length, end) };
  return null;
}

/** `[{remote}-]jobs-in-{location}` */
function locationParts(segment: string, lower: string): Omit<Parts, 'languages'> | null {
  const remoteEnd = lastIndexIn(lower, '-jobs-in-', 1, segment.length - '-jobs-in-'.length - 1);
  if (remoteEnd !== -1)
    return { remote: segment.slice(0, remoteEnd), location: segment.slice(remoteEnd + '-jobs-in-'.length) };
  if (lower.startsWith('jobs-in-') && segment.length > 'jobs-in-'.length)
    return { remote: null, location: segment.slice('jobs-in-'.length) };
  return null;
}

function splitLanguages(part: string): string[] | null {
  const languages = decode(part)
    .split('+')
    .map((language) => language.trim())
    .filter(Boolean);
  return languages.length > 0 ? languages : null;
}

function parseFilters(segment: string): Omit<JobListPath, 'page'> | null {
  if (segment.toLowerCase() === 'jobs') return { ...EMPTY };
  // Every other variant has a name, and a name never holds a line break (the grammar's `.`).
  if (LINE_TERMINATOR.test(segment)) return null;
  const lower = asciiLower(segment);
  if (lower.startsWith('jobs-with-') && segment.length > 'jobs-with-'.length) {
    return { ...EMPTY, skill: decode(segment.slice('jobs-with-'.length)) };
  }
  if (lower.startsWith('jobs-at-') && segment.length > 'jobs-at-'.length) {
    return { ...EMPTY, minisite: decode(segment.slice('jobs-at-'.length)) };
  }
  const remoteOf = (remote: string | null) => (remote ? decode(remote) : null);
  const both = locationLanguagesParts(segment, lower);
  if (both) {
    const languages = splitLanguages(both.languages);
    return languages && { ...EMPTY, remote: remoteOf(both.remote), location: decode(both.location), languages };
  }
  const spoken = languagesParts(segment, lower);
  if (spoken) {
    const languages = splitLanguages(spoken.languages);
    return languages && { ...EMPTY, remote: remoteOf(spoken.remote), languages };
  }
  const place = locationParts(segment, lower);
  if (place) return { ...EMPTY, remote: remoteOf(place.remote), location: decode(place.location) };
  if (lower.endsWith('-jobs') && segment.length > '-jobs'.length)
    return { ...EMPTY, remote: decode(segment.slice(0, -'-jobs'.length)) };
  return null;
}

/** Removes trailing slashes (`/applicant/jobs-in-Europe/` -> `/applicant/jobs-in-Europe`); `/` stays `/`. */
export function stripTrailingSlash(pathname: string): string {
  // A loop rather than /\/+$/, which is quadratic on a long run of slashes followed by anything else.
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === 0x2f) end -= 1;
  return end === 0 ? '/' : pathname.slice(0, end);
}

/** Reads a job-list path; null when the path is not one (e.g. `/jobs/{url}`, `/login`). Query and hash are ignored. */
export function parseJobListPath(pathname: string): JobListPath | null {
  // A raw line break anywhere makes the path unreadable (the grammar's `.` never matches one).
  if (LINE_TERMINATOR.test(pathname)) return null;
  const cut = pathname.search(/[?#]/);
  const path = stripTrailingSlash(cut === -1 ? pathname : pathname.slice(0, cut));
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

/**
 * Which variant of docs/product-rules.md#job-list-paths a set of filters takes (minisite, then skill, then
 * location/languages/remote).
 */
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
 * location/languages/remote (the grammar has no combined form): the other filters belong in the query string.
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
 * The path to redirect to when `pathname` is a job-list path that is not canonical
 * (docs/product-rules.md#path-names-and-canonical-paths); null when it is already canonical or is not a job-list path.
 * Query and hash, if given, are kept.
 */
export function canonicalJobListPath(pathname: string): string | null {
  const cut = pathname.search(/[?#]/);
  const path = cut === -1 ? pathname : pathname.slice(0, cut);
  const rest = cut === -1 ? '' : pathname.slice(cut);
  const parsed = parseJobListPath(path);
  if (!parsed) return null;
  const canonical = buildJobListPath(normaliseJobListPath(parsed));
  // Compared as text, not as bytes: a browser's location holds `Krak%C3%B3w` where the built path has `Kraków`, and
  // answering a redirect to the same page would send the shell round in a loop that renders nothing.
  return decode(canonical) === decode(path) ? null : canonical + rest;
}

/** At most this many languages, and this long a name, in a minisite's filter query. */
export const MINISITE_FILTER_LIMITS = { languages: 5, name: 60 } as const;

/**
 * A minisite's language and location filters ride in its query (`/jobs-at-acme?language=German&location=Spain`):
 * its path carries only the company (docs/product-rules.md#minisite-filters). '' without a minisite or a filter.
 */
export function minisiteFilterQuery(p: Pick<JobListPath, 'minisite' | 'languages' | 'location'>): string {
  if (!p.minisite) return '';
  const params = new URLSearchParams();
  for (const language of p.languages) params.append('language', language);
  if (p.location) params.set('location', p.location);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A minisite path with the filters of its query (minisiteFilterQuery's reverse), bounded; any other path as it is.
 * Unknown names are the caller's to refuse, as with path names.
 */
export function withMinisiteFilters(path: JobListPath, languages: string[], location: string | null): JobListPath {
  if (!path.minisite) return path;
  const name = (value: string) => value.trim().slice(0, MINISITE_FILTER_LIMITS.name);
  return {
    ...path,
    languages: [...new Set(languages.map(name).filter(Boolean))].slice(0, MINISITE_FILTER_LIMITS.languages),
    location: location ? name(location) || null : null,
  };
}
