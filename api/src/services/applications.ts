import { sql } from 'kysely';
import {
  type Application,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type ApplyRequest,
  type Locale,
  pageEnvelope,
  SCREENING_ANSWER_MAX_LENGTH,
  type SentCv,
  YES_NO_ANSWERS,
} from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { text, type Text } from '../i18n/catalogues';
import { notFound, ValidationFailed } from '../lib/http-errors';
import { announceApplicant } from './applicant-notices';
import { cvToSend } from './candidate-cvs';
import { lockCandidate } from './candidate-records';
import { queueApplicationReceipt } from './application-mails';
import { candidateJobCards } from './jobs/cards';
import { tasksToApply } from './jobs/extra';
import { hydrateJobs } from './jobs/hydrate';
import { jobIsAvailable } from './jobs/search';
import { missingLanguages } from './required-languages';
import { candidateLanguages } from './users';
import { wireTime } from '../lib/wire-time';

/** What applying gave: an application (new or the one made before), or the job's external link. */
export type ApplyOutcome =
  | { kind: 'application'; created: boolean; application: Application }
  | { kind: 'redirect'; redirect: string };

const TASK_MESSAGES = {
  general_information: 'api.apply.taskGeneralInformation',
  languages: 'api.apply.taskLanguages',
  cv: 'api.apply.taskCv',
} as const;

type Question = {
  id: number;
  kind: 'yes_no' | 'single_choice' | 'short_text';
  options: string[] | null;
  knockout_answer: string | null;
};

/**
 * The answers to a job's questions checked against them (docs/product-rules.md#applying): every question answered,
 * a yes/no or single choice answer one of its options (stored as the option is written, whatever the case sent), a
 * short text at most SCREENING_ANSWER_MAX_LENGTH characters. Answers to questions the job does not ask are dropped.
 */
function checkAnswers(questions: Question[], sent: Record<string, string>) {
  const errors: Record<string, Text[]> = {};
  const answers: Record<string, string> = {};
  let knockedOut = false;
  for (const question of questions) {
    const field = `answers.${question.id}`;
    const given = (sent[String(question.id)] ?? '').trim();
    if (given === '') {
      errors[field] = [text('api.apply.answerRequired')];
      continue;
    }
    let answer = given;
    if (question.kind !== 'short_text') {
      const options = question.kind === 'yes_no' ? [...YES_NO_ANSWERS] : (question.options ?? []);
      const option = options.find((o) => o.toLowerCase() === given.toLowerCase());
      if (option === undefined) {
        errors[field] = [text('api.apply.answerNotAnOption', { options: options.join(' / ') })];
        continue;
      }
      answer = option;
    } else if ([...given].length > SCREENING_ANSWER_MAX_LENGTH) {
      errors[field] = [text('api.apply.answerTooLong', { max: SCREENING_ANSWER_MAX_LENGTH })];
      continue;
    }
    answers[String(question.id)] = answer;
    if (question.knockout_answer !== null && question.knockout_answer.toLowerCase() === answer.toLowerCase()) {
      knockedOut = true;
    }
  }
  return { errors, answers, knockedOut };
}

/** What the receipt of a new application needs: the site's origin for its links, the request's language. */
export type ReceiptContext = { publicUrl: string; locale: Locale };

/**
 * Applies the candidate to a job (docs/product-rules.md#applying). The checks run in the order a candidate can
 * fix them: the job still open, its external link, the tasks to apply, the required languages, the answers. One
 * application per candidate and job: a second call, or two at once, answers the same one (the unique index decides).
 * A new application brings the candidate a receipt by mail (docs/operations.md#mails-about-applications).
 */
