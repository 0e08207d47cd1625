import { useGet } from 'shared-kit/http';

export type CompanyDashboard = {
  activeJobs: number;
  newApplicants: number;
  views30d: number;
  balances: { job: number; cv: number };
  /** Published jobs whose valid_through falls within 7 days. */
  expiringJobs: { id: number; title: string; valid_through: string }[];
  /** The 5 latest applicants; `stage` is the company's (new, viewed, in_review...). */
  recentApplicants: {
    id: number;
    name: string;
    job_id: number;
    job_title: string;
    stage: string;
    created_at: string;
  }[];
};

/** `GET /api/companies/dashboard` (docs/company-area.md#jobs). */
export function useDashboard() {
  return useGet<CompanyDashboard>('/api/companies/dashboard');
}
