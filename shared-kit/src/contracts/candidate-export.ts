// The candidate's self-service export (docs/contracts.md#the-data-export): `GET /api/candidates/export` answers a
// ZIP. Its `data.json` has the shape below; the CVs and the photo are files next to it, named in `files`.
import { type Static, Type } from 'typebox';
import { DiscardReasonSchema } from './matchings';
import { ApplicationAnswerSchema, ApplicationHistoryEntrySchema } from './applications';
import { LatestSearchSchema } from './candidate-activity';
import { CandidateProfileResponseSchema } from './candidates';
import { Nullable } from './common';
import { JobAlertSchema } from './job-alerts';

/** Version of the `data.json` layout: raised when a field changes meaning or goes away. */
export const EXPORT_FORMAT = 2;
/** The JSON entry of the ZIP. */
export const EXPORT_DATA_FILE = 'data.json';
/** Rows of one list the export carries at most (favourites, applications): a bound far above real use. */
export const EXPORT_MAX_ROWS = 5000;

/** A job the candidate saved or applied to, as it was when exported. */
const ExportedJobSchema = Type.Object({
  job_id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  created_at: Type.String(),
});

/** A file of the ZIP: where it is in the archive and what it was stored as. */
const ExportedFileSchema = Type.Object({
  path: Type.String({ description: 'Path inside the ZIP' }),
  kind: Type.Union([Type.Literal('cv'), Type.Literal('photo')]),
  /** The CV's id for a CV (its metadata is in profile.candidate.cvs), null for the photo. */
  cv_id: Nullable(Type.Integer()),
  name: Type.String({ description: 'The name it was uploaded or stored under' }),
  content_type: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  sha256: Type.String(),
});

export const CandidateExportSchema = Type.Object({
  format: Type.Literal(EXPORT_FORMAT),
  exported_at: Type.String(),
  /** What `GET /api/candidates/profile` answers: the user, languages, skills, experience, education, CVs' metadata. */
  profile: CandidateProfileResponseSchema.properties.user,
  favorites: Type.Array(ExportedJobSchema),
  applications: Type.Array(
    Type.Object({
      ...ExportedJobSchema.properties,
      status: ApplicationHistoryEntrySchema.properties.status,
      knocked_out: Type.Boolean(),
      updated_at: Type.String(),
      /** The answers with the questions they answer (format 1 had only `{question id: answer}`). */
      answers: Type.Array(ApplicationAnswerSchema),
      /** Every change of status, oldest first. */
      history: Type.Array(ApplicationHistoryEntrySchema),
    }),
  ),
  files: Type.Array(ExportedFileSchema),
  /** The latest job searches, newest first (`GET /api/candidates/searchs/get-latests-searches`). */
  searches: Type.Array(LatestSearchSchema),
  /** The career events the candidate joined, and when. */
  events: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), joined_at: Type.String() })),
  /** The interview slots the candidate booked at events, cancelled ones too, newest booking first. */
  event_bookings: Type.Array(
    Type.Object({
      id: Type.Integer(),
      event_id: Type.Integer(),
      event_title: Type.String(),
      company: Type.String(),
      language: Type.String(),
      /** The interview's time (ISO, UTC) and the zone the candidate booked in. */
      starts_at: Type.String(),
      ends_at: Type.String(),
      time_zone: Type.String(),
      booked_at: Type.String(),
      cancelled: Type.Boolean(),
      cancelled_at: Nullable(Type.String()),
    }),
  ),
  /** The saved searches mailed as job alerts (docs/contracts.md#job-alerts), oldest first. */
  job_alerts: Type.Array(JobAlertSchema),
  /** The matchings the candidate discarded, with the reason, newest first (docs/contracts.md#matchings). */
  discarded_matchings: Type.Array(Type.Object({ ...ExportedJobSchema.properties, reason: DiscardReasonSchema })),
});
export type CandidateExport = Static<typeof CandidateExportSchema>;
