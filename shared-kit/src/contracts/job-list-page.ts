// What a job list page shows before JavaScript, handed from the api to mfe-jobs' server module (`renderJobList`,
// docs/architecture.md#one-rendering): the api's answer to the same search, plain data. One type for both sides,
// so a field one of them renames breaks the other's type-check instead of the first HTML.
import type { MinisiteBlock } from './company-minisite';
import type { JobListPath } from './job-list-path';
import type { Job } from './jobs';
import type { City, Country, Language, Remote } from './reference';

/** A job search's filters that are not in the path, as the list's URL query carries them, parsed. */
export type JobSearchFilters = {
  keywords: string;
  experience: number[];
  employment_type: number[];
  latests: boolean;
};

/** The reference lists a job list's filters offer and name (the same the JSON api sends with a list). */
export type JobListReference = { languages: Language[]; countries: Country[]; cities: City[]; remotes: Remote[] };

export type JobListPageData = {
  h1: string;
  /** The company's careers header (a minisite with the service), null otherwise. */
  minisite: {
    name: string;
    logo: string | null;
    template: number | null;
    content: Record<string, unknown> | null;
    description?: string | null;
    blocks?: MinisiteBlock[];
  } | null;
  jobs: Job[];
  total: number;
  capped: boolean;
  /** The list's path as asked for, and its query's filters. */
  list: JobListPath;
  query: JobSearchFilters;
  reference: JobListReference;
  page: number;
  pageCount: number;
  /** The canonical address of each page linked (the api's), without the query. */
  pageHrefs: Record<number, string>;
};
