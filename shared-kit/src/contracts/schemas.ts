// One schema per resource, shared by the api (validation, serialisation, OpenAPI) and the front ends (types).
// Field names are the wire format (docs/contracts.md): keep them as they are (nombre, apellidos, continente...).
// No React, no DOM: the api loads this module from dist/ (CommonJS).
// Request schemas use the bounded blocks of bounds.ts (Text, Id, Int): every string and integer a client sends has
// a bound and no control characters (docs/input-validation.md).
import { type Static, type TSchema, Type } from 'typebox';
import { Int, INT4_MAX, MultilineText, Text } from './bounds';

/** `T | null` on the wire. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// --- Reference data -------------------------------------------------------------------------------------------

export const LanguageSchema = Type.Object({ slug: Type.String(), name: Type.String() });
export type Language = Static<typeof LanguageSchema>;

/** `continente` 1 means the country is in the EU. Country id 249 exists but is excluded from lists. */
export const CountrySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  continente: Type.Integer(),
});
export type Country = Static<typeof CountrySchema>;

export const CitySchema = Type.Object({ slug: Type.String(), name: Type.String(), country_slug: Type.String() });
export type City = Static<typeof CitySchema>;

export const RemoteSchema = Type.Object({ slug: Type.String(), name: Type.String() });
export type Remote = Static<typeof RemoteSchema>;

// --- Jobs -----------------------------------------------------------------------------------------------------

/**
 * `mandatory` is a boolean on our wire; read it with `isMandatoryLanguage` (only `true` counts,
 * docs/product-rules.md#job-pages).
 */
export const JobLanguageSchema = Type.Object({ name: Type.String(), slug: Type.String(), mandatory: Type.Boolean() });
export type JobLanguage = Static<typeof JobLanguageSchema>;

export const JobSkillSchema = Type.Object({ slug: Type.String(), name: Type.String() });
export type JobSkill = Static<typeof JobSkillSchema>;

export const CompanySummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  logo: Nullable(Type.String()),
});
export type CompanySummary = Static<typeof CompanySummarySchema>;

export const ScreeningQuestionSchema = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  answer: Nullable(Type.String()),
});
export type ScreeningQuestion = Static<typeof ScreeningQuestionSchema>;

/** Jobseeker-related data of a job: present only for a signed-in user (docs/product-rules.md#users-and-roles). */
export const JobExtraSchema = Type.Object({
  application: Type.Optional(Nullable(Type.Object({ id: Type.Integer(), created_at: Type.String() }))),
  /** Not available, or already applied: false. */
  canApply: Type.Optional(Type.Boolean()),
  available: Type.Optional(Type.Boolean()),
  redirect: Type.Optional(Nullable(Type.String())),
  favorite: Type.Optional(Type.Boolean()),
  screeningQuestions: Type.Optional(Type.Array(ScreeningQuestionSchema)),
});
export type JobExtra = Static<typeof JobExtraSchema>;

export const JobSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  title: Type.String(),
  description: Type.String(),
  company: CompanySummarySchema,
  city: Nullable(CitySchema),
  country: Nullable(CountrySchema),
  remote: Nullable(RemoteSchema),
  languages: Type.Array(JobLanguageSchema),
  skills: Type.Array(JobSkillSchema),
  /** Experience level id (the `experience` query filter takes a list of these). */
  experience: Nullable(Type.Integer()),
  /** Employment type id (the `employment_type` query filter takes a list of these). */
  employment_type: Nullable(Type.Integer()),
  salary: Nullable(Type.String()),
  published_at: Type.String(),
  expires_at: Nullable(Type.String()),
  available: Type.Boolean(),
  extra: Nullable(JobExtraSchema),
});
export type Job = Static<typeof JobSchema>;

export const JobListResultSchema = Type.Object({
  data: Type.Array(JobSchema),
  total_search: Type.Integer(),
  total_actives: Type.Integer(),
  seconds: Type.Number(),
  /** True when counting stopped early: there are more than total_search matches. */
  total_capped: Type.Optional(Type.Boolean()),
});
export type JobListResult = Static<typeof JobListResultSchema>;

