// The set-up the company-area tests share: calls as a signed-in client makes them, a new company with its token,
// jobs (through the api or straight in the database), and candidates ready to apply.
import type { FastifyInstance } from 'fastify';
import { CITIES, LANGUAGES } from '../../src/db/seed/reference-data';
import { register, type TestApp, xsrfHeaders } from '../helper';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** The headers of a signed-in client: XSRF cookie and header, and the bearer token when there is one. */
export async function authHeaders(app: FastifyInstance, token?: string | null) {
  return { ...(await xsrfHeaders(app)), ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/** A call as a signed-in client makes it: bearer token, XSRF cookie and header. */
export async function call(app: FastifyInstance, token: string | null, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers: await authHeaders(app, token), ...(payload ? { payload } : {}) });
}

export const languageId = (name: string) => {
  const language = LANGUAGES.find((l) => l.name === name);
  if (!language) throw new Error(`unknown language ${name}`);
  return language.id;
};

export const BERLIN = CITIES.find((c) => c.slug === 'Berlin')?.id as number;

/**
 * A company registered through the api (`fields` add to or replace the company type and name; `from` is the
 * client address, for files that register more than the throttle allows from one), with its token and id.
 */
export async function newCompany(t: TestApp, fields: Record<string, unknown>, from?: string) {
  const { email, response } = await register(t.app, { type: 'company', ...fields }, from);
  expect(response.statusCode).toBe(200);
  const { company_id } = await t.db
    .selectFrom('users')
    .select('company_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { token: response.json().token as string, companyId: company_id as number, email };
}

/** Sets a company's job and CV credits, whether it has a balance row yet or not. */
export async function setBalances(
  t: TestApp,
  companyId: number,
  credits: { job_credits?: number; cv_credits?: number },
) {
  await t.db
    .insertInto('company_balances')
    .values({ company_id: companyId, ...credits })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(credits))
    .execute();
}

/**
 * A job created through the api as the company's client does (a draft, unless `fields` say otherwise), removed
 * after the file through `addedJobs`. Answers the api's response.
 */
export async function createJob(t: TestApp, addedJobs: number[], token: string, fields: Record<string, unknown>) {
  const response = await call(t.app, token, 'POST', '/api/companies/jobs', {
    content_lang: 'en',
    city_id: BERLIN,
    ...fields,
  });
  if (response.statusCode === 201) addedJobs.push(response.json().job.id);
  return response;
}

export type JobOptions = {
  /** The title, numbered, and the start of the url. */
  label: string;
  /** Its owner: 1, a seeded company, when not given. */
  companyId?: number;
  status?: 'active' | 'closed' | 'draft';
  expired?: boolean;
  applyUrl?: string;
  contentLang?: string;
  languages?: { name: string; mandatory: boolean; level: number | null }[];
  questions?: {
    question: string;
    kind: 'yes_no' | 'single_choice' | 'short_text';
    options?: string[];
    knockout_answer?: string;
    preferred_answer?: string;
  }[];
};

let jobSeq = 0;

/** The languages a job asks for, straight in the database. */
export async function insertJobLanguages(
  t: TestApp,
  jobId: number,
  languages: { language_id: number; level: number | null; mandatory: boolean }[],
) {
  if (languages.length === 0) return;
  await t.db
    .insertInto('job_languages')
    .values(languages.map((language) => ({ job_id: jobId, ...language })))
    .execute();
}

/**
 * A job straight in the database, of this file's own so other files sharing the database never see its
 * applications; removed after the file through `addedJobs`. Answers its id and its questions' ids in order.
 */
export async function insertJob(t: TestApp, addedJobs: number[], options: JobOptions) {
  const seq = ++jobSeq;
  const job = await t.db
    .insertInto('jobs')
    .values({
      url: `${options.label.toLowerCase().replaceAll(' ', '-')}-${Date.now()}-${seq}`,
      title: `${options.label} ${seq}`,
      description: 'A job to apply to.',
      company_id: options.companyId ?? 1,
      status: options.status ?? 'active',
      expires_at: options.expired ? new Date(Date.now() - 86_400_000) : null,
      apply_url: options.applyUrl ?? null,
      city_id: null,
      country_id: null,
      content_lang: options.contentLang ?? 'en',
      employment_type: null,
      experience: null,
      remote_type: null,
      salary: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  addedJobs.push(job.id);
  await insertJobLanguages(
    t,
    job.id,
    (options.languages ?? []).map((l) => ({ language_id: languageId(l.name), mandatory: l.mandatory, level: l.level })),
  );
  const questions = options.questions?.length
    ? await t.db
        .insertInto('screening_questions')
        .values(
          options.questions.map((q, position) => ({
            job_id: job.id,
            question: q.question,
            position,
            kind: q.kind,
            options: q.options ? JSON.stringify(q.options) : null,
            knockout_answer: q.knockout_answer ?? null,
            preferred_answer: q.preferred_answer ?? null,
          })),
        )
        .returning('id')
        .execute()
    : [];
  return { id: job.id, questions: questions.map((q) => q.id) };
}

/** A candidate registered through the api (`fields` as `register` takes them), with their token, id and email. */
export async function newCandidate(t: TestApp, fields: Record<string, unknown> = {}) {
  const { email, response } = await register(t.app, fields);
  expect(response.statusCode).toBe(200);
  const { id } = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { token: response.json().token as string, id, email };
}

/** A PDF CV for the candidate, straight in the database (a small one named cv.pdf unless told); answers its id. */
export async function addCv(
  t: TestApp,
  userId: number,
  { isDefault = false, name = 'cv.pdf', bytes = 'pdf' }: { isDefault?: boolean; name?: string; bytes?: string } = {},
) {
  const file = await t.db
    .insertInto('files')
    .values({
      owner_user_id: userId,
      company_id: null,
      kind: 'cv',
      filename: name,
      content_type: 'application/pdf',
      size: bytes.length,
      data: Buffer.from(bytes),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cv = await t.db
    .insertInto('candidate_cvs')
    .values({ user_id: userId, file_id: file.id, name, is_default: isDefault })
    .returning('id')
    .executeTakeFirstOrThrow();
  return cv.id;
}

/**
 * Completes the three tasks a candidate needs to apply, straight in the database: contact info with a country,
 * the languages given, a CV.
 */
export async function makeReadyToApply(
  t: TestApp,
  userId: number,
  languages: { name: string; level: number }[],
  cv: { isDefault?: boolean } = {},
) {
  await t.db.updateTable('users').set({ fk_pais_id: 1 }).where('id', '=', userId).execute();
  if (languages.length) {
    await t.db
      .insertInto('candidate_languages')
      .values(languages.map((l) => ({ user_id: userId, language_id: languageId(l.name), level: l.level })))
      .execute();
  }
  await addCv(t, userId, cv);
}

/** The candidate applies to the job through the api (with screening answers, if any); answers the application's id. */
export async function applyTo(t: TestApp, token: string, jobId: number, answers: Record<string, string> = {}) {
  const response = await call(t.app, token, 'POST', '/api/candidates/applications', { offer_id: jobId, answers });
  expect(response.statusCode).toBe(200);
  return response.json().application.id as number;
}
