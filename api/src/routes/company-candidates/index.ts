import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandidateCvParamsSchema,
  CandidateUnlocksResponseSchema,
  CompanyCandidateResponseSchema,
  CvSearchPageSchema,
  CvSearchQuerySchema,
  CvSearchStatsSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  UnlockCandidateResponseSchema,
} from 'shared-kit/contracts';
import { BearerSecurity, SignedInErrorsSchemas } from '../../schemas/errors';
import { signedInUser } from '../../plugins/auth';
import { CvFileResponses } from '../../schemas/files';
import { companyIdOf } from '../../services/company-credits';
import {
  candidateCv,
  candidateView,
  cvSearchStats,
  searchCvs,
  unlockCandidate,
  unlocksOf,
} from '../../services/cv-search';
import { fileDisposition } from '../../services/uploaded-content';
import { sendPersonalFile } from '../../lib/personal-file';

/**
 * CV search and the candidates a company may see (docs/contracts.md#company-cv-search; the rules:
 * docs/company-area.md#cv-search). The company calls are under /api/companies (company token, plugins/auth.ts); the
 * candidate's list of unlocking companies under /api/candidates; the counts are public.
 */
const companyCandidateRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/companies/cvsearch',
    {
      // Candidates' data, even locked: a quota against walking the whole pool (docs/security.md#call-quotas).
      config: { quota: 'cv-search' },
      schema: {
        tags: ['companies'],
        summary: 'Search the candidates who allow it: locked profiles, 20 a page, with the credit balances',
        security: BearerSecurity,
        querystring: CvSearchQuerySchema,
        response: { 200: CvSearchPageSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return searchCvs(fastify.db, companyId, request.query, (await fastify.reference()).languages);
    },
  );

  fastify.get(
    '/api/companies/candidates/:id',
    {
      config: { quota: 'cv-search' },
      schema: {
        tags: ['companies'],
        summary: 'A candidate: the unlocked view when unlocked or applied, else the locked one',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: CompanyCandidateResponseSchema, 404: ErrorResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return candidateView(fastify.db, companyId, request.params.id);
    },
  );

  fastify.post(
    '/api/companies/candidates/:id/unlock',
    {
      schema: {
        tags: ['companies'],
        summary: 'Unlock a candidate with one CV credit (once; free when they applied to one of your jobs)',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: UnlockCandidateResponseSchema, 404: ErrorResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return unlockCandidate(fastify.db, companyId, request.params.id);
    },
  );

  fastify.get(
    '/api/companies/candidates/:id/cvs/:cvId',
    {
      schema: {
        tags: ['companies'],
        summary: "A candidate's CV shown inline, only when unlocked or applied; otherwise 404",
        security: BearerSecurity,
        params: CandidateCvParamsSchema,
        response: { ...CvFileResponses, ...SignedInErrorsSchemas },
      },
    },
    async (request, reply) => {
      const companyId = companyIdOf(signedInUser(request));
      const { name, file } = await candidateCv(
        fastify.db,
        fastify.files,
        companyId,
        request.params.id,
        request.params.cvId,
      );
      return sendPersonalFile(reply, file, fileDisposition('inline', name));
    },
  );

  fastify.get(
    '/api/candidates/unlocks',
    {
      schema: {
        tags: ['candidates'],
        summary: 'The companies that unlocked the signed-in candidate in CV search, latest first',
        security: BearerSecurity,
        response: { 200: CandidateUnlocksResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => ({ unlocks: await unlocksOf(fastify.db, signedInUser(request).id) }),
  );

  fastify.get(
    '/api/cv-search-stats',
    {
      schema: {
        tags: ['companies'],
        summary: 'Candidates in CV search, by language and country (the 12 commonest of each)',
        response: { 200: CvSearchStatsSchema },
      },
    },
    async () => cvSearchStats(fastify.db),
  );
};

export default companyCandidateRoutes;
