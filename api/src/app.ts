import type { Server } from 'node:http';
import fastifyPlugin from 'fastify-plugin';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import { loggerOptions, logRequest } from './logger';
import { registerMail } from './mail';
import { registerJobQueue } from './queue';
import { registerAuth } from './plugins/auth';
import { registerCallQuotas } from './plugins/call-quota';
import { onFrameworkError } from './plugins/bad-url';
import { registerCompression } from './plugins/compression';
import { registerErrorHandling, sendError } from './plugins/errors';
import { text } from './i18n/catalogues';
import { registerLocale } from './plugins/locale';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerOpenApi } from './plugins/openapi';
import { MAX_PARAM_LENGTH, registerRequestLimits } from './plugins/request-limits';
import { registerXsrf } from './plugins/xsrf';
import { registerUploads } from './plugins/uploads';
import adminBlogRoutes from './routes/admin-blog';
import adminCompanyRoutes from './routes/admin-companies';
import adminJobRoutes from './routes/admin-jobs';
import applicationRoutes from './routes/applications';
import authRoutes from './routes/auth';
import candidateRecordRoutes from './routes/candidate-records';
import avatarRoutes from './routes/avatar';
import candidateRoutes from './routes/candidates';
import cvRoutes from './routes/cvs';
import companyApplicantRoutes from './routes/company-applicants';
import companyCandidateRoutes from './routes/company-candidates';
import companyJobRoutes from './routes/company-jobs';
import companyLandingRoutes from './routes/company-landing';
import companyMinisiteRoutes from './routes/company-minisite';
import companyProfileRoutes from './routes/company-profile';
import companyServiceRoutes from './routes/company-services';
import eventRoutes from './routes/events';
import eventSlotRoutes from './routes/event-slots';
import favoriteRoutes from './routes/favorites';
import jobAlertRoutes from './routes/job-alerts';
import fileRoutes from './routes/files';
import shareImageRoutes from './routes/share-images';
import jobRoutes from './routes/job';
import jobListRoutes from './routes/jobs';
import keywordRoutes from './routes/keywords';
import localeRoutes from './routes/locale';
import matchingRoutes from './routes/matchings';
import minisiteRoutes from './routes/minisites';
import offerRoutes from './routes/offers';
import paymentRoutes from './routes/payments';
import pageRoutes from './routes/pages';
import referenceRoutes from './routes/reference';
import sectorRoutes from './routes/sectors';
import sitePageRoutes from './routes/site-pages';
import sitemapRoutes from './routes/sitemap';
import blogProxyRoutes from './routes/blog-proxy';
import blogFeedRoutes from './routes/blog-feed';
import systemRoutes from './routes/system';
import tagRoutes from './routes/tags';
import { createBlogReader } from './services/blog-reader';
import { createCvReader } from './services/cv-extraction/reader';
import { databaseFileStorage } from './services/file-storage';
import { createCachedValue, createVersionedValue } from './lib/cache';
import { lazySchemaCompilers } from './lib/lazy-schema-compilers';
import { named } from './lib/plugin-names';
import { createJobListCache } from './services/job-list-cache';
import { createJobViewCounter } from './services/jobs/views';
import { countPopularJobs } from './services/jobs/popular';
import { ACTIVE_JOBS_KEPT, countActiveJobs } from './services/jobs/search';
import { createRelatedJobs } from './services/jobs/related';
import { createTitleMatches } from './services/jobs/title-words';
import { createReferenceCache } from './services/reference';
import './types';

/** Every route plugin, registered in this order after the plugins above. */
const ROUTES = {
  systemRoutes,
  jobListRoutes,
  jobRoutes,
  offerRoutes,
  minisiteRoutes,
  keywordRoutes,
  tagRoutes,
  referenceRoutes,
  sectorRoutes,
  favoriteRoutes,
  applicationRoutes,
  jobAlertRoutes,
  eventRoutes,
  adminCompanyRoutes,
  adminJobRoutes,
  eventSlotRoutes,
  sitePageRoutes,
  adminBlogRoutes,
  companyLandingRoutes,
  companyApplicantRoutes,
  companyCandidateRoutes,
  companyJobRoutes,
  companyServiceRoutes,
  companyProfileRoutes,
  companyMinisiteRoutes,
  paymentRoutes,
  authRoutes,
  localeRoutes,
  candidateRoutes,
  candidateRecordRoutes,
  matchingRoutes,
  cvRoutes,
  avatarRoutes,
  fileRoutes,
  shareImageRoutes,
  sitemapRoutes,
  blogProxyRoutes,
  blogFeedRoutes,
  pageRoutes,
};

export type AppOptions = {
  config: Config;
  db: Db;
};

/**
 * Fastify's server options: pino at config.logLevel with secrets redacted, proxy headers trusted only from the
 * configured proxies, time limits for slow clients, AJV settings.
 */
