import { ErrorResponseSchema } from 'shared-kit/contracts';
import { Type } from 'typebox';

/** A CV answered as its bytes with its own content type (Fastify never runs a serializer over a Buffer). */
export const CvFileSchema = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'The CV, with its content type',
});

/** What a company's read of a candidate's CV answers: its bytes, or 404 when it is gone or not the company's to read. */
export const CvFileResponses = { 200: CvFileSchema, 404: ErrorResponseSchema };
