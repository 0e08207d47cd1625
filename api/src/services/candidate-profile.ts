import { sql } from 'kysely';
// libphonenumber-js: the Phone entity (docs/contracts.md#profile-and-settings) is its parse result; the server
// parses again rather than trusting what the client's phone input computed (docs/product-rules.md#profile-and-settings).
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { listCvs } from './candidate-cvs';
import { candidateEducation, candidateExperience, candidateSkills } from './candidate-records';
import {
  type CandidateProfileResponse,
  type EditableField,
  type EmailSetting,
  type EmailSettings,
  type OnlineProfilesRequest,
  type Phone,
  type PhoneFieldsRequest,
  type PreferencesRequest,
  type ProfileUpdateRequest,
  PROFILE_LIMITS,
  RRSS_IDS,
  textProblem,
} from 'shared-kit/contracts';
import type { Db } from '../db/database';
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/schema';
import { type Text, text } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';
import { webAddress } from '../lib/web-address';
import type { ReferenceData } from './reference';
import { richTextOf } from './rich-text';
import { candidateLanguages, candidateTasks, candidateVirtualEvents } from './users';

type CandidateChanges = Updateable<Database['candidates']>;
type Errors = Record<string, Text[]>;

/** A field as a message names it: the api's own name with spaces (as plugins/errors.ts says schema errors). */
const named = (field: string) => field.replace(/_/g, ' ');
const invalid = (field: string): Errors => ({ [field]: [text('api.validation.selected', { field: named(field) })] });

function fail(errors: Errors): never {
  throw new ValidationFailed(errors);
}

function age(birth: string | null, now = new Date()): number | null {
  if (!birth) return null;
  const date = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  let years = now.getUTCFullYear() - date.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < date.getUTCMonth() ||
    (now.getUTCMonth() === date.getUTCMonth() && now.getUTCDate() < date.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}

/** `YYYY-MM-DD` as a real calendar date (2023-02-30 is not one), else null. */
function calendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

/** The date as PostgreSQL's `date` gives it (a local-midnight Date, or a string), as `YYYY-MM-DD`. */
function dateText(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value).slice(0, 10);
}

/**
 * The whole profile of the signed-in candidate with its tasks (docs/contracts.md#candidates): what GET
 * /api/candidates/profile answers, and every profile change after it is saved.
 */
export async function candidateProfile(db: Db, userId: number): Promise<CandidateProfileResponse> {
  const [user, candidate, languages, tasks, tags, experience, education, cvs, virtualEvents] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'email', 'nombre', 'apellidos', 'poblacion', 'fk_pais_id', 'fk_city_id', 'f_nace', 'phone'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('candidates').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    candidateLanguages(db, userId),
    candidateTasks(db, userId),
    candidateSkills(db, userId),
    candidateExperience(db, userId),
    candidateEducation(db, userId),
    listCvs(db, userId),
    candidateVirtualEvents(db, userId),
  ]);
  const birth = dateText(user.f_nace);
  const rrss = [
    ...(candidate?.linkedin ? [{ rrss_id: RRSS_IDS.linkedin, value: candidate.linkedin }] : []),
    ...(candidate?.website ? [{ rrss_id: RRSS_IDS.site, value: candidate.website }] : []),
  ];
  const photo = candidate?.path_foto ?? null;
  return {
    user: {
      id: user.id,
      email: user.email,
      nombre: user.nombre,
      apellidos: user.apellidos,
      poblacion: user.poblacion,
      fk_pais_id: user.fk_pais_id,
      fk_city_id: user.fk_city_id,
      phone: (user.phone as Phone | null) ?? null,
      candidate: {
        work_internship: candidate?.work_internship ?? null,
        work_permit: candidate?.work_permit ?? null,
        relocate: candidate?.relocate ?? null,
        working_status: candidate?.working_status ?? null,
        salary_from: candidate?.salary_from ?? null,
        salary_to: candidate?.salary_to ?? null,
        salary_negotiate: candidate?.salary_negotiate ?? false,
        salary: candidate?.salary ?? null,
        presentation_letter: candidate?.presentation_letter ?? null,
        presentation_letter_html: candidate?.presentation_letter_html ?? null,
        headline: candidate?.headline ?? null,
        path_foto: photo,
        full_path_foto: photo,
        static_path_photo_64: candidate?.path_foto_64 ?? null,
        static_path_photo_128: candidate?.path_foto_128 ?? null,
        destination: candidate?.destination ?? [],
        accepted_at: candidate?.accepted_at ? candidate.accepted_at.toISOString() : null,
        cvsearch: candidate?.cvsearch ?? true,
        email_matchings: candidate?.email_matchings ?? true,
        email_notifications: candidate?.email_notifications ?? true,
        email_applications: candidate?.email_applications ?? true,
        email_newsletters: candidate?.email_newsletters ?? false,
        whatsapp_notifications: candidate?.whatsapp_notifications ?? false,
        email_challenge_task: candidate?.email_challenge_task ?? false,
        hasJoinedChallenge: false,
        f_nace: birth,
        age: age(birth),
        rrss,
        virtual_events: virtualEvents,
        languages,
        categories: candidate?.categories ?? [],
        tags,
        cvs,
        experience,
        education,
        answers: [],
        hasAlmostOneMatchingsOffer: false,
      },
    },
    signal: candidate?.signal_at ? candidate.signal_at.toISOString() : null,
    tasks,
  };
}

