import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyMinisiteRequestSchema,
  CompanyMinisiteResponseSchema,
  MinisiteImageResponseSchema,
  MinisiteLogoResponseSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { companyIdOf } from '../../services/company-credits';
import {
  companyMinisite,
  replaceLogo,
  storeMinisiteImage,
  updateCompanyMinisite,
} from '../../services/company-minisite';

const common = { tags: ['companies'], security: [{ bearerAuth: [] }] };

/**
 * The company's minisite (docs/contracts.md#minisite, docs/company-area.md#minisite): template, colours, blocks,
 * logo and block images. The public page reads the same design through GET /api/minisites/data/{companyId}.
 */
const companyMinisiteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const publicUrl = fastify.config.publicUrl;
  const absolute = (path: string) => `${publicUrl}${path}`;

  fastify.get(
    '/api/companies/minisite',
    {
      schema: {
        ...common,
        summary: "The company's minisite: whether it has the service, template, colours, blocks, logo",
        response: { 200: CompanyMinisiteResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { minisite: await companyMinisite(fastify.db, companyId, publicUrl) };
    },
  );

  fastify.put(
    '/api/companies/minisite',
    {
      schema: {
        ...common,
        summary: 'Save the template, colours (contrast checked) and content blocks (422 names blocks.N.field)',
        body: CompanyMinisiteRequestSchema,
        response: { 200: CompanyMinisiteResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { minisite: await updateCompanyMinisite(fastify.db, companyId, request.body, publicUrl) };
    },
  );

  fastify.post(
    '/api/companies/minisite/logo',
    {
      config: { quota: 'photo-upload' },
      schema: {
        ...common,
        summary: 'Upload the company logo (multipart form data, one file: JPEG, PNG or WebP, checked by content)',
        consumes: ['multipart/form-data'],
        response: { 200: MinisiteLogoResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      const upload = await readUpload(request);
      const stored = await replaceLogo(fastify.db, fastify.files, companyId, upload.data);
      return { logo: absolute(stored.path), file_id: stored.id };
    },
  );

  fastify.post(
    '/api/companies/minisite/images',
    {
      config: { quota: 'photo-upload' },
      schema: {
        ...common,
        summary: "Upload an image for the minisite's image blocks (its file_id goes into a block)",
        consumes: ['multipart/form-data'],
        response: { 200: MinisiteImageResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      const upload = await readUpload(request);
      const stored = await storeMinisiteImage(fastify.files, companyId, upload.data);
      return { url: absolute(stored.path), file_id: stored.id };
    },
  );
};

export default companyMinisiteRoutes;
