import type { CountryListResponse, JobListResponse, Tag } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

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
 */
function getEditorLists(): Promise<EditorLists> {
  loading ??= Promise.all([
    http.get<CountryListResponse>('/api/countries', { notifyErrors: false }),
    http.get<{ languages: EditorLists['languages'] }>('/api/languages', { notifyErrors: false }),
    http.get<JobListResponse>('/api/jobs', { params: { _size: 1 }, silent: true, notifyErrors: false }),
  ]).then(([countries, languages, jobs]) => ({
    countries: countries.data.countries,
    languages: languages.data.languages,
    remotes: jobs.data.remotes,
  }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
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
