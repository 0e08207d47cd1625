import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddCandidateLanguageRequestSchema,
  AddCandidateSkillRequestSchema,
  CandidateLanguageChangeResponseSchema,
  CandidateLanguageParamsSchema,
  CandidateLanguagesResponseSchema,
  CandidateSkillParamsSchema,
  CandidateSkillsResponseSchema,
  CreateEducationRequestSchema,
  CreateExperienceRequestSchema,
  EducationListResponseSchema,
  ErrorResponseSchema,
  ExperienceListResponseSchema,
  IdParamsSchema,
  UpdateCandidateLanguageRequestSchema,
  UpdateEducationRequestSchema,
  UpdateExperienceRequestSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { BearerSecurity, GuardedErrorsSchemas } from '../../schemas/errors';
import {
  addLanguage,
  addSkill,
  candidateEducation,
  candidateExperience,
  candidateSkills,
  createEducation,
  createExperience,
  deleteEntry,
  removeLanguage,
  removeSkill,
  toggleHighlight,
  updateEducation,
  updateExperience,
  updateLanguage,
} from '../../services/candidate-records';
import { candidateLanguages, candidateTasks } from '../../services/users';

const errors = { ...GuardedErrorsSchemas, 404: ErrorResponseSchema };
const tags = ['candidates'];

/**
 * A candidate's languages, skills, experience and education (docs/contracts.md#candidate-records). The prefix guard
 * of /api/candidates (plugins/auth.ts) lets only a signed-in candidate through; the services name the candidate's
 * own id in every query, so another candidate's entry answers 404. Every change answers the list it changed and the
 * profile tasks, recomputed.
 */
const candidateRecordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const languagesAnswer = async (userId: number) => {
    const [languages, tasks] = await Promise.all([
      candidateLanguages(fastify.db, userId),
      candidateTasks(fastify.db, userId),
    ]);
    return { languages, tasks };
  };
  const experienceAnswer = async (userId: number) => {
    const [experience, tasks] = await Promise.all([
      candidateExperience(fastify.db, userId),
      candidateTasks(fastify.db, userId),
    ]);
    return { experience, tasks };
  };
  const educationAnswer = async (userId: number) => {
    const [education, tasks] = await Promise.all([
      candidateEducation(fastify.db, userId),
      candidateTasks(fastify.db, userId),
    ]);
    return { education, tasks };
  };
  const skillsAnswer = async (userId: number) => {
    const [skills, tasks] = await Promise.all([
      candidateSkills(fastify.db, userId),
      candidateTasks(fastify.db, userId),
    ]);
    return { tags: skills, tasks };
  };

  // Languages ------------------------------------------------------------------------------------------------------

  fastify.get(
    '/api/candidates/languages',
    {
      schema: {
        tags,
        summary: "The candidate's languages, strongest first",
        security: BearerSecurity,
        response: { 200: CandidateLanguagesResponseSchema, ...errors },
      },
    },
    async (request) => ({ languages: await candidateLanguages(fastify.db, signedInUser(request).id) }),
  );

  fastify.post(
    '/api/candidates/languages',
    {
      schema: {
        tags,
        summary: 'Add a language with its level (4 = mother tongue, at most 3)',
        security: BearerSecurity,
        body: AddCandidateLanguageRequestSchema,
        response: { 200: CandidateLanguageChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await addLanguage(fastify.db, await fastify.reference(), userId, request.body);
      return languagesAnswer(userId);
    },
  );

  fastify.patch(
    '/api/candidates/languages/:language',
    {
      schema: {
        tags,
        summary: "Change a language's level, or the language itself (at most 3 mother tongues)",
        security: BearerSecurity,
        params: CandidateLanguageParamsSchema,
        body: UpdateCandidateLanguageRequestSchema,
        response: { 200: CandidateLanguageChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await updateLanguage(fastify.db, await fastify.reference(), userId, request.params.language, request.body);
      return languagesAnswer(userId);
    },
  );

  // SPEC's client sends {language, level} as the body; the path already names the language, so the body is not read.
  fastify.delete(
    '/api/candidates/languages/:language',
    {
      schema: {
        tags,
        summary: 'Remove a language',
        security: BearerSecurity,
        params: CandidateLanguageParamsSchema,
        response: { 200: CandidateLanguageChangeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await removeLanguage(fastify.db, await fastify.reference(), userId, request.params.language);
      return languagesAnswer(userId);
    },
  );

  // Skills ---------------------------------------------------------------------------------------------------------

  fastify.post(
    '/api/candidates/skills',
    {
      schema: {
        tags,
        summary: 'Add a skill: a tag of GET /api/tags, or a name the board does not list (the candidate’s own tag)',
        security: BearerSecurity,
        body: AddCandidateSkillRequestSchema,
        response: { 200: CandidateSkillsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await addSkill(fastify.db, await fastify.reference(), userId, request.body.tag);
      return { message: request.t('api.candidate.skillAdded'), ...(await skillsAnswer(userId)) };
    },
  );

  fastify.delete(
    '/api/candidates/skills/:skill',
    {
      schema: {
        tags,
        summary: 'Remove a skill tag',
        security: BearerSecurity,
        params: CandidateSkillParamsSchema,
        response: { 200: CandidateSkillsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await removeSkill(fastify.db, userId, request.params.skill);
      return { message: request.t('api.candidate.skillRemoved'), ...(await skillsAnswer(userId)) };
    },
  );

  // Experience -----------------------------------------------------------------------------------------------------

  fastify.post(
    '/api/candidates/experience',
    {
      schema: {
        tags,
        summary: 'Add a work experience entry',
        security: BearerSecurity,
        body: CreateExperienceRequestSchema,
        response: { 200: ExperienceListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await createExperience(fastify.db, await fastify.reference(), userId, request.body);
      return { message: request.t('api.candidate.experienceAdded'), ...(await experienceAnswer(userId)) };
    },
  );

  fastify.patch(
    '/api/candidates/experience/:id',
    {
      schema: {
        tags,
        summary: 'Change a work experience entry (the fields sent)',
        security: BearerSecurity,
        params: IdParamsSchema,
        body: UpdateExperienceRequestSchema,
        response: { 200: ExperienceListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await updateExperience(fastify.db, await fastify.reference(), userId, request.params.id, request.body);
      return experienceAnswer(userId);
    },
  );

  fastify.patch(
    '/api/candidates/experience/:id/highlight',
    {
      schema: {
        tags,
        summary: 'Highlight a work experience entry (again: take the highlight off)',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: ExperienceListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await toggleHighlight(fastify.db, 'candidate_experience', userId, request.params.id);
      return experienceAnswer(userId);
    },
  );

  fastify.delete(
    '/api/candidates/experience/:id',
    {
      schema: {
        tags,
        summary: 'Remove a work experience entry',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: ExperienceListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await deleteEntry(fastify.db, 'candidate_experience', userId, request.params.id);
      return experienceAnswer(userId);
    },
  );

  // Education ------------------------------------------------------------------------------------------------------

  fastify.post(
    '/api/candidates/education',
    {
      schema: {
        tags,
        summary: 'Add an education entry',
        security: BearerSecurity,
        body: CreateEducationRequestSchema,
        response: { 200: EducationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await createEducation(fastify.db, userId, request.body);
      return { message: request.t('api.candidate.educationAdded'), ...(await educationAnswer(userId)) };
    },
  );

  fastify.patch(
    '/api/candidates/education/:id',
    {
      schema: {
        tags,
        summary: 'Change an education entry (the fields sent)',
        security: BearerSecurity,
        params: IdParamsSchema,
        body: UpdateEducationRequestSchema,
        response: { 200: EducationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await updateEducation(fastify.db, userId, request.params.id, request.body);
      return educationAnswer(userId);
    },
  );

  fastify.patch(
    '/api/candidates/education/:id/highlight',
    {
      schema: {
        tags,
        summary: 'Highlight an education entry (again: take the highlight off)',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: EducationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await toggleHighlight(fastify.db, 'candidate_education', userId, request.params.id);
      return educationAnswer(userId);
    },
  );

  fastify.delete(
    '/api/candidates/education/:id',
    {
      schema: {
        tags,
        summary: 'Remove an education entry',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: EducationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      await deleteEntry(fastify.db, 'candidate_education', userId, request.params.id);
      return educationAnswer(userId);
    },
  );
};

export default candidateRecordRoutes;
