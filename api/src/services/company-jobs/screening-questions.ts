// A job's screening questions as its company writes them (docs/company-area.md#screening-questions). The list is
// replaced as a whole; a question candidates already answered is archived rather than deleted or reworded, so
// every application keeps the question its answer belongs to.
import { sql } from 'kysely';
import {
  type CompanyScreeningQuestion,
  type PutScreeningQuestions,
  SCREENING_QUESTION_LIMITS as LIMITS,
  type ScreeningQuestionKind,
  screeningOptions,
  screeningOptionsProblem,
  YES_NO_ANSWERS,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import type { Errors } from './input';
import { lockJob } from './jobs';
import { checkOwnJob, type Queryable } from './reading';

type SentQuestion = PutScreeningQuestions['questions'][number];

/** What a question is stored as. */
type Stored = {
  question: string;
  kind: ScreeningQuestionKind;
  options: string[] | null;
  knockout_answer: string | null;
  preferred_answer: string | null;
};

async function currentQuestions(db: Queryable, jobId: number): Promise<CompanyScreeningQuestion[]> {
  const rows = await db
    .selectFrom('screening_questions')
    .select(['id', 'question', 'kind', 'options', 'knockout_answer', 'preferred_answer', 'position'])
    .where('job_id', '=', jobId)
    .where('archived', '=', false)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    mode: row.knockout_answer !== null ? 'knockout' : row.preferred_answer !== null ? 'preferred' : null,
  }));
}

/** `GET jobs/{id}/screening-questions`: the questions candidates are asked, in order. */
export async function screeningQuestions(db: Db, companyId: number, jobId: number) {
  await checkOwnJob(db, companyId, jobId);
  return currentQuestions(db, jobId);
}

/**
 * One sent question checked (its options, its mode and the answers the mode needs) into what is stored. Answers
 * of a yes/no or single-choice question are stored as the option is written, whatever the case sent.
 */
function checkQuestion(sent: SentQuestion, index: number, errors: Errors): Stored | null {
  const field = (name: string) => `questions.${index}.${name}`;
  const before = Object.keys(errors).length;
  const question = sent.question.trim().replace(/\s+/g, ' ');
  if ([...question].length < LIMITS.questionMin) {
    errors[field('question')] = [text('api.validation.minLength', { field: 'question', limit: LIMITS.questionMin })];
  }
  let options: string[] | null = null;
  if (sent.kind === 'single_choice') {
    // The one rule of a single choice's options (shared-kit's screeningOptionsProblem), which the editor checks too.
    options = screeningOptions(sent.options ?? []);
    const problem = screeningOptionsProblem(options);
    if (problem === 'count') {
      errors[field('options')] = [
        text('api.companyJobs.questions.optionsCount', { min: LIMITS.optionsMin, max: LIMITS.optionsMax }),
      ];
    } else if (problem === 'tooLong') {
      errors[field('options')] = [text('api.validation.maxLength', { field: 'option', limit: LIMITS.optionMax })];
    } else if (problem === 'twice') {
      errors[field('options')] = [text('api.companyJobs.questions.optionsTwice')];
    }
  } else if (sent.options && sent.options.length > 0) {
    errors[field('options')] = [text('api.companyJobs.questions.noOptions')];
  }

  const choices = sent.kind === 'yes_no' ? [...YES_NO_ANSWERS] : sent.kind === 'single_choice' ? (options ?? []) : null;
  /** An answer as one of the choices (null when it is not one), or the trimmed text of a short-text question. */
  const asChoice = (answer: string | null | undefined): string | null | undefined => {
    const given = answer?.trim() ?? '';
    if (given === '') return undefined;
    if (choices === null) return given;
    return choices.find((choice) => choice.toLowerCase() === given.toLowerCase()) ?? null;
  };
  const notAnOption = () =>
    text('api.companyJobs.questions.answerNotAnOption', { options: (choices ?? []).join(' / ') });

  const mode = sent.mode ?? null;
  let knockout: string | null = null;
  let preferred: string | null = null;
  if (mode === 'knockout') {
    if (sent.kind === 'short_text') {
      errors[field('mode')] = [text('api.companyJobs.questions.knockoutNotShortText')];
    } else {
      const answer = asChoice(sent.knockout_answer);
      if (answer === undefined) errors[field('knockout_answer')] = [text('api.companyJobs.questions.knockoutRequired')];
      else if (answer === null) errors[field('knockout_answer')] = [notAnOption()];
      else knockout = answer;
    }
  }
  if (mode !== null && sent.preferred_answer !== undefined && sent.preferred_answer !== null) {
    const answer = asChoice(sent.preferred_answer);
    if (answer === null) errors[field('preferred_answer')] = [notAnOption()];
    else if (answer !== undefined) {
      if (choices === null && [...answer].length > LIMITS.preferredTextMax) {
        errors[field('preferred_answer')] = [
          text('api.validation.maxLength', { field: 'preferred answer', limit: LIMITS.preferredTextMax }),
        ];
      } else if (knockout !== null && answer === knockout) {
        errors[field('preferred_answer')] = [text('api.companyJobs.questions.sameAnswers')];
      } else preferred = answer;
    }
  }
  if (mode === 'preferred' && preferred === null && !errors[field('preferred_answer')]) {
    errors[field('preferred_answer')] = [text('api.companyJobs.questions.preferredRequired')];
  }
  if (Object.keys(errors).length > before) return null;
  return { question, kind: sent.kind, options, knockout_answer: knockout, preferred_answer: preferred };
}

