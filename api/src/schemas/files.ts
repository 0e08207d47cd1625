import { Type } from 'typebox';

/** A CV answered as its bytes with its own content type (Fastify never runs a serializer over a Buffer). */
export const CvFileSchema = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'The CV, with its content type',
});
