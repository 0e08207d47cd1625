import type { JobListResponse } from './jobs';

/**
 * The data a server-rendered page carries for the client, so the first render asks the api for nothing the server has
 * just answered (docs/delivery.md#the-list-travels-in-the-page): `<script id="page-data" type="application/json">`
 * after the page's markup. Written by the api's page server, read once by shared-kit/http's `takePageData`.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** One page of a job list as asked for: the fields that decide `GET /api{path}?…&_from=&_size=`'s answer. */
export type JobListRequestFields = {
  /** The list's path without its page number (`/jobs`, `/jobs-in-Germany`). */
  path: string;
  from: number;
  size: number;
  keywords: string;
  experience: readonly number[];
  employment_type: readonly number[];
  latests: boolean;
};

/**
 * The identity of a job-list request: equal requests, however their filters were ordered, have equal keys. The page
 * server stamps its answer with it, and the client takes that answer only for a request with the same key.
 */
export function jobListRequestKey(request: JobListRequestFields): string {
  const ids = (values: readonly number[]) => [...new Set(values)].sort((a, b) => a - b);
  return JSON.stringify([
    request.path,
    request.from,
    request.size,
    request.keywords.trim(),
    ids(request.experience),
    ids(request.employment_type),
    request.latests,
  ]);
}

export type PageData = {
  /** A guest's answer (no candidate's `extra`) to the job-list request `key`. */
  jobList?: { key: string; answer: JobListResponse };
  /**
   * Answers to the plain GETs the page's first screen makes, by their exact URL (`/api/company-landing`):
   * what the server read to write the page's first HTML, as the api answers it.
   */
  answers?: Record<string, unknown>;
  /**
   * The signed-in user these answers are for (a page written for their session: the candidate's dashboard); absent,
   * they are a guest's. Taken only by a session of that same user.
   */
  viewer?: number;
};
