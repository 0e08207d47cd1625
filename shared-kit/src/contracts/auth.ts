// Users, sign-in, accounts and account settings (docs/contracts.md#auth).
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
// Request schemas use the bounded blocks of bounds.ts (docs/input-validation.md).
import { type Static, Type } from 'typebox';
import { Int, INT4_MAX, MultilineText, Text } from './bounds';
import { Nullable, OneOf } from './common';
import { ACCOUNT_LIMITS as A } from './limits';
import { LOCALES } from './locales';

export const UserTypeSchema = Type.Union([
  Type.Literal('guest'),
  Type.Literal('candidate'),
  Type.Literal('company'),
  Type.Literal('admin'),
]);
export type UserType = Static<typeof UserTypeSchema>;

export const PhoneSchema = Type.Object({
  countryCallingCode: Nullable(Type.String()),
  countryCode: Nullable(Type.String()),
  e164: Nullable(Type.String()),
  formatInternational: Nullable(Type.String()),
  formatNational: Nullable(Type.String()),
  isValid: Type.Boolean(),
  nationalNumber: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String()),
});
export type Phone = Static<typeof PhoneSchema>;

/** Who a user is: the fields the user and the candidate profile's `user` share (docs/contracts.md#candidates). */
export const UserIdentitySchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  nombre: Nullable(Type.String()),
  apellidos: Nullable(Type.String()),
  poblacion: Nullable(Type.String()),
  fk_pais_id: Nullable(Type.Integer()),
});

/** The user (docs/contracts.md#auth). Fields a given account does not have are null. */
export const UserSchema = Type.Object({
  ...UserIdentitySchema.properties,
  f_nace: Nullable(Type.String()),
  created_at: Nullable(Type.String()),
  type: UserTypeSchema,
  tasks_done: Nullable(Type.Integer()),
  percent: Nullable(Type.Number()),
  geoip_iso_code: Nullable(Type.String()),
  geoip_is_eu: Nullable(Type.Boolean()),
  referral_platform: Nullable(Type.String()),
  validado: Nullable(Type.Boolean()),
  token: Nullable(Type.String()),
  token_expiration: Nullable(Type.String()),
  phone: Nullable(PhoneSchema),
  /** Milliseconds since the epoch; set by the client at login (session expiry counts from it). */
  loginTimestamp: Nullable(Type.Number()),
  /** Candidates (login, register, me): their languages, strongest first (docs/product-rules.md#post-login-redirect). */
  languages: Type.Optional(
    Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), level: Type.Integer() })),
  ),
  /** Candidates: the career events they registered for (event entry routes, docs/product-rules.md#events). */
  virtual_events: Type.Optional(Type.Array(Type.Object({ fk_virtual_event_id: Type.Integer() }))),
});
export type User = Static<typeof UserSchema>;

/** Tasks of a candidate's profile; 0 means pending (docs/product-rules.md#candidate-profile). */
export const TasksSchema = Type.Object({
  general_information: Type.Integer(),
  languages: Type.Integer(),
  sector: Type.Integer(),
  skills: Type.Integer(),
  cv: Type.Integer(),
  education: Type.Integer(),
  experience: Type.Integer(),
  preferences: Type.Integer(),
  apply: Type.Integer(),
  comment: Type.Integer(),
  level_notification: Type.Integer(),
  registered_at: Nullable(Type.String()),
  remember_at: Nullable(Type.String()),
  converted_at: Nullable(Type.String()),
  isIntermediate: Type.Boolean(),
  isAdvanced: Type.Boolean(),
  isComplete: Type.Boolean(),
  profileStatus: Nullable(Type.String()),
});
export type Tasks = Static<typeof TasksSchema>;

