import type { Db } from '../../db/database';

/**
 * An application with what any mail about it reads: the candidate's account (address, name, language), their
 * `email_applications` setting (docs/operations.md#mails-about-applications), the job and its company. The caller
 * selects.
 */
export function applicationForMail(db: Db) {
  return db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .leftJoin('candidates', 'candidates.user_id', 'applications.user_id')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .innerJoin('companies', 'companies.id', 'jobs.company_id');
}