async function updateCandidate(db: Db, userId: number, changes: CandidateChanges) {
  if (Object.keys(changes).length === 0) return;
  const updated = await db.updateTable('candidates').set(changes).where('user_id', '=', userId).executeTakeFirst();
  // Every candidate has its row from registration (createUser); an account made before that gets one now.
  if (updated.numUpdatedRows === 0n) {
    await db
      .insertInto('candidates')
      .values({ user_id: userId, ...(changes as Omit<Insertable<Database['candidates']>, 'user_id'>) })
      .execute();
  }
}

/** A country a candidate may live in: known and not the excluded pseudo-country (docs/product-rules.md#filters). */
function knownCountry(reference: ReferenceData, id: number) {
  return reference.countryList.some((country) => country.id === id);
}

/**
 * The city, when given, must be a known city of the country. Refused in the words of the form, which offers both as
 * lists (a list kept from before the board's changed, or a client of its own, can still send another).
 */
function checkLocation(reference: ReferenceData, countryId: number | null, cityId: number | null): Errors {
  if (countryId !== null && !knownCountry(reference, countryId)) {
    return { fk_pais_id: [text('api.profile.countryNotInList')] };
  }
  if (cityId === null) return {};
  const city = reference.cities.find((one) => one.id === cityId);
  if (!city || (countryId !== null && city.country_id !== countryId)) {
    return { fk_city_id: [text('api.profile.cityNotInList')] };
  }
  return {};
}

