import type { JobListResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';

type JobReferenceLists = {
  languages: JobListResponse['languages']['data'];
  countries: JobListResponse['countries']['data'];
};

let loading: Promise<JobReferenceLists> | null = null;

/**
 * The board's languages and countries, as the job list answers them (`GET /api/jobs?_size=1`,
 * docs/contracts.md#jobs): the one call that lists every language a candidate can add, the same list the job search
 * filters offer. Asked once per page load and shared by the sections that need it; a failure is forgotten, so a
 * retry asks again, and raises no notice (the section says it itself).
 */
function getJobReferenceLists(): Promise<JobReferenceLists> {
  loading ??= http
    .get<JobListResponse>('/api/jobs', { params: { _size: 1 }, silent: true, notifyErrors: false })
    .then(({ data }) => ({ languages: data.languages.data, countries: data.countries.data }));
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** The reference lists for a component, with `retry`. */
export function useJobReferenceLists() {
  return useRequest(getJobReferenceLists);
}
