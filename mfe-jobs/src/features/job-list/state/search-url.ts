// The URL is the single source of truth of a job search: the path carries languages, location, remote, skill,
// minisite and page (shared grammar), the query carries keywords, experience, employment_type, latests and the
// selected job. These helpers read and write that URL; nothing else decides how a search is spelt.
import type { JobListQuery } from '../../../api/get-jobs';
import {
  buildJobListPath,
  canonicalName,
  type JobListPath,
  minisiteFilterQuery,
  parseJobListPath,
  withMinisiteFilters,
} from 'shared-kit/routes';

export type SearchQuery = JobListQuery;

export type SearchUrl = { path: JobListPath; query: SearchQuery; job: number | null };

export const EMPTY_QUERY: SearchQuery = { keywords: '', experience: [], employment_type: [], latests: false };

function numbers(params: URLSearchParams, name: string): number[] {
  const values = [...params.getAll(name), ...params.getAll(`${name}[]`)];
  const ids = values.map(Number).filter((n) => Number.isInteger(n) && n >= 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads a job-list location; null when the path is not a job list. */
export function readSearchUrl(pathname: string, search: string): SearchUrl | null {
  const parsed = parseJobListPath(pathname);
  if (!parsed) return null;
  const params = new URLSearchParams(search);
  // A minisite's language and location filters ride in its query (docs/product-rules.md#minisite-filters).
  const path = withMinisiteFilters(parsed, params.getAll('language'), params.get('location'));
  const latests = params.get('latests');
  return {
    path,
    query: {
      keywords: (params.get('keywords') ?? '').trim(),
      experience: numbers(params, 'experience'),
      employment_type: numbers(params, 'employment_type'),
      latests: latests === '1' || latests === 'true',
    },
    job: positiveId(params.get('job')),
  };
}

/** The query string of a search (`?keywords=..&experience=1&latests=1&job=5`), '' when empty. */
function searchQueryString(query: SearchQuery, job: number | null = null): string {
  const params = new URLSearchParams();
  if (query.keywords.trim()) params.set('keywords', query.keywords.trim());
  for (const id of query.experience) params.append('experience', String(id));
  for (const id of query.employment_type) params.append('employment_type', String(id));
  if (query.latests) params.set('latests', '1');
  if (job !== null) params.set('job', String(job));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Canonical URL of a search: names normalised so the shell never has to redirect it. */
export function buildSearchUrl(path: Partial<JobListPath>, query: SearchQuery, job: number | null = null): string {
  const names = {
    languages: (path.languages ?? []).map(canonicalName).filter(Boolean),
    location: path.location ? canonicalName(path.location) : null,
  };
  const canonical = buildJobListPath({ ...path, ...names });
  // A minisite's filters lead its query, the other filters follow.
  const filters = minisiteFilterQuery({ minisite: path.minisite ?? null, ...names });
  const rest = searchQueryString(query, job);
  return canonical + (filters && rest ? `${filters}&${rest.slice(1)}` : filters || rest);
}

/** Identity of a result list: the same key means the same jobs (the selected job is not part of it). */
export function searchKey(path: JobListPath, query: SearchQuery): string {
  return buildSearchUrl(path, query);
}

/** docs/product-rules.md#filters: languages, remotes, country, city, keywords and latests each count once. */
export function countFilters(path: JobListPath, query: SearchQuery): number {
  return [path.languages.length > 0, !!path.remote, !!path.location, !!query.keywords, query.latests].filter(Boolean)
    .length;
}
