import { http } from 'shared-kit/http';
import type { ApplicantDetail } from './types';

/** `GET /api/companies/applicants/{id}`: the whole application; opening a 'new' one moves it to 'viewed'. */
export async function getApplicant(id: number): Promise<ApplicantDetail> {
  const response = await http.get<{ applicant: ApplicantDetail }>(`/api/companies/applicants/${id}`, {
    notifyErrors: false,
  });
  return response.data.applicant;
}
