import { sql } from 'kysely';
import type { Job, JobExtra, TasksToApply } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { oneOf, oneOfShape, prepared, preparedFirst } from '../../db/prepared';
import { queryTemplate } from '../../db/query-template';
import { missingLanguages } from '../required-languages';
import { hasGeneralInformation } from '../users';
import { wireTime } from '../../lib/wire-time';

/** The candidate's side of `extra`: the tasks to apply and their languages (name and level, what the rule reads). */
type CandidateSide = { tasks: TasksToApply; languages: { name: string; level: number }[] };

const candidateSideQuery = queryTemplate((db, _shape: null, userId: number) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'users.nombre',
      'users.apellidos',
      'users.fk_pais_id',
      sql<{ name: string; level: number }[]>`(SELECT coalesce(json_agg(json_build_object('name', languages.name,
      'level', candidate_languages.level)), '[]')
      FROM candidate_languages JOIN languages ON languages.id = candidate_languages.language_id
      WHERE candidate_languages.user_id = users.id)`.as('languages'),
      eb
        .exists(eb.selectFrom('candidate_cvs').select(sql`1`.as('one')).whereRef('user_id', '=', 'users.id'))
        .as('has_cv'),
    ])
    .where('users.id', '=', userId),
);

/**
 * The tasks to apply (docs/product-rules.md#applying): contact info, languages and CV, 1 done and 0 pending, with the
 * candidate's languages in the same row: one query for both halves of the candidate's side of `extra`, which every
 * signed-in list, job page and matchings page asks (docs/search.md#cpu-per-request). The profile's other tasks
 * (candidateTasks) are not needed here.
 */
async function candidateSide(db: Db, userId: number): Promise<CandidateSide> {
  // A named prepared statement, as the jobs query below: both run on every signed-in list, job page and matchings
  // page, and planning was most of their time (docs/search.md#prepared-statements-for-the-hot-queries).
  // Built once (docs/search.md#queries-built-once).
  const user = await preparedFirst(db, candidateSideQuery(null, userId));
  if (!user) throw new Error(`candidateSide: no user ${userId}`);
  return {
    tasks: {
      general_information: hasGeneralInformation(user) ? 1 : 0,
      languages: user.languages.length > 0 ? 1 : 0,
      cv: user.has_cv ? 1 : 0,
    },
    languages: user.languages,
  };
}

/** The tasks to apply alone (the refusal of an application reads them). */
export async function tasksToApply(db: Db, userId: number): Promise<TasksToApply> {
  return (await candidateSide(db, userId)).tasks;
}

type ExtraQuestion = Omit<NonNullable<JobExtra['screeningQuestions']>[number], 'answer'>;

/**
 * The jobs with the candidate's application (applications (user_id, job_id) is unique: at most one row a job),
 * favourite mark and the screening questions in the order they are asked; archived questions are not asked any more
 * (docs/company-area.md#screening-questions). Built once per shape (docs/search.md#queries-built-once).
 */
const ownJobsQuery = queryTemplate((db, _shape: { ids: string }, userId: number, ids: readonly number[]) =>
  db
    .selectFrom('jobs')
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
      sql<ExtraQuestion[]>`(SELECT coalesce(json_agg(json_build_object('id', q.id, 'question', q.question,
      'kind', q.kind, 'options', q.options, 'knockout_answer', q.knockout_answer) ORDER BY q.position, q.id), '[]')
      FROM screening_questions q WHERE q.job_id = jobs.id AND NOT q.archived)`.as('questions'),
    ])
    .where(oneOf('jobs.id', ids)),
);

/**
 * Fills `extra` (docs/contracts.md#jobs) for a signed-in candidate, for any number of jobs in two queries (the jobs
 * with the candidate's favourite mark, application and the screening questions; the candidate's tasks to apply and
 * languages). Guests keep `extra: null` (docs/product-rules.md#users-and-roles: jobseeker data
 * implies a signed-in user).
 */
export async function addCandidateExtra(db: Db, userId: number | null, jobs: Job[]): Promise<Job[]> {
  if (userId === null || jobs.length === 0) return jobs;
  const ids = jobs.map((job) => job.id);
  const [own, { tasks, languages }] = await Promise.all([
    prepared(db, ownJobsQuery({ ids: oneOfShape(ids) }, userId, ids)),
    candidateSide(db, userId),
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
        ? { id: application.id, created_at: wireTime(application.created_at), status: application.status }
        : null,
      // A job with an external link can still be applied to: the button sends the candidate there.
      canApply: job.available && !application,
      available: job.available,
      redirect: redirectByJob.get(job.id) ?? null,
      favorite: ownByJob.get(job.id)?.favorite === true,
      // preferred_answer stays on the company's side: only the knockout answer is disclosed.
      screeningQuestions: (ownByJob.get(job.id)?.questions ?? []).map((q) => ({
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
