// The job search of the current list page (docs/product-rules.md#job-search-and-lists). Primitive atoms stay private to
// this module; the page reads them through the exported hooks. Atoms live in the one app store (the shell's jotai
// Provider).
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { JOB_LIST_PAGE_SIZE } from 'shared-kit/constants';
import type { Job, JobListReference, JobListResponse, Seo } from 'shared-kit/contracts';
import { isHttpError } from 'shared-kit/http';
import { currentLocale } from 'shared-kit/i18n';
import { getJobs, pageJobList } from '../../../api/get-jobs';
import type { SearchQuery } from './search-url';

export type SearchRequest = {
  /** Identity of the result list (searchKey). */
  key: string;
  /** The api path, without the page. */
  apiPath: string;
  query: SearchQuery;
  /** Offset of the first job (from the path's page). */
  offset: number;
  /** The job selected by the URL. */
  job: number | null;
};

export type Reference = JobListReference;

export type JobListState = {
  key: string | null;
  /** 'past-end': the path's page lies beyond the last result (`/jobs/999`): the page goes back to the first. */
  status: 'idle' | 'loading' | 'error' | 'not-found' | 'past-end' | 'ready';
  jobs: Job[];
  total: number;
  /** The api stopped counting: there are more than `total` matches. */
  totalCapped: boolean;
  offset: number;
  hasMore: boolean;
  more: 'idle' | 'loading' | 'error';
  seo: Seo | null;
  selectedId: number | null;
  /** The job the URL named when last applied: tells a selection made here from one the URL made. */
  urlJob: number | null;
  reference: Reference;
  /**
   * The interface language `reference` was answered in (its cities are named in it), null before any answer: while it
   * is the current one, searches ask for the jobs without the reference lists (docs/contracts.md#jobs).
   */
  referenceLocale: string | null;
  hasMinisiteService: boolean;
  companyIdMinisite: number | null;
  /** docs/product-rules.md#minisites: a company id without the minisite service. */
  minisiteWithoutTemplate: boolean;
};

const NO_REFERENCE: Reference = { languages: [], countries: [], cities: [], remotes: [] };

const INITIAL: JobListState = {
  key: null,
  status: 'idle',
  jobs: [],
  total: 0,
  totalCapped: false,
  offset: 0,
  hasMore: false,
  more: 'idle',
  seo: null,
  selectedId: null,
  urlJob: null,
  reference: NO_REFERENCE,
  referenceLocale: null,
  hasMinisiteService: false,
  companyIdMinisite: null,
  minisiteWithoutTemplate: false,
};

const stateAtom = atom<JobListState>(INITIAL);
const requestAtom = atom<SearchRequest | null>(null);
// Answers to a superseded search are dropped.
const generationAtom = atom(0);

const hasMoreAfter = (loaded: number, page: number, total: number, capped = false) =>
  page === JOB_LIST_PAGE_SIZE && (capped || loaded < total);

/** The state of a search just started: the reference lists stay, so the filters do not jump. */
const started = (s: JobListState, request: SearchRequest): JobListState => ({
  ...INITIAL,
  reference: s.reference,
  referenceLocale: s.referenceLocale,
  key: request.key,
  status: 'loading',
  offset: request.offset,
  selectedId: request.job,
  urlJob: request.job,
});

/**
 * The state once the search's first answer is there. `locale`: the language the answer's reference lists are in, or
 * null when it was asked without them (the ones held stay).
 */
function answered(
  s: JobListState,
  request: SearchRequest,
  response: JobListResponse,
  locale: string | null,
): JobListState {
  const jobs = response.jobs.data;
  // A page past the results would show "2,891 jobs found" over an empty list: it is not a page of this list.
  if (jobs.length === 0 && request.offset > 0) return { ...s, status: 'past-end' };
  const hasMinisiteService = response.hasMinisiteService === true;
  const companyIdMinisite = response.companyIdMinisite ?? null;
  // docs/product-rules.md#loading-selection-and-paging: with no selection and no minisite service the first result is
  // selected; none when empty.
  let selectedId = s.selectedId;
  if (jobs.length === 0) selectedId = null;
  else if (selectedId === null && !hasMinisiteService) selectedId = jobs[0].id;
  return {
    ...s,
    status: 'ready',
    jobs,
    total: response.jobs.total_search,
    totalCapped: response.jobs.total_capped === true,
    hasMore: hasMoreAfter(
      request.offset + jobs.length,
      jobs.length,
      response.jobs.total_search,
      response.jobs.total_capped,
    ),
    seo: response.seo ?? null,
    selectedId,
    ...(locale === null
      ? {}
      : {
          reference: {
            languages: response.languages?.data ?? [],
            countries: response.countries?.data ?? [],
            cities: response.cities?.data ?? [],
            remotes: response.remotes ?? [],
          },
          referenceLocale: locale,
        }),
    hasMinisiteService,
    companyIdMinisite,
    minisiteWithoutTemplate: companyIdMinisite !== null && !hasMinisiteService,
  };
}

const jobsInput = (request: SearchRequest) => ({ path: request.apiPath, from: request.offset, query: request.query });

/** Whether the reference lists held are in the interface's language: a search then need not ask for them again. */
const holdsReference = (s: JobListState) => s.referenceLocale !== null && s.referenceLocale === currentLocale();