export function serverOptions(config: Config, logger?: FastifyServerOptions['logger']): FastifyHttpOptions<Server> {
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  return {
    logger: logger ?? loggerOptions(config.logLevel),
    // One line per request, written when it is answered (logRequest, logger.ts), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // X-Forwarded-For/-Proto/-Host count only when the connection comes from a listed proxy (TRUST_PROXY); from
    // anyone else they would choose the client's address (throttling) and protocol (HSTS). docs/security.md.
    trustProxy: config.trustProxy === false ? false : config.trustProxy,
    // A client that trickles its headers or body holds a socket and a request slot: Node answers 408 and closes
    // the connection once the whole request has not arrived within requestTimeout (headers within
    // headersTimeout). Node checks every connectionsCheckingInterval (30 s by default): check every second so the
    // limit is what is configured. A connection silent for that long is closed as well.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // An idle keep-alive connection is closed after the same time (Fastify's own default, 72 s, let any client hold
    // idle sockets that long). A proxy in front must close its idle connections to the api sooner than this
    // (docs/security.md#slow-clients).
    keepAliveTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, headersTimeout),
    },
    bodyLimit: 1024 * 1024,
    // A malformed URL (`/jobs-in-%E0`) gets a page with a way on, not Fastify's bare JSON.
    frameworkErrors: onFrameworkError,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // allErrors: a 422 lists every bad field at once, as Laravel does. Not strictNumbers: AJV 8 then skips minimum
    // and maximum for a non-finite number, and its coercion turns the query string 'Infinity' or '1e309' into
    // Infinity without checking again, so Infinity would pass. Every request number has both bounds instead
    // (bounds.ts), which Infinity, -Infinity and NaN all fail (docs/input-validation.md).
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    // Each route's schemas are compiled on its first call, not at start (lib/lazy-schema-compilers.ts).
    schemaController: lazySchemaCompilers,
  };
}

/**
 * The whole HTTP application as a Fastify plugin around a database handle. It neither listens nor owns the
 * database lifecycle (server.ts does both), so tests build it and call `app.inject`. It runs in the root context
 * (fastify-plugin) so its error handler, hooks and decorators apply everywhere.
 */
const app = fastifyPlugin<AppOptions>(
  async (fastify, { config, db }) => {
    fastify.decorate('config', config);
    fastify.decorate('db', db);
    fastify.addHook('onResponse', logRequest);
    fastify.decorate('reference', createReferenceCache(db));
    fastify.decorate('files', databaseFileStorage(db));
    fastify.decorate('blog', createBlogReader(config.blog));
    // Its child processes end with the app (docs/security.md#isolated-file-reading).
    const cvReader = createCvReader(config.cvReading);
    fastify.decorate('cvReader', cvReader);
    fastify.addHook('onClose', () => cvReader.close());
    // Written every few seconds and on close, before server.ts ends the pool (docs/company-area.md#jobs).
    const jobViews = createJobViewCounter(db, fastify.log);
    fastify.decorate('jobViews', jobViews);
    fastify.addHook('onClose', () => jobViews.close());
    const jobListCache = createJobListCache(db, { ttlMs: config.jobListCacheSeconds * 1000 });
    fastify.decorate('jobListCache', jobListCache);
    // Kept like the job list's answers: until the jobs version changes, and at most JOB_LIST_CACHE_SECONDS
    // (docs/search.md#popular-counts).
    fastify.decorate(
      'popularCounts',
      createVersionedValue(async () => countPopularJobs(db, await fastify.reference()), jobListCache.version, {
        ttlMs: config.jobListCacheSeconds * 1000,
      }),
    );

    // The "N active offers" figure and the unfiltered list's total, shared by the job lists and the pages: up to 30 s
    // old, and read again in the background, so that no list waits for the count of every active job
    // (docs/search.md#the-number-of-active-jobs).
    fastify.decorate(
      'activeJobs',
      createCachedValue(() => countActiveJobs(db), ACTIVE_JOBS_KEPT),
    );

    // Kept per jobs version whatever JOB_LIST_CACHE_SECONDS says: a lookup of words, not an answer
    // (docs/search.md#title-words-kept-per-jobs-version).
    fastify.decorate('titleMatches', createTitleMatches(jobListCache.version));
    fastify.decorate(
      'relatedJobs',
      createRelatedJobs(db, jobListCache.version, { ttlMs: config.relatedJobsCacheSeconds * 1000 }),
    );

    await registerSecurityHeaders(fastify, config);
    registerLocale(fastify);
    registerErrorHandling(fastify);
    registerRequestLimits(fastify);
    fastify.setNotFoundHandler((request, reply) => {
      request.log.info({ url: request.url }, 'not found');
      return sendError(request, reply, 404, text('api.error.notFound'), text('api.error.notFoundToast'));
    });

    // Before any route, so that every route inherits it.
    await registerCompression(fastify);
    registerXsrf(fastify);
    registerAuth(fastify);
    registerCallQuotas(fastify);
    await registerUploads(fastify);
    registerMail(fastify);
    registerJobQueue(fastify);

    await registerOpenApi(fastify, config);

    // Each under its own name: Fastify would otherwise search every loaded module for it (lib/plugin-names.ts).
    for (const [name, routes] of Object.entries(ROUTES)) await fastify.register(named(name, routes));
  },
  { name: 'eulangjobs-app', fastify: '5.x' },
);

export default app;

/** A ready Fastify instance with the app registered (tests; scripts). */
export async function buildApp(
  options: AppOptions & { logger?: FastifyServerOptions['logger'] },
): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(options.config, options.logger));
  await fastify.register(app, { config: options.config, db: options.db });
  await fastify.ready();
  return fastify;
}
