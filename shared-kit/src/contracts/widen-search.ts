// How to widen a job search that found nothing (docs/product-rules.md#filters): one way per filter, each the path of
// the same search without it, plus all jobs for its languages and remote jobs. mfe-jobs' empty list (in the browser
// and in the first HTML) offers them from this one function. Pure, no names: the callers say each filter in the
// visitor's language.
import { buildJobListPath, type JobListPath } from './job-list-path';

export type Widening =
  /** The search without one of its languages (`name` is the language's slug as in the path). */
  | { kind: 'language'; name: string; href: string }
  | { kind: 'location'; name: string; href: string }
  | { kind: 'remote'; name: string; href: string }
  | { kind: 'skill'; name: string; href: string }
  /** The same path without the query's filters (keywords, experience, employment type, latest only). */
  | { kind: 'query'; href: string }
  /** Every job for the search's languages, whatever else was chosen. */
  | { kind: 'languages'; names: string[]; href: string }
  /** Remote jobs (for the search's languages, when it has some). */
  | { kind: 'remoteJobs'; names: string[]; href: string }
  /** The newest jobs, no filter at all. */
  | { kind: 'all'; href: string };

/**
 * The ways to widen `path` (+ `query`, the search's query string with its `?`, '' for none). A minisite search is
 * left alone: its one way out is all jobs.
 */
export function widenSearch(path: JobListPath, query: string): Widening[] {
  const base: Partial<JobListPath> = { ...path, page: null };
  const href = (changes: Partial<JobListPath>) => buildJobListPath({ ...base, ...changes }) + query;
  const ways: Widening[] = [];
  if (!path.minisite) {
    for (const name of path.languages) {
      ways.push({ kind: 'language', name, href: href({ languages: path.languages.filter((l) => l !== name) }) });
    }
    if (path.location) ways.push({ kind: 'location', name: path.location, href: href({ location: null }) });
    if (path.remote) ways.push({ kind: 'remote', name: path.remote, href: href({ remote: null }) });
    if (path.skill) ways.push({ kind: 'skill', name: path.skill, href: href({ skill: null }) });
    if (query) ways.push({ kind: 'query', href: buildJobListPath(base) });
    const languages = path.languages;
    const onlyLanguages = buildJobListPath({ languages });
    if (languages.length > 0 && onlyLanguages !== buildJobListPath(base) + query) {
      ways.push({ kind: 'languages', names: languages, href: onlyLanguages });
    }
    if (path.remote !== 'remote' && path.location?.toLowerCase() !== 'remote') {
      ways.push({ kind: 'remoteJobs', names: languages, href: buildJobListPath({ languages, remote: 'remote' }) });
    }
  }
  ways.push({ kind: 'all', href: '/jobs' });
  // Two ways to the same list are one: the first wording stays, except that the newest jobs are always "All the
  // newest jobs" (not "Without German" on /jobs-for-German-speakers).
  const kept = ways.filter((way) => way.kind === 'all' || way.href !== '/jobs');
  return kept.filter((way, index) => !kept.slice(0, index).some((earlier) => earlier.href === way.href));
}
