// What the candidate's profile calls share (docs/product-rules.md#profile-and-settings): the 422s they answer,
// dates and places checked, the candidate's row written.
import type { Db } from '../../db/database';
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { type Text, text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import type { ReferenceData } from '../reference';

export type CandidateChanges = Updateable<Database['candidates']>;
export type Errors = Record<string, Text[]>;

/** A field as a message names it: the api's own name with spaces (as plugins/errors.ts says schema errors). */
export const named = (field: string) => field.replace(/_/g, ' ');
export const invalid = (field: string): Errors => ({
  [field]: [text('api.validation.selected', { field: named(field) })],
});

export function fail(errors: Errors): never {
  throw new ValidationFailed(errors);
}

/** `YYYY-MM-DD` as a real calendar date (2023-02-30 is not one), else null. */
export function calendarDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : null;
}

export async function updateCandidate(db: Db, userId: number, changes: CandidateChanges) {
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
export function knownCountry(reference: ReferenceData, id: number) {
  return reference.countryList.some((country) => country.id === id);
}

/**
 * The city, when given, must be a known city of the country. Refused in the words of the form, which offers both as
 * lists (a list kept from before the board's changed, or a client of its own, can still send another).
 */
export function checkLocation(reference: ReferenceData, countryId: number | null, cityId: number | null): Errors {
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

/** Age in whole years on `now`, from a `YYYY-MM-DD` birth date. */
export function age(birth: string | null, now = new Date()): number | null {
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
