import type { Job, JobExtra } from 'shared-kit/contracts';
import type { Db } from '../../db/database';

/**
 * Fills `extra` (docs/contracts.md#jobs) for a signed-in candidate, for any number of jobs in four batched queries.
 * Guests keep `extra: null` (docs/product-rules.md#users-and-roles: jobseeker data implies a signed-in user).
 */
export async function addCandidateExtra(db: Db, userId: number | null, jobs: Job[]): Promise<Job[]> {
  if (userId === null || jobs.length === 0) return jobs;
  const ids = jobs.map((job) => job.id);
  const [favorites, applications, questions, links] = await Promise.all([
    db.selectFrom('favorites').select('job_id').where('user_id', '=', userId).where('job_id', 'in', ids).execute(),
    db
      .selectFrom('applications')
      .select(['id', 'job_id', 'answers', 'created_at'])
      .where('user_id', '=', userId)
      .where('job_id', 'in', ids)
      .execute(),
    db
      .selectFrom('screening_questions')
      .select(['id', 'job_id', 'question'])
      .where('job_id', 'in', ids)
      .orderBy('job_id')
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db.selectFrom('jobs').select(['id', 'apply_url']).where('id', 'in', ids).execute(),
  ]);
  const favorite = new Set(favorites.map((row) => row.job_id));
  const applicationByJob = new Map(applications.map((row) => [row.job_id, row]));
  const redirectByJob = new Map(links.map((row) => [row.id, row.apply_url]));
  return jobs.map((job) => {
    const application = applicationByJob.get(job.id);
    // Answers are keyed by question id; the candidate's saved answer or null.
    const answers = (application?.answers ?? {}) as Record<string, string>;
    const extra: JobExtra = {
      application: application
        ? { id: application.id, created_at: new Date(application.created_at).toISOString() }
        : null,
      canApply: job.available && !application,
      available: job.available,
      redirect: redirectByJob.get(job.id) ?? null,
      favorite: favorite.has(job.id),
      screeningQuestions: questions
        .filter((q) => q.job_id === job.id)
        .map((q) => ({ id: q.id, question: q.question, answer: answers[String(q.id)] ?? null })),
    };
    return { ...job, extra };
  });
}
