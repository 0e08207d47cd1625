// The shapes of the company's applicant calls: the api's contracts (shared-kit/contracts/company-applicants.ts),
// named as these screens use them. Type-only imports: no schema code reaches the browser.
import type { ApplicantStage, ApplicantsPage, RejectionText } from 'shared-kit/contracts';

export type { Applicant, ApplicantDetail } from 'shared-kit/contracts';
export { APPLICANT_STAGES as STAGES } from 'shared-kit/account-rules';

export type Stage = ApplicantStage;
export type ApplicantList = Omit<ApplicantsPage, 'counts'> & { counts: Partial<ApplicantsPage['counts']> };
export type RejectionMessage = RejectionText;
export type ApplicantFilters = { job?: number; status?: Stage; q?: string; page: number };
