import { sql } from 'kysely';
import type { Locale, Tasks, User } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { preparedFirst } from '../db/prepared';
import { queryTemplate } from '../db/query-template';
import { text } from '../i18n/catalogues';
import type { UserType } from '../db/schema';
import { TOKEN_LIFETIME_MS } from '../lib/tokens';
import { wireTime, wireTimeOrNull } from '../lib/wire-time';

/** Lower-cased, trimmed: emails are stored and compared that way (users_email index). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const EMAIL_TAKEN = text('api.validation.emailTaken', { field: 'email' });

/** True for PostgreSQL's unique violation: two requests claimed one email at the same moment, the index decided. */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

export type NewUser = {
  /** Already normalised (normaliseEmail). */
  email: string;
  /** A password hash, or a marker no password matches (an account made by a social login). */
  passwordHash: string;
  type: Extract<UserType, 'candidate' | 'company'>;
  nombre: string | null;
  apellidos: string | null;
  companyId: number | null;
  referralPlatform: string | null;
  /** The email is known to be the person's (a provider verified it). */
  validated: boolean;
  /**
   * The interface language the account was made in (`statedLocale`), kept as the account's language; null when the
   * request said none. Mails sent with no request of the person's (stage mails, job alerts) are written in it.
   */
  locale?: Locale | null;
};

/**
 * The one place an account is created (registration and social login): the user row, and for a candidate the empty
 * profile row every candidate has. Run it inside the caller's transaction, with whatever else the account needs.
 */
export async function createUser(db: Db, user: NewUser): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: user.passwordHash,
      type: user.type,
      nombre: user.nombre,
      apellidos: user.apellidos,
      poblacion: null,
      fk_pais_id: null,
      fk_city_id: null,
      f_nace: null,
      phone: null,
      company_id: user.companyId,
      referral_platform: user.referralPlatform,
      geoip_iso_code: null,
      validado: user.validated,
      locale: user.locale ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (user.type === 'candidate') {
    await db
      .insertInto('candidates')
      .values({
        user_id: id,
        headline: null,
        presentation_letter: null,
        presentation_letter_html: null,
        work_internship: null,
        work_permit: null,
        relocate: null,
        working_status: null,
        salary_from: null,
        salary_to: null,
        salary: null,
        path_foto: null,
        accepted_at: new Date(),
        linkedin: null,
        website: null,
      })
      .execute();
  }
  return id;
}

/**
 * The user (docs/contracts.md#auth) as the client stores it after login. `tokenExpiresAt` is the end of the session
 * the answer belongs to, if any: its `token_expiration`, and its start (`loginTimestamp`, 24 h before).
 */
