import type { Job, JobExtra, TasksToApply } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { missingLanguages } from '../required-languages';
import { candidateLanguages, candidateTasks } from '../users';

/** The tasks to apply (docs/product-rules.md#applying): contact info, languages and CV, 1 done and 0 pending. */
export async function tasksToApply(db: Db, userId: number): Promise<TasksToApply> {
  const tasks = await candidateTasks(db, userId);
  return {
    general_information: tasks.general_information ? 1 : 0,
    languages: tasks.languages ? 1 : 0,
    cv: tasks.cv ? 1 : 0,
  };
}

/**
 * Fills `extra` (docs/contracts.md#jobs) for a signed-in candidate, for any number of jobs in a fixed number of
 * batched queries. Guests keep `extra: null` (docs/product-rules.md#users-and-roles: jobseeker data implies a
 * signed-in user).
 */
export async function addCandidateExtra(db: Db, userId: number | null, jobs: Job[]): Promise<Job[]> {
  if (userId === null || jobs.length === 0) return jobs;
  const ids = jobs.map((job) => job.id);
  const [favorites, applications, questions, links, languages, tasks] = await Promise.all([
    db.selectFrom('favorites').select('job_id').where('user_id', '=', userId).where('job_id', 'in', ids).execute(),
    db
      .selectFrom('applications')
      .select(['id', 'job_id', 'answers', 'status', 'created_at'])
      .where('user_id', '=', userId)
      .where('job_id', 'in', ids)
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
    db.selectFrom('jobs').select(['id', 'apply_url']).where('id', 'in', ids).execute(),
    candidateLanguages(db, userId),
    tasksToApply(db, userId),
  ]);
  const favorite = new Set(favorites.map((row) => row.job_id));
  const applicationByJob = new Map(applications.map((row) => [row.job_id, row]));
  const redirectByJob = new Map(links.map((row) => [row.id, row.apply_url]));
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
      favorite: favorite.has(job.id),
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
