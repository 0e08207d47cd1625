import { http } from 'shared-kit/http';
import type { CompanyJob, JobInput } from './company-job';

/**
 * `POST /api/companies/jobs` (a new draft, 201) or `PATCH /api/companies/jobs/{id}`: answers the job. The editor shows
 * a 422 on its fields, so no second notice.
 */
export async function saveJob(id: number | null, input: JobInput): Promise<CompanyJob> {
  const response =
    id === null
      ? await http.post<{ job: CompanyJob }>('/api/companies/jobs', input, { notifyErrors: false })
      : await http.patch<{ job: CompanyJob }>(`/api/companies/jobs/${id}`, input, { notifyErrors: false });
  return response.data.job;
}
