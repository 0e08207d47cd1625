import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandidateProfileResponseSchema,
  EmailSettingParamsSchema,
  EmailSettingRequestSchema,
  EmailSettingsResponseSchema,
  FieldUpdateRequestSchema,
  InterestsRequestSchema,
  OnlineProfilesRequestSchema,
  PhoneFieldsRequestSchema,
  PhoneFieldsResponseSchema,
  PreferencesRequestSchema,
  ProfileUpdateRequestSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import {
  candidateProfile,
  markLevelNotification,
  saveOnlineProfiles,
  savePhone,
  savePreferences,
  sendSignal,
  setEmailSetting,
  setInterests,
  updateField,
  updateNameAndLocation,
} from '../../services/candidate-profile';
import { candidateTasks } from '../../services/users';

const common = { tags: ['candidates'], security: [{ bearerAuth: [] }] };
const profileAnswer = { 200: CandidateProfileResponseSchema, ...GuardedErrorsSchemas };

/**
 * The candidate's profile and settings (docs/contracts.md#profile-and-settings). plugins/auth.ts guards the prefix;
 * every service call names the signed-in candidate's own id, so nobody reads or changes another's profile. Each
 * change answers the profile again with its tasks computed now (docs/product-rules.md#profile-and-settings).
 */
const profileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/candidates/profile',
    { schema: { ...common, summary: "The signed-in candidate's profile with its tasks", response: profileAnswer } },
    async (request) => candidateProfile(fastify.db, signedInUser(request).id),
  );

  fastify.post(
    '/api/candidates/profile',
    {
      schema: {
        ...common,
        summary: 'Change name and location',
        body: ProfileUpdateRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await updateNameAndLocation(fastify.db, await fastify.reference(), me.id, request.body);
      return candidateProfile(fastify.db, me.id);
    },
  );

  fastify.patch(
    '/api/candidates/field',
    {
      schema: {
        ...common,
        summary: 'Change one field of the profile (an allow-list, each with its own rule)',
        body: FieldUpdateRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await updateField(fastify.db, await fastify.reference(), me.id, request.body.field, request.body.value);
      return candidateProfile(fastify.db, me.id);
    },
  );

  fastify.post(
    '/api/candidates/account-settings/update-signal',
    {
      schema: {
        ...common,
        summary: 'Say the profile is current and the candidate still looking (answered as `signal`)',
        response: profileAnswer,
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await sendSignal(fastify.db, me.id);
      return candidateProfile(fastify.db, me.id);
    },
  );

  fastify.post(
    '/api/candidates/phone-fields',
    {
      schema: {
        ...common,
        summary: 'Set the phone (parsed and validated on the server); an empty number removes it',
        body: PhoneFieldsRequestSchema,
        response: { 200: PhoneFieldsResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const phone = await savePhone(fastify.db, await fastify.reference(), me.id, request.body);
      return { phone, tasks: await candidateTasks(fastify.db, me.id) };
    },
  );

  fastify.post(
    '/api/candidates/online-profiles',
    {
      schema: {
        ...common,
        summary: 'Set the LinkedIn profile (rrss_id 0) and the personal site (rrss_id 4)',
        body: OnlineProfilesRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await saveOnlineProfiles(fastify.db, me.id, request.body);
      return candidateProfile(fastify.db, me.id);
    },
  );

  fastify.patch(
    '/api/candidates/preferences',
    {
      schema: {
        ...common,
        summary: 'Change preferences: work, salary, letter, headline, destinations, birth date',
        body: PreferencesRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await savePreferences(fastify.db, await fastify.reference(), me.id, request.body);
      return candidateProfile(fastify.db, me.id);
    },
  );

  fastify.post(
    '/api/candidates/email-settings/:setting',
    {
      schema: {
        ...common,
        summary: 'Switch one notification setting on or off',
        params: EmailSettingParamsSchema,
        body: EmailSettingRequestSchema,
        response: { 200: EmailSettingsResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) =>
      setEmailSetting(fastify.db, signedInUser(request).id, request.params.setting, request.body.state),
  );

  fastify.patch(
    '/api/candidates/interests',
    {
      schema: {
        ...common,
        summary: 'Set the sectors the candidate wants to work in',
        body: InterestsRequestSchema,
        response: profileAnswer,
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await setInterests(fastify.db, me.id, request.body.sectors);
      return candidateProfile(fastify.db, me.id);
    },
  );

  fastify.patch(
    '/api/candidates/level-notification',
    {
      schema: { ...common, summary: 'Mark the profile-level notice as seen', response: profileAnswer },
    },
    async (request) => {
      const me = signedInUser(request);
      await markLevelNotification(fastify.db, me.id);
      return candidateProfile(fastify.db, me.id);
    },
  );
};

export default profileRoutes;
