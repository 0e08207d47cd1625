/**
 * The job-list path grammar of SPEC section 2, as the api reads it for `GET /api{path}`. It mirrors
 * `parseJobListPath` of shared-kit/routes (same regular expressions, same precedence); the api may import only
 * shared-kit/contracts, so keep the two in step (or move the pure grammar into contracts).
 *
 *   /jobs  /jobs-with-{skill}  /jobs-at-{minisite}  /jobs-in-{location}  /jobs-for-{a+b}-speakers
 *   /jobs-in-{location}-for-{a+b}-speakers  /{remote}-jobs[-in-{location}][-for-{a+b}-speakers]
 * each with an optional trailing /{page}.
 */
export type JobListPath = {
  languages: string[];
  location: string | null;
  remote: string | null;
  skill: string | null;
  minisite: string | null;
  page: number | null;
};

const EMPTY: JobListPath = { languages: [], location: null, remote: null, skill: null, minisite: null, page: null };

const PAGE = /^[1-9]\d{0,5}$/;
const SKILL = /^jobs-with-(.+)$/i;
const MINISITE = /^jobs-at-(.+)$/i;
const LOCATION_LANGUAGES = /^(?:(.+)-)?jobs-in-(.+?)-for-(.+)-speakers$/i;
const LANGUAGES = /^(?:(.+)-)?jobs-for-(.+)-speakers$/i;
const LOCATION = /^(?:(.+)-)?jobs-in-(.+)$/i;
const REMOTE = /^(.+)-jobs$/i;

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
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
  let m = SKILL.exec(segment);
  if (m) return { ...EMPTY, skill: decode(m[1] as string) };
  m = MINISITE.exec(segment);
  if (m) return { ...EMPTY, minisite: decode(m[1] as string) };
  m = LOCATION_LANGUAGES.exec(segment);
  if (m) {
    const languages = splitLanguages(m[3] as string);
    return languages && { ...EMPTY, remote: m[1] ? decode(m[1]) : null, location: decode(m[2] as string), languages };
  }
  m = LANGUAGES.exec(segment);
  if (m) {
    const languages = splitLanguages(m[2] as string);
    return languages && { ...EMPTY, remote: m[1] ? decode(m[1]) : null, languages };
  }
  m = LOCATION.exec(segment);
  if (m) return { ...EMPTY, remote: m[1] ? decode(m[1]) : null, location: decode(m[2] as string) };
  m = REMOTE.exec(segment);
  if (m) return { ...EMPTY, remote: decode(m[1] as string) };
  return null;
}

/** Reads a job-list path (without the /api prefix); null when it is not one. */
export function parseJobListPath(pathname: string): JobListPath | null {
  const path = pathname.replace(/[?#].*$/, '').replace(/\/+$/, '');
  const segments = path.split('/').slice(1);
  if (segments.length === 0 || segments.length > 2 || !segments[0]) return null;
  let page: number | null = null;
  if (segments.length === 2) {
    if (!PAGE.test(segments[1] as string)) return null;
    page = Number(segments[1]);
  }
  const filters = parseFilters(segments[0]);
  return filters && { ...filters, page };
}
