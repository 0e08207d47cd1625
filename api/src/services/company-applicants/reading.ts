// Reading a company's applicants (docs/company-area.md#applicants): the filtered, paged list with the counts per
// stage, and one applicant with the candidate's profile, answers, history and rejection message. Every query
// names the caller's company through the job, so another company's applicant is simply not found (404).
import { sql } from 'kysely';
import {
  type Applicant,
  APPLICANT_STAGES,
  type ApplicantDetail,
  APPLICANTS_PAGE_SIZE,
  type ApplicantStage,
  type ApplicantStageCounts,
  type ApplicationStatus,
  pageEnvelope,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import { text } from '../../i18n/catalogues';
import { notFound } from '../../lib/http-errors';
import { sentCv } from '../applications';
import { readCv } from '../candidate-cvs';
import type { FileStorage } from '../file-storage';
import { missingLanguages } from '../required-languages';
import { candidateBasics, candidatesWithLanguages, cvsOf, educationOf, experienceOf, skillsOf } from './candidates';
import { likePattern } from '../../lib/like-pattern';
import { wireTime, wireTimeOrNull } from '../../lib/wire-time';

export const applicantNotFound = () => notFound(text('api.applicants.notFound'));

type ListFilters = { job?: number; stage?: ApplicantStage | ''; q?: string };

/**
 * The applications to the company's jobs, each with its job, its review and the candidate's account: where every
 * read or change of the company's applicants starts (another company's application is never in it). The caller
 * selects.
 */
export function companyApplications(db: Db, companyId: number) {
  return db
    .selectFrom('applications')
    .innerJoin('jobs', 'jobs.id', 'applications.job_id')
    .innerJoin('application_reviews', 'application_reviews.application_id', 'applications.id')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .where('jobs.company_id', '=', companyId);
}

/** The company's applications with their review, filtered; the caller selects. */
function applicantsOf(db: Db, companyId: number, filters: ListFilters, withStage: boolean) {
  let query = companyApplications(db, companyId).leftJoin('candidates', 'candidates.user_id', 'applications.user_id');
  if (filters.job) query = query.where('applications.job_id', '=', filters.job);
  if (withStage && filters.stage) query = query.where('application_reviews.stage', '=', filters.stage);
  const q = filters.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(sql`concat_ws(' ', users.nombre, users.apellidos)`, 'ilike', pattern),
        eb('candidates.headline', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/**
 * `GET /api/companies/applicants`: a page, newest first, with the counts by stage for the same job and search. Four
 * queries whatever the page's size (docs/search.md#cpu-per-request): the page's rows with everything shown and the
 * counts by stage (the total is one of them, or their sum), then the candidates and the jobs.
 */
export async function applicantsPage(db: Db, companyId: number, filters: ListFilters & { page: number }) {
  const rows = APPLICANTS_PAGE_SIZE;
  // Named prepared statements (one per combination of filters): planning the four-table join was most of their
  // time (docs/search.md#prepared-statements-for-the-hot-queries).
  const [list, byStage] = await Promise.all([
    prepared(
      db,
      withRowColumns(applicantsOf(db, companyId, filters, true))
        .orderBy('applications.created_at', 'desc')
        .orderBy('applications.id', 'desc')
        .offset((filters.page - 1) * rows)
        .limit(rows),
    ),
    prepared(
      db,
      applicantsOf(db, companyId, filters, false)
        .select(['application_reviews.stage', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy('application_reviews.stage'),
    ),
  ]);
  const counts = Object.fromEntries(APPLICANT_STAGES.map((stage) => [stage, 0])) as ApplicantStageCounts;
  for (const row of byStage) counts[row.stage as ApplicantStage] = Number(row.n);
  // The page's filter on the stage is the only difference between the list and the counts.
  const total = filters.stage
    ? counts[filters.stage]
    : Object.values(counts).reduce((sum: number, n: number) => sum + n, 0);
  return {
    applicants: await serialiseRows(
      db,
      list.map((row) => ({ ...row, stage: row.stage as ApplicantStage })),
    ),
    ...pageEnvelope(total, filters.page, rows),
    counts,
  };
}

type Row = {
  id: number;
  user_id: number;
  job_id: number;
  status: ApplicationStatus;
  knocked_out: boolean;
  answers: Record<string, string>;
  created_at: Date;
  stage: ApplicantStage;
  rating: number | null;
  note: string | null;
  viewed_at: Date | null;
  title: string;
  url: string;
  cv_id: number | null;
  cv_name: string | null;
};

/** The columns of an applicant's row (`Row`), on a query of the company's applications. */
function withRowColumns<Q extends ReturnType<typeof companyApplications>>(query: Q) {
  return query.select([
    'applications.id',
    'applications.user_id',
    'applications.job_id',
    'applications.status',
    'applications.knocked_out',
    'applications.answers',
    'applications.created_at',
    'application_reviews.stage',
    'application_reviews.rating',
    'application_reviews.note',
    'application_reviews.viewed_at',
    'jobs.title',
    'jobs.url',
    'applications.cv_id',
    'applications.cv_name',
  ]);
}

async function loadRows(db: Db, companyId: number, ids: number[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await withRowColumns(companyApplications(db, companyId)).where('applications.id', 'in', ids).execute();
  return rows.map((row) => ({ ...row, stage: row.stage as ApplicantStage }));
}

/** The questions of the jobs, by id: an answer keeps its question even when the job's list changes later. */
async function questionsOf(db: Db, jobIds: number[]) {
  const rows = await db
    .selectFrom('screening_questions')
    .select(['id', 'job_id', 'question', 'kind', 'knockout_answer', 'preferred_answer', 'position'])
    .where('job_id', 'in', jobIds.length > 0 ? jobIds : [0])
    .orderBy('position')
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

type JobLanguage = { slug: string; name: string; level: 1 | 2 | 3 | 4 | null; mandatory: boolean };
type KnockoutQuestion = { id: number; job_id: number; knockout_answer: string | null };

/**
 * The jobs' languages as the required-language rule reads them, and their screening questions, in one query
 * (level: 1-4 or null, CHECK of migration 030).
 */
async function jobFactsOf(db: Db, jobIds: number[]) {
  const languages = new Map<number, JobLanguage[]>();
  const questions = new Map<number, KnockoutQuestion>();
  if (jobIds.length === 0) return { languages, questions };
  const rows = await db
    .selectFrom('jobs')
    .select([
      'jobs.id',
      sql<JobLanguage[]>`(SELECT coalesce(json_agg(json_build_object('slug', languages.slug, 'name', languages.name,
        'level', job_languages.level, 'mandatory', job_languages.mandatory)), '[]')
        FROM job_languages JOIN languages ON languages.id = job_languages.language_id
        WHERE job_languages.job_id = jobs.id)`.as('languages'),
      sql<KnockoutQuestion[]>`(SELECT coalesce(json_agg(json_build_object('id', q.id, 'job_id', q.job_id,
        'knockout_answer', q.knockout_answer)), '[]') FROM screening_questions q WHERE q.job_id = jobs.id)`.as(
        'questions',
      ),
    ])
    .where('jobs.id', 'in', jobIds)
    .execute();
  for (const row of rows) {
    languages.set(row.id, row.languages);
    for (const question of row.questions) questions.set(question.id, question);
  }
  return { languages, questions };
}

async function serialiseRows(db: Db, rows: Row[]): Promise<Applicant[]> {
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const jobIds = [...new Set(rows.map((row) => row.job_id))];
  const [candidates, { languages: jobLanguages, questions }] = await Promise.all([
    candidatesWithLanguages(db, userIds),
    jobFactsOf(db, jobIds),
  ]);
  return rows.flatMap((row) => {
    const who = candidates.get(row.user_id);
    if (!who) return [];
    const spoken = who.languages;
    const knockoutAnswers = Object.entries(row.answers ?? {}).filter(([id, answer]) => {
      const question = questions.get(Number(id));
      return question !== undefined && question.job_id === row.job_id && same(question.knockout_answer, answer);
    }).length;
    return [
      {
        id: row.id,
        job: { id: row.job_id, title: row.title, url: row.url },
        stage: row.stage,
        status: row.status,
        knocked_out: row.knocked_out,
        rating: row.rating,
        created_at: wireTime(row.created_at),
        candidate: {
          id: who.id,
          name: who.name,
          headline: who.headline,
          photo: who.photo,
          city: who.city,
          country: who.country,
          languages: spoken,
        },
        missingLanguages: missingLanguages(jobLanguages.get(row.job_id) ?? [], spoken),
        knockoutAnswers,
        // The same notion of mandatory as missingLanguages (a boolean true), so "all met" is exact.
        requiredLanguages: (jobLanguages.get(row.job_id) ?? []).filter((language) => language.mandatory === true)
          .length,
        unread: row.viewed_at === null,
      },
    ];
  });
}

/** One applicant with the candidate's profile, answers, history and the rejection message. */
export async function detail(db: Db, companyId: number, id: number): Promise<ApplicantDetail> {
  const [row] = await loadRows(db, companyId, [id]);
  if (!row) throw applicantNotFound();
  const [[applicant], questions, history, basics, skills, experience, education, cvs, rejection] = await Promise.all([
    serialiseRows(db, [row]),
    questionsOf(db, [row.job_id]),
    db
      .selectFrom('application_status_history')
      .select(['status', 'created_at'])
      .where('application_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    candidateBasics(db, [row.user_id]),
    skillsOf(db, [row.user_id]),
    experienceOf(db, [row.user_id]),
    educationOf(db, [row.user_id]),
    cvsOf(db, row.user_id),
    db
      .selectFrom('rejection_messages')
      .select(['subject', 'body', 'send_at', 'sent_at'])
      .where('application_id', '=', id)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst(),
  ]);
  const who = basics.get(row.user_id);
  if (!applicant || !who) throw applicantNotFound();
  const answers = [...questions.values()]
    .filter((question) => row.answers?.[String(question.id)] !== undefined)
    .map((question) => {
      const answer = row.answers[String(question.id)] as string;
      return {
        question: question.question,
        kind: question.kind,
        answer,
        knockout: same(question.knockout_answer, answer),
        preferred: question.preferred_answer === null ? null : same(question.preferred_answer, answer),
      };
    });
  return {
    ...applicant,
    note: row.note,
    answers,
    history: history.map((entry) => ({ status: entry.status, created_at: wireTime(entry.created_at) })),
    cv: sentCv(row),
    candidate: {
      ...applicant.candidate,
      email: who.email,
      phone: who.phone,
      linkedin: who.linkedin,
      website: who.website,
      experience: experience.get(row.user_id) ?? [],
      education: education.get(row.user_id) ?? [],
      skills: skills.get(row.user_id) ?? [],
      presentation_letter_html: who.presentation_letter_html,
      cvs,
    },
    // Only while rejected: a message sent before the applicant was moved on is history, not something to edit.
    rejection:
      rejection && row.stage === 'rejected'
        ? {
            subject: rejection.subject,
            body: rejection.body,
            send_at: wireTime(rejection.send_at),
            sent_at: wireTimeOrNull(rejection.sent_at),
          }
        : null,
  };
}

/**
 * `GET /api/companies/applicants/{id}/cv`: the file of the CV sent with the application, only to the company whose
 * job it is (another company's applicant is not found). Once the candidate deleted it, it is not found either: its
 * file is gone (docs/company-area.md#applicants).
 */
export async function sentCvFile(db: Db, files: FileStorage, companyId: number, id: number) {
  const row = await companyApplications(db, companyId)
    .select(['applications.user_id', 'applications.cv_id'])
    .where('applications.id', '=', id)
    .executeTakeFirst();
  if (!row) throw applicantNotFound();
  if (row.cv_id === null) throw notFound(text('api.cv.notFound'));
  return readCv(db, files, row.user_id, row.cv_id);
}
