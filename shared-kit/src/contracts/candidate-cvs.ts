// A candidate's CVs and photo (docs/contracts.md#cvs-and-the-photo), shared by the api and mfe-candidate.
// Uploads are multipart form data: their one file part is read by the api (api/src/plugins/uploads.ts), not by a
// body schema, so only the answers and the path parameters are schemas here.
import { type Static, Type } from 'typebox';
import { TasksSchema, UserSchema } from './auth';
import { Id } from './bounds';
import { Nullable } from './common';
import { CvProposalsSchema } from './cv-extraction';

// UPLOAD_MAX_BYTES lives in ./constants, so mfe-candidate's drop zone reads it without TypeBox.

/** How many CVs one candidate keeps at most: a list with a bound, far above what anyone needs. */
export const MAX_CVS_PER_CANDIDATE = 10;
/** The sizes of the photo's square variants, in pixels. */
export const PHOTO_VARIANT_SIZES = [64, 128] as const;

export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

/** One CV of the signed-in candidate: `default` 1 is the highlighted one (exactly one when there are any). */
export const CandidateCvSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'The file name it was uploaded under, cleaned' }),
  default: Type.Union([Type.Literal(0), Type.Literal(1)]),
  content_type: Type.String(),
  size: Type.Integer({ description: 'Bytes' }),
  created_at: Type.String(),
  /** When it was last sent to the CV review service, or null. */
  review_requested_at: Nullable(Type.String()),
});

/** `GET /api/candidates/mycv`, `PATCH .../{id}/highlight`: the candidate's CVs, the default first, then newest. */
export const CandidateCvsResponseSchema = Type.Object({ cvs: Type.Array(CandidateCvSchema) });

/**
 * `POST /api/candidates/mycv/fromVue` and `DELETE /api/candidates/mycv/{id}`: SPEC's user and tasks, and the list;
 * an upload with `?extract=1` adds `proposals` (docs/contracts.md#cv-extraction).
 */
export const CvChangeResponseSchema = Type.Object({
  user: UserSchema,
  tasks: TasksSchema,
  cvs: Type.Array(CandidateCvSchema),
  proposals: Type.Optional(CvProposalsSchema),
});

export const CvIdParamsSchema = Type.Object({ id: Id() });

/** `?extract=1`: read the CV and answer `proposals` for the profile. */
export const CvUploadQuerySchema = Type.Object({
  extract: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});

/** `POST /api/candidates/avatar` and `DELETE`: the photo's paths (all null once it is removed). */
export const AvatarResponseSchema = Type.Object({
  candidate: Type.Object({
    full_path_foto: Nullable(Type.String()),
    path_foto: Nullable(Type.String()),
    static_path_photo_64: Nullable(Type.String()),
    static_path_photo_128: Nullable(Type.String()),
  }),
});

export type CandidateCv = Static<typeof CandidateCvSchema>;
export type CandidateCvsResponse = Static<typeof CandidateCvsResponseSchema>;
export type CvChangeResponse = Static<typeof CvChangeResponseSchema>;
export type AvatarResponse = Static<typeof AvatarResponseSchema>;