/** SEO head of a page. `script` is JSON-LD text; `robots` is e.g. 'index, follow' or 'noindex'. */
export const SeoSchema = Type.Object({
  title: Type.String(),
  h1: Type.String(),
  text: Type.String(),
  meta: Type.String(),
  script: Nullable(Type.String()),
  canonical: Type.String(),
  robots: Type.String(),
});
export type Seo = Static<typeof SeoSchema>;

/** `GET /api{job-list path}` (docs/contracts.md#jobs). */
export const JobListResponseSchema = Type.Object({
  jobs: JobListResultSchema,
  seo: SeoSchema,
  languages: Type.Object({ data: Type.Array(LanguageSchema) }),
  countries: Type.Object({ data: Type.Array(CountrySchema) }),
  cities: Type.Object({ data: Type.Array(CitySchema) }),
  remotes: Type.Array(RemoteSchema),
  job: Nullable(JobSchema),
  hasMinisiteService: Type.Boolean(),
  companyIdMinisite: Nullable(Type.Integer()),
});
export type JobListResponse = Static<typeof JobListResponseSchema>;

/** Related jobs groups of a job page (docs/product-rules.md#job-pages). */
export const RelatedJobsSchema = Type.Object({
  general: Type.Array(JobSchema),
  sameCity: Type.Array(JobSchema),
  sameCompany: Type.Array(JobSchema),
  sameLanguages: Type.Array(JobSchema),
});
export type RelatedJobs = Static<typeof RelatedJobsSchema>;

/** `GET /api/job?id=` (docs/contracts.md#job). */
export const JobDetailResponseSchema = Type.Object({
  seo: SeoSchema,
  index_not_found: Type.Boolean(),
  job: Nullable(JobSchema),
  relatedJobs: RelatedJobsSchema,
});
export type JobDetailResponse = Static<typeof JobDetailResponseSchema>;

/**
 * 404 of `GET /api{job-list path}` for an unknown language, location, remote type, skill or minisite: the job-list
 * shape (empty data, seo.robots 'noindex') so the page can still render and be marked noindex
 * (docs/product-rules.md#indexing), plus the error fields; the client resets the filters and goes to /jobs
 * (docs/product-rules.md#path-names-and-canonical-paths).
 */
export const JobListNotFoundSchema = Type.Object({
  ...JobListResponseSchema.properties,
  message: Type.String(),
  toasts: Type.Array(Type.Object({ message: Type.String() })),
});
export type JobListNotFound = Static<typeof JobListNotFoundSchema>;

/** `GET /api/offers/related-locations/{id}`: other places where the job's company or the same title hires. */
export const RelatedLocationsSchema = Type.Object({
  cities: Type.Array(Type.Object({ ...CitySchema.properties, jobs: Type.Integer() })),
  countries: Type.Array(Type.Object({ ...CountrySchema.properties, jobs: Type.Integer() })),
});
export type RelatedLocations = Static<typeof RelatedLocationsSchema>;

/**
 * `GET /api/minisites/data/{companyId}` (docs/contracts.md#jobs). userMinisite and vueTemp are null without a minisite.
 */
export const MinisiteDataSchema = Type.Object({
  logo: Nullable(Type.String()),
  userMinisite: Nullable(
    Type.Object({
      fk_empresa_id: Type.Integer(),
      fk_id_minisite_template: Nullable(Type.Integer()),
      content: Nullable(Type.Record(Type.String(), Type.Unknown())),
      company: Type.String(),
    }),
  ),
  /** Name of the template component to render ('template-1'...), null when the company has no template. */
  vueTemp: Nullable(Type.String()),
  companyData: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    logo: Nullable(Type.String()),
    description: Nullable(Type.String()),
    hasMinisiteService: Type.Boolean(),
    activeJobs: Type.Integer(),
  }),
});
export type MinisiteData = Static<typeof MinisiteDataSchema>;

