import type { ApplicantMailChoice } from 'shared-kit/account-rules';
import { http, useGet } from 'shared-kit/http';

/**
 * `GET /api/companies/applicant-mails` (docs/company-area.md#mails-about-new-applicants): how the company hears of
 * new applicants, one choice for all its accounts.
 */
export function useApplicantMails() {
  return useGet<{ applicant_mails: ApplicantMailChoice }>('/api/companies/applicant-mails');
}

/** `PUT /api/companies/applicant-mails`: the api checks the choice (422 on `applicant_mails`). */
export async function saveApplicantMails(choice: ApplicantMailChoice): Promise<ApplicantMailChoice> {
  const response = await http.put<{ applicant_mails: ApplicantMailChoice }>(
    '/api/companies/applicant-mails',
    { applicant_mails: choice },
    { notifyErrors: false },
  );
  return response.data.applicant_mails;
}
