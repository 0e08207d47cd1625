import { sql } from 'kysely';
import type { Job, JobExtra, TasksToApply } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { missingLanguages } from '../required-languages';
import { candidateLanguages, hasGeneralInformation } from '../users';

/**
 * The tasks to apply (docs/product-rules.md#applying): contact info, languages and CV, 1 done and 0 pending. One
 * query: every signed-in list and job page asks (docs/search.md#cpu-per-request), and the profile's other tasks
 * (candidateTasks: seven queries) are not needed here.
 */
export async function tasksToApply(db: Db, userId: number): Promise<TasksToApply> {
  const user = await db
    .selectFrom('users')
    .select((eb) => [
      'users.nombre',
      'users.apellidos',
      'users.fk_pais_id',
      eb
        .exists(eb.selectFrom('candidate_languages').select(sql`1`.as('one')).whereRef('user_id', '=', 'users.id'))
        .as('has_languages'),
      eb
        .exists(eb.selectFrom('candidate_cvs').select(sql`1`.as('one')).whereRef('user_id', '=', 'users.id'))
        .as('has_cv'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    general_information: hasGeneralInformation(user) ? 1 : 0,
    languages: user.has_languages ? 1 : 0,
    cv: user.has_cv ? 1 : 0,
  };
}

/**
 * Fills `extra` (docs/contracts.md#jobs) for a signed-in candidate, for any number of jobs in four batched queries
 * (the jobs with the candidate's favourite mark and application, their screening questions, the candidate's
 * languages, the tasks to apply). Guests keep `extra: null` (docs/product-rules.md#users-and-roles: jobseeker data
 * implies a signed-in user).
 */
export async function addCandidateExtra(db: Db, userId: number | null, jobs: Job[]): Promise<Job[]> {
  if (userId === null || jobs.length === 0) return jobs;
  const ids = jobs.map((job) => job.id);
  const [own, questions, languages, tasks] = await Promise.all([
    db
      .selectFrom('jobs')
      // applications (user_id, job_id) is unique: at most one row a job.
      .leftJoin('applications', (join) =>
        join.onRef('applications.job_id', '=', 'jobs.id').on('applications.user_id', '=', userId),
      )
      .select((eb) => [
        'jobs.id',
        'jobs.apply_url',
        'applications.id as application_id',
        'applications.answers',
        'applications.status',
        'applications.created_at',
        eb
          .exists(
            eb
              .selectFrom('favorites')
              .select(sql`1`.as('one'))
              .whereRef('favorites.job_id', '=', 'jobs.id')
              .where('favorites.user_id', '=', userId),
          )
          .as('favorite'),
      ])
      .where('jobs.id', 'in', ids)
      .execute(),
    db
      .selectFrom('screening_questions')
      .select(['id', 'job_id', 'question', 'kind', 'options', 'knockout_answer'])
      .where('job_id', 'in', ids)
      // Archived questions are not asked any more (docs/company-area.md#screening-questions).
      .where('archived', '=', false)
      .orderBy('job_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    candidateLanguages(db, userId),
    tasksToApply(db, userId),
  ]);
  const ownByJob = new Map(own.map((row) => [row.id, row]));
  const applicationByJob = new Map(
    own.flatMap((row) =>
      row.application_id === null || row.status === null || row.created_at === null
        ? []
        : [[row.id, { id: row.application_id, answers: row.answers, status: row.status, created_at: row.created_at }]],
    ),
  );
  const redirectByJob = new Map(own.map((row) => [row.id, row.apply_url]));
  return jobs.map((job) => {
    const application = applicationByJob.get(job.id);
    // Answers are keyed by question id; the candidate's saved answer or null.
    const answers = application?.answers ?? {};
    const extra: JobExtra = {
      application: application
        ? { id: application.id, created_at: new Date(application.created_at).toISOString(), status: application.status }
        : null,
      // A job with an external link can still be applied to: the button sends the candidate there.
      canApply: job.available && !application,
      available: job.available,
      redirect: redirectByJob.get(job.id) ?? null,
      favorite: ownByJob.get(job.id)?.favorite === true,
      // preferred_answer stays on the company's side: only the knockout answer is disclosed.
      screeningQuestions: questions
        .filter((q) => q.job_id === job.id)
        .map((q) => ({
          id: q.id,
          question: q.question,
          kind: q.kind,
          options: q.options,
          knockout_answer: q.knockout_answer,
          answer: answers[String(q.id)] ?? null,
        })),
      missingLanguages: missingLanguages(job.languages, languages),
      tasksToApply: tasks,
    };
    return { ...job, extra };
  });
}