/** A new search replaces the list (docs/product-rules.md#loading-selection-and-paging). */
const searchAtom = atom(null, async (get, set, request: SearchRequest) => {
  const generation = get(generationAtom) + 1;
  set(generationAtom, generation);
  set(requestAtom, request);
  set(stateAtom, (s) => started(s, request));
  const locale = holdsReference(get(stateAtom)) ? null : currentLocale();
  try {
    const response = await getJobs({ ...jobsInput(request), lists: locale === null ? 'none' : 'all' });
    if (get(generationAtom) !== generation) return;
    set(stateAtom, (s) => answered(s, request, response, locale));
  } catch (error) {
    if (get(generationAtom) !== generation) return;
    // An unknown language, location or skill is a 404: the page resets the filters.
    const notFound = isHttpError(error) && error.response?.status === 404;
    set(stateAtom, (s) => ({ ...s, status: notFound ? 'not-found' : 'error' }));
  }
});

/**
 * The search of the visit's first page, answered at once from the list the page carries, if it does
 * (docs/delivery.md#the-list-travels-in-the-page): the list's first render is the list, not the server's markup
 * again. True when it was.
 */
const searchFromPageAtom = atom(null, (get, set, request: SearchRequest): boolean => {
  const response = pageJobList(jobsInput(request));
  if (!response) return false;
  set(generationAtom, get(generationAtom) + 1);
  set(requestAtom, request);
  set(stateAtom, (s) => answered(started(s, request), request, response, currentLocale()));
  return true;
});

/** Loading more appends, asking from an offset equal to the number already loaded. Resolves true when added. */
const loadMoreAtom = atom(null, async (get, set): Promise<boolean> => {
  const request = get(requestAtom);
  const state = get(stateAtom);
  if (!request || state.status !== 'ready' || state.more === 'loading' || !state.hasMore) return false;
  const generation = get(generationAtom);
  const from = state.offset + state.jobs.length;
  set(stateAtom, (s) => ({ ...s, more: 'loading' }));
  try {
    // More of the same list: its reference lists are held already.
    const response = await getJobs({ path: request.apiPath, from, query: request.query, lists: 'none' });
    if (get(generationAtom) !== generation) return false;
    const added = response.jobs.data;
    set(stateAtom, (s) => ({
      ...s,
      jobs: [...s.jobs, ...added.filter((job) => !s.jobs.some((known) => known.id === job.id))],
      total: response.jobs.total_search,
      totalCapped: response.jobs.total_capped === true,
      more: 'idle',
      hasMore: hasMoreAfter(from + added.length, added.length, response.jobs.total_search, response.jobs.total_capped),
    }));
    return added.length > 0;
  } catch {
    if (get(generationAtom) === generation) set(stateAtom, (s) => ({ ...s, more: 'error' }));
    return false;
  }
});

const selectAtom = atom(null, (_get, set, id: number | null) => set(stateAtom, (s) => ({ ...s, selectedId: id })));

/** The URL named a job of the same list: it becomes the selection. */
const selectFromUrlAtom = atom(null, (_get, set, id: number | null) =>
  set(stateAtom, (s) => ({ ...s, selectedId: id ?? s.selectedId, urlJob: id })),
);

/**
 * docs/product-rules.md#loading-selection-and-paging: the next item; at the end, load more from the number loaded, then
 * continue.
 */
const nextAtom = atom(null, async (get, set) => {
  const { jobs, selectedId } = get(stateAtom);
  const index = jobs.findIndex((job) => job.id === selectedId);
  if (index + 1 < jobs.length) return set(selectAtom, jobs[index + 1].id);
  if (!(await set(loadMoreAtom))) return;
  const after = get(stateAtom).jobs[index + 1];
  if (after) set(selectAtom, after.id);
});

const previousAtom = atom(null, (get, set) => {
  const { jobs, selectedId } = get(stateAtom);
  const index = jobs.findIndex((job) => job.id === selectedId);
  if (index > 0) set(selectAtom, jobs[index - 1].id);
});

/** Runs the last search again (after an error). */
const retryAtom = atom(null, (get, set) => {
  const request = get(requestAtom);
  if (request) set(searchAtom, request);
});

/** Drops the list, e.g. when leaving the page or resetting unknown filters. */
const resetAtom = atom(null, (get, set) => {
  set(generationAtom, get(generationAtom) + 1);
  set(requestAtom, null);
  set(stateAtom, INITIAL);
});

export function useJobListState(): JobListState {
  return useAtomValue(stateAtom);
}

export function useJobListActions() {
  const search = useSetAtom(searchAtom);
  const loadMore = useSetAtom(loadMoreAtom);
  const select = useSetAtom(selectAtom);
  const selectFromUrl = useSetAtom(selectFromUrlAtom);
  const next = useSetAtom(nextAtom);
  const previous = useSetAtom(previousAtom);
  const reset = useSetAtom(resetAtom);
  const retry = useSetAtom(retryAtom);
  const searchFromPage = useSetAtom(searchFromPageAtom);
  return useMemo(
    () => ({ search, searchFromPage, loadMore, select, selectFromUrl, next, previous, reset, retry }),
    [search, searchFromPage, loadMore, select, selectFromUrl, next, previous, reset, retry],
  );
}
