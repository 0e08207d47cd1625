import { useCallback } from 'react';
import type { JobDetailResponse } from 'shared-kit/contracts';
import { http, useRequest } from 'shared-kit/http';
import { useLocale } from 'shared-kit/i18n';

/** `GET /api/job?id=` (docs/contracts.md#job): seo, index_not_found, job (null when unknown), relatedJobs. */
async function getJob(id: number): Promise<JobDetailResponse> {
  // A missing job is said once, by the screen (the list's notice, or the pane's line), not by the server's toast too.
  const response = await http.get<JobDetailResponse>('/api/job', { params: { id }, notifyErrors: false });
  return response.data;
}

/** The job, asked again after a language switch: its place and its related jobs' are said in the visitor's language. */
export function useJob(id: number) {
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a reason to ask again (the api reads it from the cookie).
  const load = useCallback(() => getJob(id), [id, locale]);
  return useRequest(load);
}
