import type { Tasks, User } from 'shared-kit/contracts';
import type { Db } from '../db/database';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The user (docs/contracts.md#auth) as the client stores it after login. */
export async function userPayload(db: Db, userId: number, token: string | null, tokenExpiresAt: Date | null): Promise<User> {
  const row = await db
    .selectFrom('users')
    .leftJoin('countries', 'countries.id', 'users.fk_pais_id')
    .select([
      'users.id', 'users.email', 'users.nombre', 'users.apellidos', 'users.poblacion', 'users.fk_pais_id',
      'users.f_nace', 'users.created_at', 'users.type', 'users.referral_platform', 'users.geoip_iso_code',
      'users.validado', 'countries.continente',
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
    created_at: iso(row.created_at),
    type: row.type,
    tasks_done: done,
    percent: done === null ? null : Math.round((done / TASK_KEYS.length) * 100),
    geoip_iso_code: row.geoip_iso_code,
    geoip_is_eu: row.continente === null ? null : row.continente === 1,
    referral_platform: row.referral_platform,
    validado: row.validado,
    token,
    token_expiration: iso(tokenExpiresAt),
    phone: null,
    loginTimestamp: null,
  };
}

const TASK_KEYS = ['general_information', 'languages', 'sector', 'skills', 'cv', 'education', 'experience', 'preferences'] as const;

/**
 * Profile tasks (docs/product-rules.md#candidate-profile): 1 done, 0 pending. The foundation derives them from what it
 * stores; CVs, experience and education arrive with their own tables.
 */
export async function candidateTasks(db: Db, userId: number): Promise<Tasks> {
  const [user, candidate, languages] = await Promise.all([
    db.selectFrom('users').select(['nombre', 'apellidos', 'fk_pais_id', 'created_at']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('candidates').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('candidate_languages').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  const flag = (value: boolean) => (value ? 1 : 0);
  const tasks = {
    general_information: flag(Boolean(user.nombre && user.apellidos && user.fk_pais_id)),
    languages: flag(languages.n > 0),
    sector: flag((candidate?.categories.length ?? 0) > 0),
    skills: 0,
    cv: 0,
    education: 0,
    experience: 0,
    preferences: flag(candidate?.working_status != null || candidate?.salary_from != null),
    apply: 0,
    comment: 0,
    level_notification: flag(candidate?.level_notification ?? false),
  };
  const done = TASK_KEYS.filter((key) => tasks[key] === 1).length;
  return {
    ...tasks,
    registered_at: iso(user.created_at),
    remember_at: null,
    converted_at: null,
    isIntermediate: done >= 3,
    isAdvanced: done >= 5,
    isComplete: done === TASK_KEYS.length,
    profileStatus: done === TASK_KEYS.length ? 'complete' : done >= 5 ? 'advanced' : done >= 3 ? 'intermediate' : 'basic',
  };
}
