// @fastify/multipart (pinned 10.1.9, for Fastify 5): Fastify reads no form data itself; this streams the file part
// through busboy with hard limits.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from 'shared-kit/contracts';
import { type ApiMessageId, text } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';

/**
 * Every bound of a multipart upload, in one place (docs/input-validation.md#uploads): one file of at most
 * UPLOAD_MAX_BYTES, a few small text fields, a bounded number of parts and headers. busboy stops reading at these
 * limits, so an oversized upload is refused without being held in memory.
 */
const UPLOAD_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldNameSize: 100,
  fieldSize: 1000,
  parts: 6,
  headerPairs: 50,
} as const;

/** The field every upload error names: the form's file part (the client may call its part anything). */
const FILE_FIELD = 'file';

/** Registers multipart parsing for the whole app; only routes that call readUpload read a file. */
export async function registerUploads(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
}

export type Upload = {
  filename: string;
  data: Buffer;
  /**
   * The form's text fields (the first value of each), for the calls that take some beside the file (an image's alt
   * text). A value longer than the `fieldSize` limit is cut by busboy: its name is in `truncated`.
   */
  fields: Record<string, string>;
  truncated: string[];
};

const refuse = (id: ApiMessageId, values: Record<string, string | number> = {}) =>
  new ValidationFailed({ [FILE_FIELD]: [text(id, { field: FILE_FIELD, ...values })] });

const MAX_MB = UPLOAD_MAX_BYTES / 1_000_000;

/**
 * The one file of a multipart request, in memory (at most UPLOAD_MAX_BYTES), with the form's text fields.
 * Anything else (no form data, no file, two files, an empty file, too big, too many parts, a broken body) is a 422
 * naming `file`, never a 413, 406 or 500.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw refuse('api.validation.required');
  try {
    let upload: Omit<Upload, 'fields' | 'truncated'> | null = null;
    const fields: Record<string, string> = {};
    const truncated: string[] = [];
    // Every part is read (the limits bound them), so a second file is refused rather than silently dropped.
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value ?? '');
        if (part.valueTruncated) truncated.push(part.fieldname);
        continue;
      }
      if (upload) throw refuse('api.upload.tooManyParts');
      upload = { filename: part.filename ?? '', data: await part.toBuffer() };
    }
    if (!upload) throw refuse('api.validation.required');
    if (upload.data.length === 0) throw refuse('api.upload.empty');
    return { ...upload, fields, truncated };
  } catch (error) {
    if (error instanceof ValidationFailed) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse('api.upload.tooLarge', { max: MAX_MB });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw refuse('api.upload.tooManyParts');
    }
    request.log.info({ err: error }, 'unreadable upload');
    throw refuse('api.upload.unreadable');
  }
}
