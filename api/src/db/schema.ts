import type { ColumnType, GeneratedAlways } from 'kysely';
import type {
  ApplicantMailChoice,
  ApplicationStatus,
  CvProposalField,
  JobAlertFrequency,
  JobModerationAction,
  JobModerationCategory,
  Locale,
  ScreeningQuestionKind,
} from 'shared-kit/contracts';
import type { DB } from './generated';

/**
 * Kysely's view of the database: the tables as generated.ts has them (generated from the migrated database by
 * scripts/generate-db-types.mjs), with the columns whose CHECK constraint or JSON shape is narrower than their
 * SQL type narrowed here. kysely-codegen's own `overrides` would do this in the generated file, but its parser of
 * override types needs TypeScript's JS API, which TypeScript 7 does not have (docs/code-checks.md).
 */
export type UserType = 'candidate' | 'company' | 'admin';
/**
 * CHECK of migrations 101 and 150: 'active' is published; "expired" is computed (docs/company-area.md#jobs);
 * 'moderated' is closed by an admin (docs/product-rules.md#job-moderation).
 */
type JobStatus = 'active' | 'draft' | 'paused' | 'closed' | 'moderated';
/** The states a job can be closed by moderation from, and given back by a reopen (migration 150). */
export type ModeratableJobStatus = Exclude<JobStatus, 'moderated'>;
type BackdoorPurpose = 'backdoor' | 'admin-dashboard';
/** A column with a default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

type Narrowed<Table, Columns> = Omit<Table, keyof Columns> & Columns;

export type Database = Omit<
  DB,
  | 'users'
  | 'jobs'
  | 'backdoor_tokens'
  | 'applications'
  | 'files'
  | 'screening_questions'
  | 'application_status_history'
  | 'job_alerts'
  | 'outbox'
  | 'job_moderation_actions'
  | 'cv_proposals'
  | 'companies'
> & {
  /** applicant_mails: CHECK of migration 161. */
  companies: Narrowed<DB['companies'], { applicant_mails: Defaulted<ApplicantMailChoice> }>;
  /** locale: one of the interface languages (CHECK of migration 021). */
  users: Narrowed<
    DB['users'],
    { type: UserType; locale: ColumnType<Locale | null, Locale | null | undefined, Locale | null> }
  >;
  jobs: Narrowed<DB['jobs'], { status: Defaulted<JobStatus>; moderated_from: ModeratableJobStatus | null }>;
  backdoor_tokens: Narrowed<DB['backdoor_tokens'], { purpose: Defaulted<BackdoorPurpose> }>;
  /** sha256 is computed from data, which is never null, so it is never null either (migration 040). */
  files: Narrowed<DB['files'], { sha256: GeneratedAlways<string> }>;
  /** Written as a JSON string, read back as the object of question id to answer. */
  applications: Narrowed<
    DB['applications'],
    {
      answers: ColumnType<Record<string, string>, string | undefined, string>;
      /** CHECK of migration 095. */
      status: Defaulted<ApplicationStatus>;
    }
  >;
  application_status_history: Narrowed<DB['application_status_history'], { status: ApplicationStatus }>;
  /** kind: CHECK of migration 095; options: a JSON list of strings, written as a JSON string. */
  screening_questions: Narrowed<
    DB['screening_questions'],
    {
      kind: Defaulted<ScreeningQuestionKind>;
      options: ColumnType<string[] | null, string | null | undefined, string | null>;
    }
  >;
  /** frequency: CHECK of migration 097. */
  job_alerts: Narrowed<DB['job_alerts'], { frequency: JobAlertFrequency }>;
  /** field and decision: CHECKs of migration 135; proposed: the field's wire shape, written as a JSON string. */
  cv_proposals: Narrowed<
    DB['cv_proposals'],
    {
      field: CvProposalField;
      decision: 'accepted' | 'rejected' | null;
      proposed: ColumnType<unknown, string, string>;
    }
  >;
  /**
   * headers: a JSON object of extra mail headers (migration 097); calendar: a meeting request's method and text
   * (migration 160). Both written as JSON strings.
   */
  outbox: Narrowed<
    DB['outbox'],
    {
      headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
      calendar: ColumnType<
        { method: 'REQUEST' | 'CANCEL'; content: string } | null,
        string | null | undefined,
        string | null
      >;
    }
  >;
  /** action, category: CHECKs of migration 150. */
  job_moderation_actions: Narrowed<
    DB['job_moderation_actions'],
    { action: JobModerationAction; category: JobModerationCategory | null }
  >;
};
