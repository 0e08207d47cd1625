import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountSettingsRoutes } from '../auth/account-settings';

/**
 * Company-only calls under /api/companies (docs/contracts.md#companies: designed by us, in the style of the candidate
 * ones). Every route here needs a company token: plugins/auth.ts guards the whole prefix.
 */
const companyRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(accountSettingsRoutes('/api/companies', 'companies'));
};

export default companyRoutes;