export async function applyToJob(
  db: Db,
  userId: number,
  request: ApplyRequest,
  receipt: ReceiptContext,
): Promise<ApplyOutcome> {
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'apply_url', jobIsAvailable.as('available')])
    .where('id', '=', request.offer_id)
    .executeTakeFirst();
  if (!job) throw new ValidationFailed({ offer_id: [text('api.validation.selected', { field: 'offer id' })] });
  if (!job.available) throw new ValidationFailed({ offer_id: [text('api.apply.closed')] });

  if (job.apply_url) {
    await db.insertInto('apply_clicks').values({ user_id: userId, job_id: job.id }).execute();
    return { kind: 'redirect', redirect: job.apply_url };
  }

  const existing = await findApplicationId(db, userId, job.id);
  if (existing !== undefined)
    return { kind: 'application', created: false, application: await loadOne(db, userId, existing) };

  const tasks = await tasksToApply(db, userId);
  const pending = (Object.keys(TASK_MESSAGES) as (keyof typeof TASK_MESSAGES)[]).filter((task) => tasks[task] === 0);
  if (pending.length > 0) throw new ValidationFailed({ tasks: pending.map((task) => text(TASK_MESSAGES[task])) });

  const [hydrated] = await hydrateJobs(db, [job.id]);
  const missing = missingLanguages(hydrated?.languages ?? [], await candidateLanguages(db, userId));
  if (missing.length > 0) {
    throw new ValidationFailed({
      languages: missing.map((language) =>
        text('api.apply.languageMissing', { language: language.name, level: String(language.level ?? 0) }),
      ),
    });
  }

  // The CV is checked before the answers: a wrong one is a field of the same form (docs/product-rules.md#applying).
  await cvToSend(db, userId, request.cv_id);

  const questions = await db
    .selectFrom('screening_questions')
    .select(['id', 'kind', 'options', 'knockout_answer'])
    .where('job_id', '=', job.id)
    // Archived questions keep old answers readable; nobody is asked them again (docs/company-area.md#screening-questions).
    .where('archived', '=', false)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const { errors, answers, knockedOut } = checkAnswers(questions, request.answers ?? {});
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

  const status: ApplicationStatus = knockedOut ? APPLICATION_STATUSES.notSelected : APPLICATION_STATUSES.applied;
  const createdId = await db.transaction().execute(async (trx) => {
    // Under the candidate's lock (as every change of their CVs): the CV cannot be deleted between the pick and the
    // insert, and one deleted just before is not picked.
    await lockCandidate(trx, userId);
    const cv = await cvToSend(trx, userId, request.cv_id);
    if (!cv) throw new ValidationFailed({ tasks: [text(TASK_MESSAGES.cv)] });
    const inserted = await trx
      .insertInto('applications')
      .values({
        user_id: userId,
        job_id: job.id,
        answers: JSON.stringify(answers),
        status,
        knocked_out: knockedOut,
        cv_id: cv.id,
        cv_name: cv.name,
      })
      .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return undefined;
    // The history starts with 'applied'; a knockout answer ends it at once, and says so in a row of its own.
    await trx
      .insertInto('application_status_history')
      .values([
        { application_id: inserted.id, status: APPLICATION_STATUSES.applied },
        ...(knockedOut ? [{ application_id: inserted.id, status: APPLICATION_STATUSES.notSelected }] : []),
      ])
      .execute();
    // The company's side starts at 'new', or 'rejected' when a knockout answer pre-marked it
    // (docs/company-area.md#applicants).
    await trx
      .insertInto('application_reviews')
      .values({ application_id: inserted.id, stage: knockedOut ? 'rejected' : 'new' })
      .execute();
    // The receipt, with the application or not at all. A knockout answer ended the application on the form, which
    // said so: a mail saying it was sent would mislead.
    // The company hears of it too, as it chose (docs/company-area.md#mails-about-new-applicants); not of an
    // application its own knockout question ended.
    if (!knockedOut) {
      await queueApplicationReceipt(trx, {
        applicationId: inserted.id,
        publicUrl: receipt.publicUrl,
        requestLocale: receipt.locale,
      });
      await announceApplicant(trx, { applicationId: inserted.id, publicUrl: receipt.publicUrl });
    }
    return inserted.id;
  });
  // Another request of the same candidate created it a moment before: answer that one.
  const id = createdId ?? (await findApplicationId(db, userId, job.id));
  if (id === undefined) throw new ValidationFailed({ offer_id: [text('api.apply.closed')] });
  return { kind: 'application', created: createdId !== undefined, application: await loadOne(db, userId, id) };
}

