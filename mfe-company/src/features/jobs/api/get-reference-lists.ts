import type { CountryListResponse, JobListResponse, Tag } from 'shared-kit/contracts';
import { FIRST_REQUEST_URLS, firstGet, http, useRequest } from 'shared-kit/http';

export type EditorLists = {
  countries: CountryListResponse['countries'];
  /** The board's languages with their ids (`GET /api/languages`) and remote types (from the job list). */
  languages: { id: number; slug: string; name: string }[];
  remotes: JobListResponse['remotes'];
};

let loading: Promise<EditorLists> | null = null;

/**
 * What the job editor chooses from: every country (`GET /api/countries`), the languages (`GET /api/languages`) and
 * the remote types (the job list's `remotes`). Asked once per page load; a failure is forgotten so a retry asks again.
 * The first load takes the answers the page carries (the api writes `/company/jobs/create` with them,
 * docs/delivery.md#the-dashboard-in-the-first-html) or those main.js asked for early.
 */
function getEditorLists(): Promise<EditorLists> {
  loading ??= Promise.all([
    firstGet<CountryListResponse>(FIRST_REQUEST_URLS.editorCountries, { notifyErrors: false }),
    firstGet<{ languages: EditorLists['languages'] }>(FIRST_REQUEST_URLS.editorLanguages, { notifyErrors: false }),
    firstGet<JobListResponse>(FIRST_REQUEST_URLS.editorRemotes, { silent: true, notifyErrors: false }),
  ]).then(([countries, languages, jobs]) => editorLists(countries, languages, jobs));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The editor's lists from the three answers (here, and in the api's first HTML of the form). */
export function editorLists(
  countries: CountryListResponse,
  languages: { languages: EditorLists['languages'] },
  jobs: Pick<JobListResponse, 'remotes'>,
): EditorLists {
  return { countries: countries.countries, languages: languages.languages, remotes: jobs.remotes };
}

export function useEditorLists() {
  return useRequest(getEditorLists);
}

/** Forgets the shared answer, as a new page load would. */
export function forgetEditorLists(): void {
  loading = null;
}

/** `GET /api/tags?q=`: at most 20 skill tags matching the text; `signal` cancels a search typed past. */
export async function searchTags(q: string, signal: AbortSignal): Promise<Tag[]> {
  const response = await http.get<{ data: Tag[] }>('/api/tags', {
    params: { q },
    signal,
    silent: true,
    notifyErrors: false,
  });
  return response.data.data;
}
