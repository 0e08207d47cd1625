import { http } from 'shared-kit/http';
import type { ApplicantDetail, RejectionMessage, Stage } from './types';

export type ApplicantChange = {
  stage?: Stage;
  note?: string;
  rating?: number | null;
  rejection?: RejectionMessage;
};

/** `PATCH /api/companies/applicants/{id}`: stage, private note, rating or the pending rejection message. */
export async function updateApplicant(id: number, change: ApplicantChange): Promise<ApplicantDetail> {
  const response = await http.patch<{ applicant: ApplicantDetail }>(`/api/companies/applicants/${id}`, change);
  return response.data.applicant;
}