export const LoginRequestSchema = Type.Object({
  email: Text(A.email, { minLength: 1 }),
  password: Text(A.password, { minLength: 1 }),
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** Answer of `POST /api/auth/login` and `POST /api/auth/register`. `route` is the server's post-login hint. */
export const LoginResponseSchema = Type.Object({
  user: UserSchema,
  token: Type.String(),
  route: Nullable(Type.String()),
  tasks: Nullable(TasksSchema),
  hasAppToken: Type.Boolean(),
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

export const AccountTypeSchema = Type.Union([Type.Literal('candidate'), Type.Literal('company')]);

/** `POST /api/auth/register`; answers `LoginResponseSchema`. `company_name` is required for companies. */
export const RegisterRequestSchema = Type.Object({
  type: AccountTypeSchema,
  email: Text(A.email, { format: 'email' }),
  password: Text(A.password, { minLength: 1 }),
  password_confirmation: Text(A.password, { minLength: 1 }),
  nombre: Text(A.firstName, { minLength: 1 }),
  apellidos: Type.Optional(Nullable(Text(A.lastName))),
  company_name: Type.Optional(Nullable(Text(A.companyName))),
  referral_platform: Type.Optional(Nullable(Text(A.referralPlatform))),
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** `POST /api/auth/password/email`: always the same answer, whether or not the account exists. */
export const PasswordEmailRequestSchema = Type.Object({ email: Text(A.email, { minLength: 1 }) });
export type PasswordEmailRequest = Static<typeof PasswordEmailRequestSchema>;

/** `POST /api/auth/password/reset`. */
export const PasswordResetRequestSchema = Type.Object({
  token: Text(A.token, { minLength: 1 }),
  email: Text(A.email, { minLength: 1 }),
  password: Text(A.password, { minLength: 1 }),
  password_confirmation: Text(A.password, { minLength: 1 }),
});
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

/** `POST /api/auth/loadUserWithToken` (the /backdoor page); answers `LoginResponseSchema`. */
export const LoadUserWithTokenRequestSchema = Type.Object({
  token: Text(A.token, { minLength: 1 }),
  email: Text(A.email, { minLength: 1 }),
});
export type LoadUserWithTokenRequest = Static<typeof LoadUserWithTokenRequestSchema>;

/** `POST /api/admin/backdoor-tokens` (admin token only). */
export const BackdoorTokenRequestSchema = Type.Object({ email: Text(A.email, { minLength: 1 }) });
export const BackdoorTokenResponseSchema = Type.Object({
  token: Type.String(),
  email: Type.String(),
  url: Type.String(),
  expires_at: Type.String(),
});
export type BackdoorTokenResponse = Static<typeof BackdoorTokenResponseSchema>;

/** `GET /api/auth/providers`: the social logins configured on this server (buttons only for these). */
export const AuthProvidersResponseSchema = Type.Object({
  providers: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), start_url: Type.String() })),
});
export type AuthProvidersResponse = Static<typeof AuthProvidersResponseSchema>;

/** `POST /api/auth/oidc/callback` (the /auth/callback page); answers `LoginResponseSchema`. */
export const OidcCallbackRequestSchema = Type.Object({
  code: Text(2048, { minLength: 1 }),
  state: Text(200, { minLength: 1 }),
  /** The provider's issuer, when it names itself in the response (RFC 9207): checked against the one expected. */
  iss: Type.Optional(Text(2048, { minLength: 1 })),
});
export type OidcCallbackRequest = Static<typeof OidcCallbackRequestSchema>;

/** `GET /api/auth/me`: the signed-in user again (same shape as login's, without a new token). */
export const MeResponseSchema = Type.Object({ user: UserSchema, tasks: Nullable(TasksSchema) });
export type MeResponse = Static<typeof MeResponseSchema>;

/** `POST /api/{candidates|companies}/account-settings/update-email`. */
export const UpdateEmailRequestSchema = Type.Object({
  email: Text(A.email, { format: 'email' }),
  password: Text(A.password, { minLength: 1 }),
});
export type UpdateEmailRequest = Static<typeof UpdateEmailRequestSchema>;

/** `POST /api/{candidates|companies}/account-settings/update-password` (docs/contracts.md#account-settings). */
export const UpdatePasswordRequestSchema = Type.Object({
  current_password: Text(A.password, { minLength: 1 }),
  password: Text(A.password, { minLength: 1 }),
  password_confirmation: Text(A.password, { minLength: 1 }),
});
export type UpdatePasswordRequest = Static<typeof UpdatePasswordRequestSchema>;

/** `DELETE /api/candidates/account-settings/destroy`. */
export const DestroyAccountRequestSchema = Type.Object({
  motivo_id: Int(0, INT4_MAX),
  texto: Type.Optional(Nullable(MultilineText(A.deletionComment))),
});
export type DestroyAccountRequest = Static<typeof DestroyAccountRequestSchema>;

/** Answer of the account-settings calls that change the user: the message and the user to store. */
export const AccountUpdateResponseSchema = Type.Object({ message: Type.String(), user: UserSchema });
export type AccountUpdateResponse = Static<typeof AccountUpdateResponseSchema>;

// --- Interface language (docs/contracts.md#interface-language, docs/i18n.md#choosing-the-language) -------------

/** One of the interface languages; anything else is a 422 on `locale`. */
export const LocaleSchema = OneOf(LOCALES);

/** `PUT /api/account/locale`: a signed-in user's choice, kept in the account (204). */
export const AccountLocaleRequestSchema = Type.Object({ locale: LocaleSchema });
export type AccountLocaleRequest = Static<typeof AccountLocaleRequestSchema>;

/** Longest `next` the language form may send; the api sends anything longer, or not a path of the site, to `/`. */
export const LOCALE_FORM_NEXT_MAX_LENGTH = 1024;

/**
 * `POST /api/locale`, form-encoded by the server-rendered switcher without JavaScript: the language and the path to
 * go back to. Answered with the cookie and a 303 to `next`.
 */
export const LocaleFormRequestSchema = Type.Object({
  locale: LocaleSchema,
  // A text like any other (a control character is a 422 on `next`); where it leads is checked by the api: a path
  // of the site of at most LOCALE_FORM_NEXT_MAX_LENGTH characters, else `/`.
  next: Type.Optional(Text(4 * LOCALE_FORM_NEXT_MAX_LENGTH)),
});
export type LocaleFormRequest = Static<typeof LocaleFormRequestSchema>;
