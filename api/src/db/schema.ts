import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables created by migrations/*.sql. Keep in step with the SQL. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface LanguagesTable { id: number; slug: string; name: string }
export interface CountriesTable {
  id: number;
  slug: string;
  name: string;
  iso_code: string | null;
  /** ISO 3166-1 alpha-2 (migration 010). */
  iso2: string | null;
  continente: number;
}
export interface CitiesTable { id: number; slug: string; name: string; country_id: number }
export interface RemoteTypesTable { slug: string; name: string; position: number }
export interface SkillsTable { id: number; slug: string; name: string }
export interface KeywordsTable { id: number; slug: string; name: string }
export interface SectorsTable { id: number; slug: string; name: string }

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  logo: string | null;
  description: string | null;
  sector_id: number | null;
  has_minisite_service: Generated<boolean>;
  minisite_template: number | null;
  minisite_content: unknown | null;
  created_at: Generated<Date>;
}

export interface JobsTable {
  id: Generated<number>;
  url: string;
  title: string;
  description: string;
  company_id: number;
  city_id: number | null;
  country_id: number | null;
  remote_type: string | null;
  experience: number | null;
  employment_type: number | null;
  salary: string | null;
  published_at: Timestamp;
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 002: external apply link (extra.redirect). */
  apply_url: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<'active' | 'draft' | 'closed'>;
  search: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface JobLanguagesTable { job_id: number; language_id: number; mandatory: boolean; level: number | null }
export interface JobSkillsTable { job_id: number; skill_id: number }

export type UserType = 'candidate' | 'company' | 'admin';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  type: UserType;
  nombre: string | null;
  apellidos: string | null;
  poblacion: string | null;
  fk_pais_id: number | null;
  fk_city_id: number | null;
  f_nace: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  phone: unknown | null;
  company_id: number | null;
  referral_platform: string | null;
  geoip_iso_code: string | null;
  validado: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface CandidatesTable {
  user_id: number;
  headline: string | null;
  presentation_letter: string | null;
  presentation_letter_html: string | null;
  work_internship: boolean | null;
  work_permit: boolean | null;
  relocate: boolean | null;
  working_status: number | null;
  salary_from: number | null;
  salary_to: number | null;
  salary_negotiate: Generated<boolean>;
  salary: string | null;
  path_foto: string | null;
  destination: Generated<number[]>;
  categories: Generated<number[]>;
  accepted_at: Date | null;
  cvsearch: Generated<boolean>;
  email_matchings: Generated<boolean>;
  email_notifications: Generated<boolean>;
  email_newsletters: Generated<boolean>;
  whatsapp_notifications: Generated<boolean>;
  email_challenge_task: Generated<boolean>;
  linkedin: string | null;
  website: string | null;
  level_notification: Generated<boolean>;
}

export interface CandidateLanguagesTable { user_id: number; language_id: number; level: number }

export interface AuthTokensTable {
  id: Generated<string>;
  token_hash: Buffer;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked: Generated<boolean>;
}

export interface CareerEventsTable {
  id: number;
  slug: string;
  title: string;
  description: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  landing_path: string;
}

export interface OutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** When a sender may try (again); pushed back after each failure. */
  next_attempt_at: Generated<Date>;
  /** A sender's lease on the row while it delivers it: no other sender takes it before then. */
  locked_until: Date | null;
  /** Given up (a permanent refusal, or too many attempts): never tried again. */
  failed_at: Date | null;
  /** The Message-ID header, fixed at the first attempt so that every attempt sends the same one. */
  message_id: string | null;
}

export interface FilesTable {
  id: Generated<string>;
  owner_user_id: number | null;
  kind: string;
  filename: string;
  content_type: string;
  size: number;
  data: Buffer;
  /** Hex digest of data (migration 040): the ETag; a row's bytes never change. */
  sha256: Generated<string>;
  /** Served to anyone by GET /files/{id}/{filename} (logos); false for CVs and the like. */
  public: Generated<boolean>;
  company_id: number | null;
  created_at: Generated<Date>;
}

export interface AppMetaTable { key: string; value: string }

export interface FavoritesTable { user_id: number; job_id: number; created_at: Generated<Date> }
export interface ApplicationsTable {
  id: Generated<number>;
  user_id: number;
  job_id: number;
  answers: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: Generated<Date>;
}
export interface ScreeningQuestionsTable { id: Generated<number>; job_id: number; question: string; position: Generated<number> }

/** One row, bumped by every statement that changes jobs (migration 060). */
export interface JobsVersionTable {
  singleton: Generated<boolean>;
  version: Generated<number>;
}

export interface Database {
  app_meta: AppMetaTable;
  languages: LanguagesTable;
  countries: CountriesTable;
  cities: CitiesTable;
  remote_types: RemoteTypesTable;
  skills: SkillsTable;
  keywords: KeywordsTable;
  sectors: SectorsTable;
  companies: CompaniesTable;
  jobs: JobsTable;
  job_languages: JobLanguagesTable;
  job_skills: JobSkillsTable;
  jobs_version: JobsVersionTable;
  users: UsersTable;
  candidates: CandidatesTable;
  candidate_languages: CandidateLanguagesTable;
  auth_tokens: AuthTokensTable;
  career_events: CareerEventsTable;
  outbox: OutboxTable;
  files: FilesTable;
  favorites: FavoritesTable;
  applications: ApplicationsTable;
  screening_questions: ScreeningQuestionsTable;
}
