import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthSchema, PingSchema, RemotesRegistrySchema, VersionSchema } from 'shared-kit/contracts';
import { pingDatabase } from '../../services/health';

/** Liveness, version and the remote registry the shell reads at start. */
const systemRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(fastify.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', database: 'error' });
      }
    },
  );

  fastify.get(
    '/api/version-check',
    {
      schema: {
        tags: ['system'],
        summary: 'Deployed version (the client reloads when it changes)',
        response: { 200: VersionSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { version: fastify.config.appVersion };
    },
  );

  fastify.get(
    '/api/ping',
    { schema: { tags: ['system'], summary: 'Keep-alive', response: { 200: PingSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { pong: true as const, time: new Date().toISOString() };
    },
  );

  fastify.get(
    '/remotes.json',
    {
      schema: {
        tags: ['system'],
        summary: 'Module Federation registry: remote name -> mf-manifest.json URL',
        response: { 200: RemotesRegistrySchema },
      },
    },
    async (_request, reply) => {
      // Redeploying a remote means changing this registry: never let a browser or CDN keep an old copy.
      reply.header('cache-control', 'no-cache');
      return { remotes: { ...fastify.config.remoteManifests } };
    },
  );
};

export default systemRoutes;
