import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AvatarResponseSchema } from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { type PhotoPaths, removePhoto, replacePhoto } from '../../services/candidate-photo';

/**
 * The candidate's photo (docs/contracts.md#cvs-and-the-photo): `POST` a new one (multipart form data, one file),
 * `DELETE` it. Guarded as every `/api/candidates/*` call.
 */
const avatarRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const absolute = (path: string | null) => (path ? `${fastify.config.publicUrl}${path}` : null);
  const answer = (paths: PhotoPaths) => ({
    candidate: {
      path_foto: paths.path,
      full_path_foto: absolute(paths.path),
      static_path_photo_64: absolute(paths.path64),
      static_path_photo_128: absolute(paths.path128),
    },
  });

  fastify.post(
    '/api/candidates/avatar',
    {
      // Counted against its quota before any work (docs/security.md#call-quotas).
      config: { quota: 'photo-upload' },
      schema: {
        tags: ['candidates'],
        summary: 'Upload a photo (multipart form data, one file: JPEG, PNG or WebP, at most 5 MB)',
        // Read by readUpload (plugins/uploads.ts), not by a body schema; said here for the OpenAPI document.
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: AvatarResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const upload = await readUpload(request);
      return answer(await replacePhoto(fastify.db, fastify.files, userId, upload.data));
    },
  );

  fastify.delete(
    '/api/candidates/avatar',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Remove the photo and its files',
        security: [{ bearerAuth: [] }],
        response: { 200: AvatarResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      await removePhoto(fastify.db, fastify.files, signedInUser(request).id);
      return answer({ path: null, path64: null, path128: null });
    },
  );
};

export default avatarRoutes;
