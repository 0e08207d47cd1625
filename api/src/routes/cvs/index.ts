import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandidateCvsResponseSchema,
  CvChangeResponseSchema,
  CvIdParamsSchema,
  CV_REVIEW_WORKING_DAYS,
  CvUploadQuerySchema,
  ErrorResponseSchema,
  MessageResponseSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { CvFileSchema } from '../../schemas/files';
import { readUpload } from '../../plugins/uploads';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { addCv, deleteCv, highlightCv, listCvs, readCv, requestCvReview } from '../../services/candidate-cvs';
import { say } from '../../i18n/catalogues';
import { readingMessage, readProposals } from '../../services/cv-extraction/proposals';
import { cvProposalItems, storeProposals } from '../../services/cv-proposals/store';
import { fileDisposition } from '../../services/uploaded-content';
import { sendPersonalFile } from '../../lib/personal-file';
import { candidateTasks, userPayload } from '../../services/users';
import cvProposalRoutes from './proposals';
import { named } from '../../lib/plugin-names';

const NOT_FOUND = { 404: ErrorResponseSchema };

/**
 * The candidate's CVs (docs/contracts.md#cvs-and-the-photo). `/api/candidates/*` and `/candidates/mycv/*` need a
 * candidate token (plugins/auth.ts guards both prefixes); every service call names the signed-in candidate, so
 * another candidate's CV answers 404.
 */
const cvRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(named('cvProposalRoutes', cvProposalRoutes));

  /** What an upload or a deletion answers: SPEC's user (of this session) and tasks, and the list as it now is. */
  const changed = async ({ id: userId, tokenExpiresAt }: { id: number; tokenExpiresAt: Date }) => {
    const [user, tasks, cvs] = await Promise.all([
      userPayload(fastify.db, userId, null, tokenExpiresAt),
      candidateTasks(fastify.db, userId),
      listCvs(fastify.db, userId),
    ]);
    return { user, tasks, cvs };
  };

  fastify.get(
    '/api/candidates/mycv',
    {
      schema: {
        tags: ['cvs'],
        summary: "The signed-in candidate's CVs, the default first",
        security: [{ bearerAuth: [] }],
        response: { 200: CandidateCvsResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => ({ cvs: await listCvs(fastify.db, signedInUser(request).id) }),
  );

  fastify.post(
    '/api/candidates/mycv/fromVue',
    {
      // Counted against its quota before any work (docs/security.md#call-quotas).
      config: { quota: 'cv-upload' },
      schema: {
        tags: ['cvs'],
        summary: 'Upload a CV (multipart form data, one file: PDF or DOCX, at most 5 MB, checked by its content)',
        description:
          '`extract=1` also reads the CV and answers `proposals`: each field found next to its current value; ' +
          'nothing is written to the profile (docs/contracts.md#cv-extraction).',
        security: [{ bearerAuth: [] }],
        querystring: CvUploadQuerySchema,
        // Read by readUpload (plugins/uploads.ts), not by a body schema; said here for the OpenAPI document.
        consumes: ['multipart/form-data'],
        response: { 200: CvChangeResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const userId = me.id;
      const upload = await readUpload(request);
      const cv = await addCv(fastify.db, fastify.files, userId, upload);
      if (request.query.extract !== '1') return changed(me);
      // Read in a child process, never in this thread (docs/security.md#isolated-file-reading).
      const reference = await fastify.reference();
      const read = await readProposals(reference, fastify.cvReader, cv.kind, upload.data);
      if (read.outcome === 'not_read') request.log.warn({ cvId: cv.id, reason: read.reason }, 'CV not read');
      // Kept with the CV until each is decided (docs/product-rules.md#cv-extraction): a reload finds them again.
      // A busy reader replaces nothing: an earlier reading of the same file keeps its proposals.
      if (read.outcome !== 'busy') {
        await storeProposals(fastify.db, userId, cv.id, read.outcome === 'not_read' ? [] : read.drafts);
      }
      const message = readingMessage(read.outcome);
      const proposals = {
        cv_id: cv.id,
        text_found: read.outcome === 'read',
        message: message && say(request.t, message),
        items: await cvProposalItems(fastify.db, reference, userId, cv.id),
      };
      return { ...(await changed(me)), proposals };
    },
  );

  fastify.get(
    '/candidates/mycv/download/:id',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Download one of the signed-in candidate’s CVs (a blob); anyone else’s is 404',
        security: [{ bearerAuth: [] }],
        params: CvIdParamsSchema,
        response: {
          200: CvFileSchema,
          ...NOT_FOUND,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { name, file } = await readCv(fastify.db, fastify.files, signedInUser(request).id, request.params.id);
      return sendPersonalFile(reply, file, fileDisposition('attachment', name));
    },
  );

  fastify.patch(
    '/api/candidates/mycv/:id/highlight',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Make one CV the default (exactly one is)',
        security: [{ bearerAuth: [] }],
        params: CvIdParamsSchema,
        response: { 200: CandidateCvsResponseSchema, ...NOT_FOUND, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await highlightCv(fastify.db, userId, request.params.id);
      return { cvs: await listCvs(fastify.db, userId) };
    },
  );

  fastify.delete(
    '/api/candidates/mycv/:id',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Delete a CV and its file; the default moves to the newest remaining CV',
        security: [{ bearerAuth: [] }],
        params: CvIdParamsSchema,
        response: { 200: CvChangeResponseSchema, ...NOT_FOUND, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await deleteCv(fastify.db, fastify.files, me.id, request.params.id);
      return changed(me);
    },
  );

  fastify.patch(
    '/api/candidates/mycv/:id/review',
    {
      // Counted against its quota before any work (docs/security.md#call-quotas).
      config: { quota: 'cv-review' },
      schema: {
        tags: ['cvs'],
        summary: 'Send a CV to the CV review service',
        security: [{ bearerAuth: [] }],
        params: CvIdParamsSchema,
        response: { 200: MessageResponseSchema, ...NOT_FOUND, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await requestCvReview(fastify.db, user.id, request.params.id);
      // Where the feedback goes (the account's own address) and when (docs/product-rules.md#cvs-and-the-photo).
      return { message: request.t('api.cv.reviewSent', { email: user.email, days: CV_REVIEW_WORKING_DAYS }) };
    },
  );
};

export default cvRoutes;
