// A candidate's job alerts (docs/contracts.md#job-alerts): a saved job-list search mailed when new jobs match it.
// Field names are the wire format (docs/contracts.md): keep them as they are.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Id, OrNull, Text } from './bounds';
import { Nullable, OneOf } from './common';
import { JOB_ALERT_FREQUENCIES, MAX_JOB_ALERT_NAME_LENGTH, MAX_JOB_ALERT_PATH_LENGTH } from './account-constants';

export const JobAlertFrequencySchema = OneOf(JOB_ALERT_FREQUENCIES);

export const JobAlertSchema = Type.Object({
  id: Type.Integer(),
  /** The job list's site path with its query, as the job list spells it: `/jobs-in-Berlin?keywords=sales`. */
  path: Type.String(),
  /** The search in words, in the language it was saved in: "Jobs for German speakers in Berlin". */
  label: Type.String(),
  /** The candidate's own name for the alert ("Berlin, German"); null: the alert is called by its label. */
  name: Nullable(Type.String()),
  frequency: JobAlertFrequencySchema,
  paused: Type.Boolean(),
  created_at: Type.String(),
  /** When the alert was last looked at for new jobs (ISO time); null until its first run. */
  last_run_at: Nullable(Type.String()),
});
export type JobAlert = Static<typeof JobAlertSchema>;

/** `GET /api/candidates/job-alerts`: oldest first. */
export const JobAlertListSchema = Type.Object({ alerts: Type.Array(JobAlertSchema) });
export type JobAlertList = Static<typeof JobAlertListSchema>;

/** `POST /api/candidates/job-alerts`: `path` is a job-list address of this site (path and query). */
export const CreateJobAlertRequestSchema = Type.Object({
  path: Text(MAX_JOB_ALERT_PATH_LENGTH, { minLength: 1 }),
  frequency: JobAlertFrequencySchema,
  /** Blank or null: no name of its own. */
  name: Type.Optional(OrNull(Text(MAX_JOB_ALERT_NAME_LENGTH))),
});
export type CreateJobAlertRequest = Static<typeof CreateJobAlertRequestSchema>;

/** `PATCH /api/candidates/job-alerts/{id}`. */
export const UpdateJobAlertRequestSchema = Type.Object({
  frequency: Type.Optional(JobAlertFrequencySchema),
  paused: Type.Optional(Type.Boolean()),
  /** A new name; blank or null: back to the search's label. */
  name: Type.Optional(OrNull(Text(MAX_JOB_ALERT_NAME_LENGTH))),
});
export type UpdateJobAlertRequest = Static<typeof UpdateJobAlertRequestSchema>;

/** The answer of creating or changing an alert. */
export const JobAlertResponseSchema = Type.Object({ message: Type.String(), alert: JobAlertSchema });
export type JobAlertResponse = Static<typeof JobAlertResponseSchema>;

export const JobAlertIdParamsSchema = Type.Object({ id: Id() });

/** The signed token of a mail's unsubscribe link (`/api/job-alerts/unsubscribe?token=`). */
export const JobAlertUnsubscribeQuerySchema = Type.Object({ token: Text(200, { minLength: 1 }) });
