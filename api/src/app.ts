import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { loggerOptions } from './logger';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling, sendError } from './plugins/errors';
import { registerXsrf } from './plugins/xsrf';
import authRoutes from './routes/auth';
import candidateRoutes from './routes/candidates';
import companyRoutes from './routes/companies';
import companyLandingRoutes from './routes/company-landing';
import eventRoutes from './routes/events';
import favoriteRoutes from './routes/favorites';
import jobRoutes from './routes/job';
import jobListRoutes from './routes/jobs';
import keywordRoutes from './routes/keywords';
import minisiteRoutes from './routes/minisites';
import offerRoutes from './routes/offers';
import pageRoutes from './routes/pages';
import sitemapRoutes from './routes/sitemap';
import systemRoutes from './routes/system';
import tagRoutes from './routes/tags';
import { createReferenceCache } from './services/reference';
import './types';

export type AppOptions = {
  config: Config;
  db: Db;
};

/** Fastify's server options: pino at config.logLevel with secrets redacted, proxy headers trusted, AJV settings. */
export function serverOptions(config: Config, logger?: FastifyServerOptions['logger']): FastifyServerOptions {
  return {
    logger: logger ?? loggerOptions(config.logLevel),
    // Behind a load balancer: trust X-Forwarded-* for protocol and host.
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // allErrors: a 422 lists every bad field at once, as Laravel does.
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  };
}

/**
 * The whole HTTP application as a Fastify plugin around a database handle. It neither listens nor owns the
 * database lifecycle (server.ts does both), so tests build it and call `app.inject`. It runs in the root context
 * (skip-override, what fastify-plugin does) so its error handler, hooks and decorators apply everywhere.
 */
const app: FastifyPluginAsync<AppOptions> = async (fastify, { config, db }) => {
  fastify.decorate('config', config);
  fastify.decorate('db', db);
  fastify.decorate('reference', createReferenceCache(db));

  registerErrorHandling(fastify);
  fastify.setNotFoundHandler((request, reply) => {
    request.log.info({ url: request.url }, 'not found');
    return sendError(reply, 404, 'Not found.', 'The page or resource you asked for does not exist.');
  });

  // Before any route, so that every route inherits it.
  await registerCompression(fastify);
  registerXsrf(fastify);
  registerAuth(fastify);

  await fastify.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'EuLangJobs API', version: config.appVersion, description: 'JSON API of EuLangJobs (SPEC section 7).' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
  await fastify.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await fastify.register(systemRoutes);
  await fastify.register(jobListRoutes);
  await fastify.register(jobRoutes);
  await fastify.register(offerRoutes);
  await fastify.register(minisiteRoutes);
  await fastify.register(keywordRoutes);
  await fastify.register(tagRoutes);
  await fastify.register(favoriteRoutes);
  await fastify.register(eventRoutes);
  await fastify.register(companyLandingRoutes);
  await fastify.register(authRoutes);
  await fastify.register(candidateRoutes);
  await fastify.register(companyRoutes);
  await fastify.register(sitemapRoutes);
  await fastify.register(pageRoutes);
};
(app as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;

export default app;

/** A ready Fastify instance with the app registered (tests; scripts). */
export async function buildApp(options: AppOptions & { logger?: FastifyServerOptions['logger'] }): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(options.config, options.logger));
  await fastify.register(app, { config: options.config, db: options.db });
  await fastify.ready();
  return fastify;
}
