// The candidate's personal details (docs/product-rules.md#profile-and-settings): name and place, one field of the
// allow-list, the phone, the online profiles.
import { sql } from 'kysely';
// libphonenumber-js: the Phone entity (docs/contracts.md#profile-and-settings) is its parse result; the server
// parses again rather than trusting what the client's phone input computed (docs/product-rules.md#profile-and-settings).
import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import {
  type EditableField,
  onlineProfileOf,
  type OnlineProfilesRequest,
  type Phone,
  type PhoneFieldsRequest,
  type ProfileUpdateRequest,
  PROFILE_LIMITS,
  RRSS_IDS,
  textProblem,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { type Text, text } from '../../i18n/catalogues';
import type { ReferenceData } from '../reference';

import { type CandidateChanges, checkLocation, type Errors, fail, invalid, named, updateCandidate } from './checks';

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

/**
 * `POST /api/candidates/online-profiles {rrss}`: each entry by the one rule the profile form checks as well
 * (shared-kit's onlineProfileOf: a web address, linkedin.com for LinkedIn, the column's bound).
 */
export async function saveOnlineProfiles(db: Db, userId: number, body: OnlineProfilesRequest) {
  const changes: CandidateChanges = {};
  const errors: Errors = {};
  body.rrss.forEach((entry, index) => {
    const column = entry.rrss_id === RRSS_IDS.linkedin ? 'linkedin' : 'website';
    const checked = onlineProfileOf(column, entry.value ?? '');
    const field = `rrss.${index}.value`;
    if ('href' in checked) changes[column] = checked.href;
    else if (checked.problem === 'format') errors[field] = [text('api.validation.format', { field: column })];
    else if (checked.problem === 'linkedin') errors[field] = [text('api.profile.linkedinUrl')];
    else errors[field] = [text('api.validation.maxLength', { field: column, limit: PROFILE_LIMITS.url })];
  });
  if (Object.keys(errors).length > 0) fail(errors);
  await updateCandidate(db, userId, changes);
}

/** Below 1 means "not said" (docs/product-rules.md#profile-and-settings). */