/** One suggestion of `GET /api/keywords?search=`; `slug` builds /jobs-with-{slug}. */
export const KeywordItemSchema = Type.Object({ slug: Type.String(), name: Type.String(), type: Type.Union([Type.Literal('skill'), Type.Literal('keyword')]) });
export type KeywordItem = Static<typeof KeywordItemSchema>;
export const KeywordListSchema = Type.Object({ data: Type.Array(KeywordItemSchema) });
export type KeywordList = Static<typeof KeywordListSchema>;

/** `GET /api/tags?q=`: skill tags for autocomplete. */
export const TagSchema = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export type Tag = Static<typeof TagSchema>;
export const TagListSchema = Type.Object({ data: Type.Array(TagSchema) });
export type TagList = Static<typeof TagListSchema>;

// --- Favourites (docs/contracts.md#favourites) -----------------------------------------------------------------

export const FavoriteSchema = Type.Object({ offer_id: Type.Integer(), created_at: Type.String() });
export type Favorite = Static<typeof FavoriteSchema>;

/** `GET /api/candidates/favorites`: a page of favourites, newest first, each with its job (available or not). */
export const FavoritesPageSchema = Type.Object({
  total: Type.Integer(),
  favorites: Type.Array(Type.Object({ ...FavoriteSchema.properties, job: JobSchema })),
  lastPage: Type.Integer(),
  currentPage: Type.Integer(),
  /** The candidate has any favourite at all (whatever search/status say). */
  hasFavorites: Type.Boolean(),
  /** Favourites whose job is no longer available. */
  totalExpired: Type.Integer(),
});
export type FavoritesPage = Static<typeof FavoritesPageSchema>;

/** `POST /api/candidates/favorites {offer_id}`. */
export const FavoriteResponseSchema = Type.Object({ favorite: FavoriteSchema });
export type FavoriteResponse = Static<typeof FavoriteResponseSchema>;

// --- Users and auth -------------------------------------------------------------------------------------------

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

/** The user (docs/contracts.md#auth). Fields a given account does not have are null. */
export const UserSchema = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  nombre: Nullable(Type.String()),
  apellidos: Nullable(Type.String()),
  poblacion: Nullable(Type.String()),
  fk_pais_id: Nullable(Type.Integer()),
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
  email: Text(255, { minLength: 1 }),
  password: Text(200, { minLength: 1 }),
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

// --- Accounts (docs/contracts.md#auth) -------------------------------------------------------------------------

/** Stated on the register and reset forms; the api enforces it (with "not your email", "not a common one"). */
export const PASSWORD_MIN_LENGTH = 10;

export const AccountTypeSchema = Type.Union([Type.Literal('candidate'), Type.Literal('company')]);

/** `POST /api/auth/register`; answers `LoginResponseSchema`. `company_name` is required for companies. */
export const RegisterRequestSchema = Type.Object({
  type: AccountTypeSchema,
  email: Text(255, { format: 'email' }),
  password: Text(200, { minLength: 1 }),
  password_confirmation: Text(200, { minLength: 1 }),
  nombre: Text(100, { minLength: 1 }),
  apellidos: Type.Optional(Nullable(Text(150))),
  company_name: Type.Optional(Nullable(Text(200))),
  referral_platform: Type.Optional(Nullable(Text(100))),
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** `POST /api/auth/password/email`: always the same answer, whether or not the account exists. */
export const PasswordEmailRequestSchema = Type.Object({ email: Text(255, { minLength: 1 }) });
export type PasswordEmailRequest = Static<typeof PasswordEmailRequestSchema>;

/** `POST /api/auth/password/reset`. */
export const PasswordResetRequestSchema = Type.Object({
  token: Text(200, { minLength: 1 }),
  email: Text(255, { minLength: 1 }),
  password: Text(200, { minLength: 1 }),
  password_confirmation: Text(200, { minLength: 1 }),
});
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

/** `POST /api/auth/loadUserWithToken` (the /backdoor page); answers `LoginResponseSchema`. */
export const LoadUserWithTokenRequestSchema = Type.Object({
  token: Text(200, { minLength: 1 }),
  email: Text(255, { minLength: 1 }),
});
export type LoadUserWithTokenRequest = Static<typeof LoadUserWithTokenRequestSchema>;

/** `POST /api/admin/backdoor-tokens` (admin token only). */
export const BackdoorTokenRequestSchema = Type.Object({ email: Text(255, { minLength: 1 }) });
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
  email: Text(255, { format: 'email' }),
  password: Text(200, { minLength: 1 }),
});
export type UpdateEmailRequest = Static<typeof UpdateEmailRequestSchema>;

