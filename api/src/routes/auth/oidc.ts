import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthProvidersResponseSchema } from 'shared-kit/contracts';

/** Social login through OpenID Connect. */
const oidcRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/auth/providers',
    { schema: { tags: ['auth'], summary: 'Configured social logins', response: { 200: AuthProvidersResponseSchema } } },
    async () => ({ providers: [] }),
  );
};

export default oidcRoutes;