/** `POST /api/candidates/profile`: name and location (docs/product-rules.md#profile-and-settings). */
export async function updateNameAndLocation(
  db: Db,
  reference: ReferenceData,
  userId: number,
  body: ProfileUpdateRequest,
) {
  const nombre = body.nombre.trim();
  const apellidos = body.apellidos.trim();
  const errors: Errors = {
    ...(nombre ? {} : { nombre: [text('api.validation.required', { field: 'nombre' })] }),
    ...(apellidos ? {} : { apellidos: [text('api.validation.required', { field: 'apellidos' })] }),
    ...checkLocation(reference, body.fk_pais_id, body.fk_city_id ?? null),
  };
  if (Object.keys(errors).length > 0) fail(errors);
  await db
    .updateTable('users')
    .set({
      nombre,
      apellidos,
      fk_pais_id: body.fk_pais_id,
      fk_city_id: body.fk_city_id ?? null,
      poblacion: body.poblacion?.trim() || null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', userId)
    .execute();
}

const BOOLEAN_FIELDS = new Set<EditableField>(['work_permit', 'relocate', 'work_internship', 'cvsearch']);

/**
 * `PATCH /api/candidates/field {field, value}`: one field of the allow-list (EDITABLE_FIELDS), each with its own rule;
 * a bad value is a 422 naming the field itself.
 */
export async function updateField(
  db: Db,
  reference: ReferenceData,
  userId: number,
  field: EditableField,
  value: string | number | boolean | null,
) {
  const say = named(field);
  const bad = (message: Text): never => fail({ [field]: [message] });
  const typed = (kind: 'string' | 'integer' | 'boolean') => bad(text(`api.validation.${kind}`, { field: say }));
  const textValue = (max: number, required: boolean): string | null => {
    if (value === null || value === '') return required ? bad(text('api.validation.required', { field: say })) : null;
    // A text of digits arrives as a number (the schema's integer branch coerced it first).
    if (typeof value === 'boolean') return typed('string');
    const trimmed = String(value).trim();
    if (!trimmed && required) return bad(text('api.validation.required', { field: say }));
    const problem = textProblem(trimmed, max);
    if (problem === 'maxLength') return bad(text('api.validation.maxLength', { field: say, limit: max }));
    return trimmed || null;
  };
  switch (field) {
    case 'nombre':
    case 'apellidos':
    case 'poblacion': {
      const max = field === 'poblacion' ? PROFILE_LIMITS.poblacion : PROFILE_LIMITS.name;
      const next = textValue(max, field !== 'poblacion');
      await db
        .updateTable('users')
        .set({ [field]: next })
        .where('id', '=', userId)
        .execute();
      return;
    }
    case 'fk_pais_id':
    case 'fk_city_id': {
      if (value !== null && typeof value !== 'number') return typed('integer');
      const user = await db
        .selectFrom('users')
        .select(['fk_pais_id', 'fk_city_id'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (field === 'fk_pais_id') {
        if (value === null) return bad(text('api.validation.required', { field: say }));
        const errors = checkLocation(reference, value, null);
        if (Object.keys(errors).length > 0) fail(errors);
        // A city of another country no longer fits: it is cleared with the change of country.
        const city = reference.cities.find((one) => one.id === user.fk_city_id);
        const keepCity = city?.country_id === value;
        await db
          .updateTable('users')
          .set({ fk_pais_id: value, ...(keepCity ? {} : { fk_city_id: null }) })
          .where('id', '=', userId)
          .execute();
        return;
      }
      const errors = checkLocation(reference, user.fk_pais_id, value);
      if (Object.keys(errors).length > 0) fail(errors);
      await db.updateTable('users').set({ fk_city_id: value }).where('id', '=', userId).execute();
      return;
    }
    case 'headline':
      await updateCandidate(db, userId, { headline: textValue(PROFILE_LIMITS.headline, false) });
      return;
    case 'working_status': {
      if (value !== null && typeof value !== 'number') return typed('integer');
      if (value !== null && value > PROFILE_LIMITS.workingStatusMax) {
        return bad(text('api.validation.maximum', { field: say, limit: PROFILE_LIMITS.workingStatusMax }));
      }
      await updateCandidate(db, userId, { working_status: value });
      return;
    }
    default: {
      if (!BOOLEAN_FIELDS.has(field)) return bad(text('api.validation.notAllowed', { field: say }));
      if (typeof value !== 'boolean' && !(value === null && field !== 'cvsearch')) return typed('boolean');
      await updateCandidate(db, userId, { [field]: value });
    }
  }
}

/** Where a phone number is parsed when it has no `+` prefix: the candidate's own country. */
function phoneOf(body: PhoneFieldsRequest, defaultCountry: string | undefined): Phone | null {
  const raw = (body.phoneNumber ?? body.e164 ?? '').trim();
  if (!raw) return null;
  const country = (body.countryCode ?? defaultCountry)?.toUpperCase() as CountryCode | undefined;
  const parsed = parsePhoneNumberFromString(raw, country ? { defaultCountry: country } : undefined);
  if (!parsed?.isValid()) {
    fail({ phoneNumber: [text('api.profile.phoneInvalid')] });
  }
  return {
    countryCallingCode: parsed.countryCallingCode,
    countryCode: parsed.country ?? null,
    e164: parsed.number,
    formatInternational: parsed.formatInternational(),
    formatNational: parsed.formatNational(),
    isValid: true,
    nationalNumber: parsed.nationalNumber,
    phoneNumber: parsed.formatInternational(),
  };
}

/** `POST /api/candidates/phone-fields`: the phone, parsed and validated here; an empty number removes it. */
export async function savePhone(
  db: Db,
  reference: ReferenceData,
  userId: number,
  body: PhoneFieldsRequest,
): Promise<Phone | null> {
  const user = await db.selectFrom('users').select('fk_pais_id').where('id', '=', userId).executeTakeFirstOrThrow();
  const iso2 = user.fk_pais_id === null ? undefined : reference.countryIso2.get(user.fk_pais_id);
  const home = iso2 && isSupportedCountry(iso2.toUpperCase()) ? iso2 : undefined;
  if (body.countryCode && !isSupportedCountry(body.countryCode.toUpperCase())) fail(invalid('countryCode'));
  const phone = phoneOf(body, home);
  await db
    .updateTable('users')
    .set({ phone: phone === null ? null : JSON.stringify(phone), updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .execute();
  return phone;
}

const LINKEDIN_HOST = /(^|\.)linkedin\.com$/;

/** `POST /api/candidates/online-profiles {rrss}`: LinkedIn (rrss_id 0) must be a linkedin.com address. */
export async function saveOnlineProfiles(db: Db, userId: number, body: OnlineProfilesRequest) {
  const changes: CandidateChanges = {};
  const errors: Errors = {};
  body.rrss.forEach((entry, index) => {
    const value = entry.value?.trim() ?? '';
    const column = entry.rrss_id === RRSS_IDS.linkedin ? 'linkedin' : 'website';
    if (!value) {
      changes[column] = null;
      return;
    }
    const url = webAddress(value);
    const field = `rrss.${index}.value`;
    if (!url) {
      errors[field] = [text('api.validation.format', { field: column })];
    } else if (column === 'linkedin' && !LINKEDIN_HOST.test(url.hostname.toLowerCase())) {
      errors[field] = [text('api.profile.linkedinUrl')];
    } else if (url.href.length > PROFILE_LIMITS.url) {
      errors[field] = [text('api.validation.maxLength', { field: column, limit: PROFILE_LIMITS.url })];
    } else {
      changes[column] = url.href;
    }
  });
  if (Object.keys(errors).length > 0) fail(errors);
  await updateCandidate(db, userId, changes);
}

/** Below 1 means "not said" (docs/product-rules.md#profile-and-settings). */
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
