import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminPageListSchema,
  AdminPageResponseSchema,
  ErrorResponseSchema,
  PageKeyParamsSchema,
  PublicPageQuerySchema,
  PublicPageResponseSchema,
  RollbackPageBodySchema,
  SavePageRequestSchema,
  UploadedImageSchema,
} from 'shared-kit/contracts';
import { notFound } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { signedInUser } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { storePageImage } from '../../services/pages/page-images';
import { adminPage, listPages, publishPage, rollbackPage, saveDraft } from '../../services/pages/admin-pages';
import { publicPage } from '../../services/pages/site-pages';
import { LANGUAGE_VARY } from '../../plugins/locale';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const guarded = { ...GuardedErrorsSchemas, 404: ErrorResponseSchema };

/**
 * Pages built in the admin area (docs/pages.md, docs/contracts.md#events): the public read of a published page, and
 * the admin's list, draft, publication, rollback and image uploads.
 */
const sitePageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const origin = publicOrigin(fastify.config);

  fastify.get(
    '/api/pages/:key',
    {
      schema: {
        tags: ['pages'],
        summary:
          "A published page with its jobs and images, in the caller's language when translated (`?preview=1` with an admin's token: the draft)",
        params: PageKeyParamsSchema,
        querystring: PublicPageQuerySchema,
        response: { 200: PublicPageResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      let preview = false;
      if (request.query.preview === '1' && request.headers.authorization) {
        // A preview is for admins; anyone else asking for one reads the public page, never an error.
        try {
          await fastify.requireUser('admin')(request, reply);
          preview = true;
        } catch {
          request.user = null;
        }
      }
      const page = await publicPage(fastify.db, request.params.key, { preview, origin, locale: request.locale });
      // The page is in the caller's language when it has a translation into it (docs/pages.md).
      reply.header('vary', LANGUAGE_VARY);
      if (!page) throw notFound();
      if (preview) reply.header('cache-control', 'no-store');
      return { page };
    },
  );

  fastify.get(
    '/api/admin/pages',
    {
      schema: {
        ...admin,
        summary: 'Every landing page and both pages of every event, with what is published',
        response: { 200: AdminPageListSchema, ...GuardedErrorsSchemas },
      },
    },
    async () => listPages(fastify.db),
  );

  fastify.get(
    '/api/admin/pages/:key',
    {
      schema: {
        ...admin,
        summary: 'One page: its draft, what is published and its versions',
        params: PageKeyParamsSchema,
        response: { 200: AdminPageResponseSchema, ...guarded },
      },
    },
    async (request) => ({ page: await adminPage(fastify.db, request.params.key, origin) }),
  );

  fastify.put(
    '/api/admin/pages/:key',
    {
      schema: {
        ...admin,
        summary: 'Save the draft (each block checked by its type and props; rich text sanitised)',
        params: PageKeyParamsSchema,
        body: SavePageRequestSchema,
        response: { 200: AdminPageResponseSchema, ...guarded },
      },
    },
    async (request) => ({
      page: await saveDraft(fastify.db, request.params.key, request.body.document, signedInUser(request).id, origin),
    }),
  );

  fastify.post(
    '/api/admin/pages/:key/publish',
    {
      schema: {
        ...admin,
        summary: 'Publish the draft (kept as a new version)',
        params: PageKeyParamsSchema,
        response: { 200: AdminPageResponseSchema, ...guarded },
      },
    },
    async (request) => ({
      page: await publishPage(fastify.db, request.params.key, signedInUser(request).id, origin),
    }),
  );

  fastify.post(
    '/api/admin/pages/:key/rollback',
    {
      schema: {
        ...admin,
        summary: 'Publish an earlier version again (it becomes the draft too, as a new version)',
        params: PageKeyParamsSchema,
        body: RollbackPageBodySchema,
        response: { 200: AdminPageResponseSchema, ...guarded },
      },
    },
    async (request) => ({
      page: await rollbackPage(
        fastify.db,
        request.params.key,
        request.body.version_id,
        signedInUser(request).id,
        origin,
      ),
    }),
  );

  fastify.post(
    '/api/admin/uploads',
    {
      config: { quota: 'photo-upload' },
      schema: {
        ...admin,
        summary: 'Upload an image for a page (multipart, one file: JPEG, PNG or WebP by content; at most 1600 px wide)',
        consumes: ['multipart/form-data'],
        response: { 201: UploadedImageSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const upload = await readUpload(request);
      return reply.code(201).send(await storePageImage(fastify.files, user.id, upload.data, origin));
    },
  );
};

export default sitePageRoutes;
