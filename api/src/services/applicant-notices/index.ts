// The company's mails about new applicants (docs/company-area.md#mails-about-new-applicants).
export { announceApplicant } from './announce';
export { sendDueApplicantDigests } from './digest';
export { applicantMails, setApplicantMails } from './setting';