const sameWording = (a: Stored, b: Stored) =>
  a.question === b.question && a.kind === b.kind && JSON.stringify(a.options) === JSON.stringify(b.options);

/**
 * `PUT jobs/{id}/screening-questions`: the list as sent becomes the job's questions, in its order. A question sent
 * with its id is kept; once answered, a change of its wording, kind or options archives it and asks a new one.
 * A question left out is deleted, or archived once answered.
 */
export async function replaceScreeningQuestions(
  db: Db,
  companyId: number,
  jobId: number,
  sent: PutScreeningQuestions['questions'],
) {
  await db.transaction().execute(async (trx) => {
    // Locks the job: two saves of one job's questions run one after the other, and after a change of its state. A
    // job closed by moderation cannot be changed by its company (docs/product-rules.md#job-moderation).
    await lockJob(trx, companyId, jobId);
    const existing = await trx
      .selectFrom('screening_questions')
      .select(['id', 'question', 'kind', 'options', 'knockout_answer', 'preferred_answer'])
      .where('job_id', '=', jobId)
      .where('archived', '=', false)
      .execute();
    const existingById = new Map(existing.map((row) => [row.id, row]));

    const errors: Errors = {};
    const seen = new Set<number>();
    const checked = sent.map((question, index) => {
      if (question.id != null && (!existingById.has(question.id) || seen.has(question.id))) {
        errors[`questions.${index}.id`] = [text('api.companyJobs.questions.unknown')];
      }
      if (question.id != null) seen.add(question.id);
      return checkQuestion(question, index, errors);
    });
    if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);

    const answered = new Set<number>();
    if (existing.length > 0) {
      const rows = await trx
        .selectFrom('screening_questions')
        .select('id')
        .where('job_id', '=', jobId)
        .where('archived', '=', false)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('applications')
              .select(sql`1`.as('one'))
              .where('applications.job_id', '=', jobId)
              .where(sql<boolean>`applications.answers ? screening_questions.id::text`),
          ),
        )
        .execute();
      for (const row of rows) answered.add(row.id);
    }
    const retire = async (id: number) => {
      if (answered.has(id)) {
        await trx.updateTable('screening_questions').set({ archived: true }).where('id', '=', id).execute();
      } else await trx.deleteFrom('screening_questions').where('id', '=', id).execute();
    };

    for (const row of existing) if (!seen.has(row.id)) await retire(row.id);
    for (const [position, question] of checked.entries()) {
      const stored = question as Stored;
      const id = sent[position]?.id;
      const values = { ...stored, options: stored.options ? JSON.stringify(stored.options) : null, position };
      const old = id != null ? existingById.get(id) : undefined;
      if (old && (!answered.has(old.id) || sameWording(old, stored))) {
        await trx.updateTable('screening_questions').set(values).where('id', '=', old.id).execute();
        continue;
      }
      if (old) await retire(old.id);
      await trx
        .insertInto('screening_questions')
        .values({ ...values, job_id: jobId })
        .execute();
    }
  });
  return currentQuestions(db, jobId);
}
