import { useGet } from 'shared-kit/http';

export type CompanyJobChoice = { id: number; title: string; status: string };

/** `GET /api/companies/jobs`: the newest 20 of the company's jobs, for the job filter (and the job's title). */
export function useCompanyJobs() {
  return useGet<{ jobs: CompanyJobChoice[]; total: number }>('/api/companies/jobs');
}
