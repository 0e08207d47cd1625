// The company's choice of mails about new applicants (docs/company-area.md#mails-about-new-applicants), one for all
// its accounts. The schema allows only the three choices; a company id always names an existing company.
import type { ApplicantMailChoice } from 'shared-kit/contracts';
import type { Db } from '../../db/database';

export async function applicantMails(db: Db, companyId: number): Promise<ApplicantMailChoice> {
  const row = await db
    .selectFrom('companies')
    .select('applicant_mails')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.applicant_mails;
}

export async function setApplicantMails(
  db: Db,
  companyId: number,
  choice: ApplicantMailChoice,
): Promise<ApplicantMailChoice> {
  const row = await db
    .updateTable('companies')
    .set({ applicant_mails: choice })
    .where('id', '=', companyId)
    .returning('applicant_mails')
    .executeTakeFirstOrThrow();
  return row.applicant_mails;
}