export async function userPayload(
  db: Db,
  userId: number,
  token: string | null,
  tokenExpiresAt: Date | null,
): Promise<User> {
  const row = await db
    .selectFrom('users')
    .leftJoin('countries', 'countries.id', 'users.fk_pais_id')
    .select([
      'users.id',
      'users.email',
      'users.nombre',
      'users.apellidos',
      'users.poblacion',
      'users.fk_pais_id',
      'users.f_nace',
      'users.created_at',
      'users.type',
      'users.referral_platform',
      'users.geoip_iso_code',
      'users.validado',
      'users.phone',
      'countries.continente',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  const tasks = row.type === 'candidate' ? await candidateTasks(db, userId) : null;
  const done = tasks ? TASK_KEYS.filter((key) => tasks[key] === 1).length : null;
  return {
    id: row.id,
    email: row.email,
    nombre: row.nombre,
    apellidos: row.apellidos,
    poblacion: row.poblacion,
    fk_pais_id: row.fk_pais_id,
    f_nace: row.f_nace ? String(row.f_nace) : null,
    created_at: wireTime(row.created_at),
    type: row.type,
    tasks_done: done,
    percent: done === null ? null : Math.round((done / TASK_KEYS.length) * 100),
    geoip_iso_code: row.geoip_iso_code,
    geoip_is_eu: row.continente === null ? null : row.continente === 1,
    referral_platform: row.referral_platform,
    validado: row.validado,
    token,
    token_expiration: wireTimeOrNull(tokenExpiresAt),
    // Stored as the Phone entity by POST /api/candidates/phone-fields (services/candidate-profile/personal.ts).
    phone: (row.phone as User['phone']) ?? null,
    // A session ends TOKEN_LIFETIME_MS after its login (docs/product-rules.md#session-lifetime-and-cookies).
    loginTimestamp: tokenExpiresAt ? new Date(tokenExpiresAt).getTime() - TOKEN_LIFETIME_MS : null,
  };
}

/** Profile tasks done from which the profile is intermediate (and matchings are enabled). */
export const INTERMEDIATE_TASKS = 3;

export const TASK_KEYS = [
  'general_information',
  'languages',
  'sector',
  'skills',
  'cv',
  'education',
  'experience',
  'preferences',
] as const;

/** The "general information" task (docs/product-rules.md#candidate-profile): a name, a surname and a country. */
export function hasGeneralInformation(user: {
  nombre: string | null;
  apellidos: string | null;
  fk_pais_id: number | null;
}): boolean {
  return Boolean(user.nombre && user.apellidos && user.fk_pais_id);
}

/**
 * Profile tasks (docs/product-rules.md#candidate-profile): 1 done, 0 pending, derived from what is stored: skills,
 * experience and education are done with one entry each (docs/product-rules.md#candidate-records); CVs arrive with
 * their own table.
 */
export async function candidateTasks(db: Db, userId: number): Promise<Tasks> {
  // One query (it was seven): the session and the dashboards ask; the matchings read the same columns in their
  // profile's row (docs/search.md#cpu-per-request). A named prepared statement: planning was most of its time
  // (docs/search.md#prepared-statements-for-the-hot-queries).
  const row = await preparedFirst(db, candidateTasksQuery(null, userId));
  if (!row) throw new Error(`candidateTasks: no user ${userId}`);
  return tasksOf(row);
}

/** Built once (docs/search.md#queries-built-once). */
const candidateTasksQuery = queryTemplate((db, _shape: null, userId: number) =>
  db
    .selectFrom('users')
    .leftJoin('candidates', 'candidates.user_id', 'users.id')
    .select(taskColumns)
    .where('users.id', '=', userId),
);

const hasRecord = (
  table: 'candidate_languages' | 'candidate_skills' | 'candidate_experience' | 'candidate_education' | 'candidate_cvs',
) => sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(`${table}.user_id`)} = users.id)`;

/** What the profile's tasks read, on `users LEFT JOIN candidates`: one row gives them all (tasksOf). */
export const taskColumns = [
  'users.nombre',
  'users.apellidos',
  'users.fk_pais_id',
  'users.created_at',
  'candidates.categories',
  'candidates.working_status',
  'candidates.salary_from',
  'candidates.level_notification',
  hasRecord('candidate_languages').as('has_languages'),
  hasRecord('candidate_skills').as('has_skills'),
  hasRecord('candidate_experience').as('has_experience'),
  hasRecord('candidate_education').as('has_education'),
  hasRecord('candidate_cvs').as('has_cv'),
] as const;

type TaskRow = {
  nombre: string | null;
  apellidos: string | null;
  fk_pais_id: number | null;
  created_at: Date | string;
  categories: number[] | null;
  working_status: number | null;
  salary_from: number | null;
  level_notification: boolean | null;
  has_languages: boolean;
  has_skills: boolean;
  has_experience: boolean;
  has_education: boolean;
  has_cv: boolean;
};

/** The profile's tasks from a row of taskColumns. */
export function tasksOf(row: TaskRow): Tasks {
  const flag = (value: boolean) => (value ? 1 : 0);
  const tasks = {
    general_information: flag(hasGeneralInformation(row)),
    languages: flag(row.has_languages),
    sector: flag((row.categories?.length ?? 0) > 0),
    skills: flag(row.has_skills),
    cv: flag(row.has_cv),
    education: flag(row.has_education),
    experience: flag(row.has_experience),
    preferences: flag(row.working_status != null || row.salary_from != null),
    apply: 0,
    comment: 0,
    level_notification: flag(row.level_notification ?? false),
  };
  const done = TASK_KEYS.filter((key) => tasks[key] === 1).length;
  return {
    ...tasks,
    registered_at: row.created_at ? wireTime(row.created_at) : null,
    remember_at: null,
    converted_at: null,
    isIntermediate: done >= INTERMEDIATE_TASKS,
    isAdvanced: done >= 5,
    isComplete: done === TASK_KEYS.length,
    profileStatus:
      done === TASK_KEYS.length ? 'complete' : done >= 5 ? 'advanced' : done >= 3 ? 'intermediate' : 'basic',
  };
}

/** Candidates' languages with their names, in the order every screen shows them: strongest first, then by name. */
function languagesInOrder(db: Db) {
  return db
    .selectFrom('candidate_languages')
    .innerJoin('languages', 'languages.id', 'candidate_languages.language_id')
    .orderBy('candidate_languages.level', 'desc')
    .orderBy('languages.name');
}

/** A candidate's languages, strongest first (the post-login redirect and the profile both read the first). */
export function candidateLanguages(db: Db, userId: number) {
  return languagesInOrder(db)
    .select(['languages.id', 'languages.name', 'languages.slug', 'candidate_languages.level'])
    .where('candidate_languages.user_id', '=', userId)
    .execute();
}

/**
 * The career events a candidate joined, as SPEC's `virtual_events` (each with `fk_virtual_event_id`): one answer for
 * the session user, the profile and the join call (docs/contracts.md).
 */
export function candidateVirtualEvents(db: Db, userId: number): Promise<{ fk_virtual_event_id: number }[]> {
  return db
    .selectFrom('candidate_virtual_events')
    .select('fk_virtual_event_id')
    .where('user_id', '=', userId)
    .orderBy('fk_virtual_event_id')
    .execute();
}

/** Keeps the interface language in the account (docs/contracts.md#interface-language). */
export async function saveAccountLocale(db: Db, userId: number, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** The account of an email (compared lower-cased, as the users_email index does), or undefined. */
export function userByEmail(db: Db, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'type', 'password_hash'])
    .where(sql`lower(email)`, '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** Whether another account than `exceptUserId` already has the email. */
export async function emailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', normaliseEmail(email))
    .$if(exceptUserId !== undefined, (query) => query.where('id', '!=', exceptUserId as number))
    .executeTakeFirst();
  return row !== undefined;
}
