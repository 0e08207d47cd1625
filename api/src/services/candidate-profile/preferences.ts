// What the candidate wants and is told (docs/product-rules.md#profile-and-settings): job preferences, mail
// settings, interests, the level notice and the signal.
import { type EmailSetting, type EmailSettings, type PreferencesRequest, PROFILE_LIMITS } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import type { ReferenceData } from '../reference';
import { richTextOf } from '../rich-text';
import {
  type CandidateChanges,
  calendarDate,
  type Errors,
  fail,
  invalid,
  knownCountry,
  updateCandidate,
  age,
} from './checks';

const salaryOf = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null || value < 1 ? null : value;

/**
 * `PATCH /api/candidates/preferences` (docs/product-rules.md#profile-and-settings): only the fields sent change; the
 * salary range, the birth date and the destinations are checked against what is stored.
 */
export async function savePreferences(
  db: Db,
  reference: ReferenceData,
  userId: number,
  body: PreferencesRequest,
  now = new Date(),
) {
  const errors: Errors = {};
  const stored = await db
    .selectFrom('candidates')
    .select(['salary_from', 'salary_to'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const salaryFrom = salaryOf(body.salary_from);
  const salaryTo = salaryOf(body.salary_to);
  const from = salaryFrom === undefined ? (stored?.salary_from ?? null) : salaryFrom;
  const to = salaryTo === undefined ? (stored?.salary_to ?? null) : salaryTo;
  if (from !== null && to !== null && to < from) errors.salary_to = [text('api.profile.salaryRange')];

  let birth: string | null | undefined;
  if (body.f_nace !== undefined) {
    birth = body.f_nace || null;
    if (birth !== null) {
      const date = calendarDate(birth);
      const years = date ? age(birth, now) : null;
      if (!date || date >= now || years === null) {
        errors.f_nace = [text('api.profile.birthDate')];
      } else if (years < PROFILE_LIMITS.minAge) {
        errors.f_nace = [text('api.profile.adult', { age: PROFILE_LIMITS.minAge })];
      } else if (years > PROFILE_LIMITS.maxAge) {
        errors.f_nace = [text('api.profile.birthDate')];
      }
    }
  }

  const destination = body.destination === undefined ? undefined : [...new Set(body.destination)];
  if (destination?.some((id) => !knownCountry(reference, id))) Object.assign(errors, invalid('destination'));

  let letter: { html: string; text: string } | null | undefined;
  if (body.presentation_letter !== undefined) {
    letter = body.presentation_letter ? richTextOf(body.presentation_letter) : null;
    if (letter && [...letter.text].length > PROFILE_LIMITS.presentationLetterText) {
      errors.presentation_letter = [
        text('api.validation.maxLength', {
          field: 'presentation letter',
          limit: PROFILE_LIMITS.presentationLetterText,
        }),
      ];
    }
  }
  if (Object.keys(errors).length > 0) fail(errors);

  const changes: CandidateChanges = {};
  for (const key of ['work_internship', 'work_permit', 'relocate', 'working_status'] as const) {
    if (body[key] !== undefined) Object.assign(changes, { [key]: body[key] });
  }
  if (salaryFrom !== undefined) changes.salary_from = salaryFrom;
  if (salaryTo !== undefined) changes.salary_to = salaryTo;
  if (body.salary_negotiate !== undefined) {
    changes.salary_negotiate = body.salary_negotiate === 1 || body.salary_negotiate === true;
  }
  if (body.headline !== undefined) changes.headline = body.headline?.trim() || null;
  if (destination !== undefined) changes.destination = destination;
  if (letter !== undefined) {
    changes.presentation_letter = letter?.text ?? null;
    changes.presentation_letter_html = letter?.html ?? null;
  }
  await db.transaction().execute(async (trx) => {
    await updateCandidate(trx, userId, changes);
    if (birth !== undefined) await trx.updateTable('users').set({ f_nace: birth }).where('id', '=', userId).execute();
  });
}

/** `POST /api/candidates/email-settings/{setting} {state}`: one notification setting on or off. */
export async function setEmailSetting(
  db: Db,
  userId: number,
  setting: EmailSetting,
  state: boolean | 0 | 1,
): Promise<EmailSettings> {
  await updateCandidate(db, userId, { [setting]: state === true || state === 1 });
  return db
    .selectFrom('candidates')
    .select([
      'email_matchings',
      'email_notifications',
      'email_applications',
      'email_newsletters',
      'whatsapp_notifications',
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** `PATCH /api/candidates/interests {sectors}`: known sector ids only, each once. */
export async function setInterests(db: Db, userId: number, sectors: number[]) {
  const wanted = [...new Set(sectors)];
  if (wanted.length > 0) {
    const known = await db.selectFrom('sectors').select('id').where('id', 'in', wanted).execute();
    if (known.length !== wanted.length) fail(invalid('sectors'));
  }
  await updateCandidate(db, userId, { categories: wanted });
}

/** `PATCH /api/candidates/level-notification`: the candidate has seen the profile-level notice (a task done). */
export async function markLevelNotification(db: Db, userId: number) {
  await updateCandidate(db, userId, { level_notification: true });
}

/** `POST /api/candidates/account-settings/update-signal`: "my profile is current, I am still looking", now. */
export async function sendSignal(db: Db, userId: number) {
  await updateCandidate(db, userId, { signal_at: new Date() });
}
