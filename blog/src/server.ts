// The blog service's process (docs/blog.md#the-blog-service): listens at once, even before its database is up (the
// api starts the embedded PostgreSQL): until then every call answers 503 and the blog area offers a retry.
import { buildApp } from './app';
import { loadConfig } from './config';
import { createPool } from './db';
import { shutdownHandler } from './shutdown';

async function main() {
  const config = loadConfig();
  const pool = createPool(config.databaseUrl, { max: config.poolSize, statementTimeoutMs: config.statementTimeoutMs });
  const app = await buildApp(config, pool);

  const shutdown = shutdownHandler(app, pool);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`EuLangJobs blog service (WordPress REST API) at http://${shown}:${config.port}/wp-json/wp/v2/posts`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