async function findApplicationId(db: Db, userId: number, jobId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('job_id', '=', jobId)
    .executeTakeFirst();
  return row?.id;
}

/** A page of the candidate's applications, newest first, optionally with one status only. */
export async function applicationsPage(
  db: Db,
  userId: number,
  { page, rows, status, locale }: { page: number; rows: number; status: ApplicationStatus | null; locale?: Locale },
) {
  let filtered = db.selectFrom('applications').where('user_id', '=', userId);
  if (status) filtered = filtered.where('status', '=', status);
  const [list, count] = await Promise.all([
    filtered
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset((page - 1) * rows)
      .limit(rows)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    applications: await serialise(
      db,
      userId,
      list.map((row) => row.id),
      locale,
    ),
    ...pageEnvelope(total, page, rows),
  };
}

/** Withdraws the candidate's own application; someone else's is not found, a withdrawn one is refused on `id`. */
export async function withdrawApplication(db: Db, userId: number, id: number): Promise<Application> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(text('api.apply.notFound'));
    if (row.status === APPLICATION_STATUSES.withdrawn) {
      throw new ValidationFailed({ id: [text('api.apply.alreadyWithdrawn')] });
    }
    await trx
      .updateTable('applications')
      .set({ status: APPLICATION_STATUSES.withdrawn, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await trx
      .insertInto('application_status_history')
      .values({ application_id: id, status: APPLICATION_STATUSES.withdrawn })
      .execute();
  });
  return loadOne(db, userId, id);
}

async function loadOne(db: Db, userId: number, id: number): Promise<Application> {
  const [application] = await serialise(db, userId, [id]);
  if (!application) throw notFound(text('api.apply.notFound'));
  return application;
}

/**
 * Applications on the wire (docs/contracts.md#applications), in the order of `ids`, only the candidate's own: the
 * statuses a candidate may see, the answers with their questions, the history oldest first, the job card (its city in
 * `locale`, English unless given).
 */
async function serialise(db: Db, userId: number, ids: number[], locale?: Locale): Promise<Application[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('applications')
    .select(['id', 'job_id', 'status', 'knocked_out', 'answers', 'created_at', 'updated_at', 'cv_id', 'cv_name'])
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .execute();
  if (rows.length === 0) return [];
  const jobIds = rows.map((row) => row.job_id);
  const [history, questions, jobs] = await Promise.all([
    db
      .selectFrom('application_status_history')
      .select(['application_id', 'status', 'created_at'])
      .where(
        'application_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('screening_questions')
      .select(['id', 'job_id', 'question'])
      .where('job_id', 'in', jobIds)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    candidateJobCards(db, userId, jobIds, locale),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    const job = row && jobs.get(row.job_id);
    if (!row || !job) return [];
    return [
      {
        id: row.id,
        job_id: row.job_id,
        status: row.status,
        knocked_out: row.knocked_out,
        created_at: wireTime(row.created_at),
        updated_at: wireTime(row.updated_at),
        answers: questions
          .filter((q) => q.job_id === row.job_id && row.answers[String(q.id)] !== undefined)
          .map((q) => ({ question_id: q.id, question: q.question, answer: row.answers[String(q.id)] as string })),
        history: history
          .filter((entry) => entry.application_id === row.id)
          .map((entry) => ({ status: entry.status, created_at: wireTime(entry.created_at) })),
        cv: sentCv(row),
        job,
      },
    ];
  });
}

/** The CV sent with an application as both sides read it (docs/product-rules.md#applying): null when not recorded. */
export function sentCv(row: { cv_id: number | null; cv_name: string | null }): SentCv | null {
  return row.cv_name === null ? null : { id: row.cv_id, name: row.cv_name };
}
