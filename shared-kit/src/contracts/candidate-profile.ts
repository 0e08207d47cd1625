// The candidate's own profile and settings calls (docs/contracts.md#profile-and-settings): what the candidate sends
// and what the api answers. Field names are the wire format (docs/contracts.md). Every string, number and list is bounded
// (docs/input-validation.md#the-rules); the rules a schema cannot say (a real date, salary_to >= salary_from, a known
// country) are checked in api/src/services/candidate-profile.ts and answered as a 422 naming the field.
import { type Static, Type } from 'typebox';
import { PhoneSchema, TasksSchema } from './auth';
import { Id, Int, MultilineText, OrNull, Text } from './bounds';
import { Nullable } from './common';
import { PROFILE_LIMITS } from './account-constants';

/** `POST /api/candidates/profile`: name and location. */
export const ProfileUpdateRequestSchema = Type.Object({
  nombre: Text(PROFILE_LIMITS.name, { minLength: 1 }),
  apellidos: Text(PROFILE_LIMITS.name, { minLength: 1 }),
  fk_pais_id: Id(),
  fk_city_id: Type.Optional(OrNull(Id())),
  poblacion: Type.Optional(OrNull(Text(PROFILE_LIMITS.poblacion))),
});
export type ProfileUpdateRequest = Static<typeof ProfileUpdateRequestSchema>;

/** The fields `PATCH /api/candidates/field` may change, one at a time; each has its own rule on the server. */
export const EDITABLE_FIELDS = [
  'nombre',
  'apellidos',
  'poblacion',
  'fk_pais_id',
  'fk_city_id',
  'headline',
  'working_status',
  'work_permit',
  'relocate',
  'work_internship',
  'cvsearch',
] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** `PATCH /api/candidates/field {field, value}`. */
export const FieldUpdateRequestSchema = Type.Object({
  field: Type.Union(EDITABLE_FIELDS.map((field) => Type.Literal(field))),
  // Bare consts first (no `type`, so AJV's coercion leaves them alone): in a plainer union the first branch would
  // turn true into 'true', null into false or 1 into true before the right branch is tried.
  value: Type.Union([
    Type.Unsafe<true>({ const: true }),
    Type.Unsafe<false>({ const: false }),
    Type.Unsafe<null>({ const: null }),
    Int(0, PROFILE_LIMITS.salary),
    Text(PROFILE_LIMITS.url),
  ]),
});
export type FieldUpdateRequest = Static<typeof FieldUpdateRequestSchema>;

/**
 * `POST /api/candidates/phone-fields`: the phone input's fields. The server reads only `phoneNumber` (or `e164`) and
 * `countryCode` and computes the rest itself; an empty `phoneNumber` removes the phone.
 */
export const PhoneFieldsRequestSchema = Type.Object({
  phoneNumber: Type.Optional(Text(PROFILE_LIMITS.phone)),
  e164: Type.Optional(OrNull(Text(40))),
  countryCode: Type.Optional(OrNull(Text(2))),
  countryCallingCode: Type.Optional(OrNull(Text(8))),
  formatInternational: Type.Optional(OrNull(Text(60))),
  formatNational: Type.Optional(OrNull(Text(60))),
  nationalNumber: Type.Optional(OrNull(Text(40))),
  isValid: Type.Optional(OrNull(Type.Boolean())),
});
export type PhoneFieldsRequest = Static<typeof PhoneFieldsRequestSchema>;

export const PhoneFieldsResponseSchema = Type.Object({ phone: Nullable(PhoneSchema), tasks: TasksSchema });
export type PhoneFieldsResponse = Static<typeof PhoneFieldsResponseSchema>;

/** `POST /api/candidates/online-profiles {rrss}`: rrss_id 0 LinkedIn, 4 a personal site; an empty value removes it. */
export const OnlineProfilesRequestSchema = Type.Object({
  rrss: Type.Array(
    Type.Object({
      rrss_id: Type.Union([Type.Literal(0), Type.Literal(4)]),
      value: OrNull(Text(PROFILE_LIMITS.url)),
    }),
    { maxItems: 2 },
  ),
});
export type OnlineProfilesRequest = Static<typeof OnlineProfilesRequestSchema>;

/** A yearly salary as the form sends it: below 1 means "not said" and is stored as null. */
const Salary = Type.Optional(OrNull(Int(-PROFILE_LIMITS.salary, PROFILE_LIMITS.salary)));

/** `PATCH /api/candidates/preferences`: only the fields sent change. */
export const PreferencesRequestSchema = Type.Object({
  work_internship: Type.Optional(OrNull(Type.Boolean())),
  work_permit: Type.Optional(OrNull(Type.Boolean())),
  relocate: Type.Optional(OrNull(Type.Boolean())),
  working_status: Type.Optional(OrNull(Int(0, PROFILE_LIMITS.workingStatusMax))),
  salary_from: Salary,
  salary_to: Salary,
  /** Sent as 1 or null (docs/product-rules.md#profile-and-settings); true, false and 0 are read the same way. */
  salary_negotiate: Type.Optional(
    OrNull(Type.Union([Type.Literal(1), Type.Literal(0), Type.Literal(true), Type.Literal(false)])),
  ),
  presentation_letter: Type.Optional(OrNull(MultilineText(PROFILE_LIMITS.presentationLetterHtml))),
  headline: Type.Optional(OrNull(Text(PROFILE_LIMITS.headline))),
  destination: Type.Optional(Type.Array(Id(), { maxItems: PROFILE_LIMITS.destinations })),
  /** Birth date, YYYY-MM-DD; a real past date of an adult (checked on the server, with its own message). */
  f_nace: Type.Optional(OrNull(Text(10))),
});
export type PreferencesRequest = Static<typeof PreferencesRequestSchema>;

/**
 * The notification settings `POST /api/candidates/email-settings/{setting}` switches. `email_applications` (ours, on
 * by default): the mails about the candidate's applications (docs/operations.md#mails-about-applications).
 */
export const EMAIL_SETTINGS = [
  'email_matchings',
  'email_notifications',
  'email_applications',
  'email_newsletters',
  'whatsapp_notifications',
] as const;
export type EmailSetting = (typeof EMAIL_SETTINGS)[number];

export const EmailSettingParamsSchema = Type.Object({
  setting: Type.Union(EMAIL_SETTINGS.map((setting) => Type.Literal(setting))),
});
/** `{state}`: on or off, as a boolean or 1/0. */
export const EmailSettingRequestSchema = Type.Object({
  state: Type.Union([Type.Boolean(), Type.Literal(0), Type.Literal(1)]),
});
export const EmailSettingsResponseSchema = Type.Object({
  email_matchings: Type.Boolean(),
  email_notifications: Type.Boolean(),
  email_applications: Type.Boolean(),
  email_newsletters: Type.Boolean(),
  whatsapp_notifications: Type.Boolean(),
});
export type EmailSettings = Static<typeof EmailSettingsResponseSchema>;

/** `PATCH /api/candidates/interests {sectors}`: the sector ids the candidate wants to work in. */
export const InterestsRequestSchema = Type.Object({
  sectors: Type.Array(Id(), { maxItems: PROFILE_LIMITS.sectors }),
});
export type InterestsRequest = Static<typeof InterestsRequestSchema>;