/** `POST /api/{candidates|companies}/account-settings/update-password` (docs/contracts.md#account-settings). */
export const UpdatePasswordRequestSchema = Type.Object({
  current_password: Text(200, { minLength: 1 }),
  password: Text(200, { minLength: 1 }),
  password_confirmation: Text(200, { minLength: 1 }),
});
export type UpdatePasswordRequest = Static<typeof UpdatePasswordRequestSchema>;

/** `DELETE /api/candidates/account-settings/destroy`. */
export const DestroyAccountRequestSchema = Type.Object({
  motivo_id: Int(0, INT4_MAX),
  texto: Type.Optional(Nullable(MultilineText(2000))),
});
export type DestroyAccountRequest = Static<typeof DestroyAccountRequestSchema>;

export const MessageResponseSchema = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponseSchema>;

/** Answer of the account-settings calls that change the user: the message and the user to store. */
export const AccountUpdateResponseSchema = Type.Object({ message: Type.String(), user: UserSchema });
export type AccountUpdateResponse = Static<typeof AccountUpdateResponseSchema>;

// --- Events and company landing -------------------------------------------------------------------------------

export const CareerEventSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  starts_at: Type.String(),
  ends_at: Type.String(),
  landing_path: Nullable(Type.String()),
});
export type CareerEvent = Static<typeof CareerEventSchema>;

/** `GET /api/career-events`. */
export const CareerEventListSchema = Type.Object({ events: Type.Array(CareerEventSchema) });
export type CareerEventList = Static<typeof CareerEventListSchema>;

/** `GET /api/company-landing`. */
export const CompanyLandingSchema = Type.Object({
  stats: Type.Object({
    jobs: Type.Integer(),
    companies: Type.Integer(),
    languages: Type.Integer(),
    countries: Type.Integer(),
  }),
  companies: Type.Array(CompanySummarySchema),
});
export type CompanyLanding = Static<typeof CompanyLandingSchema>;

// --- Errors and infrastructure --------------------------------------------------------------------------------

/** Laravel-shaped 422. */
export const ValidationErrorSchema = Type.Object({
  message: Type.String(),
  errors: Type.Record(Type.String(), Type.Array(Type.String())),
});
export type ValidationError = Static<typeof ValidationErrorSchema>;

/** Every other error: the client shows `toasts[0].message` as an error notice. */
export const ErrorResponseSchema = Type.Object({
  message: Type.String(),
  toasts: Type.Array(Type.Object({ message: Type.String() })),
});
export type ErrorResponse = Static<typeof ErrorResponseSchema>;

export const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
});
export type Health = Static<typeof HealthSchema>;

export const VersionSchema = Type.Object({ version: Type.String() });
export type Version = Static<typeof VersionSchema>;

/** `time` is the server time as an ISO 8601 string. */
export const PingSchema = Type.Object({ pong: Type.Literal(true), time: Type.String() });
export type Ping = Static<typeof PingSchema>;

/** `GET /remotes.json`: remote name -> URL of its mf-manifest.json. */
export const RemotesRegistrySchema = Type.Object({ remotes: Type.Record(Type.String(), Type.String()) });
export type RemotesRegistry = Static<typeof RemotesRegistrySchema>;
