import { useGet } from 'shared-kit/http';

/** `GET /api/companies/jobs/{id}`: the job whose applicants are shown (its title; 404 when not the caller's). */
export function useCompanyJob(id: number) {
  return useGet<{ job: { id: number; title: string; status: string; url: string } }>(`/api/companies/jobs/${id}`);
}
