// The blog service's process (docs/blog.md#the-blog-service): listens at once, even before its database is up (the
// api starts the embedded PostgreSQL): until then every call answers 503 and the blog area offers a retry.
import { buildApp } from './app';
import { loadConfig } from './config';
import { createPool } from './db';

async function main() {
  const config = loadConfig();
  const pool = createPool(config.databaseUrl, { max: config.poolSize, statementTimeoutMs: config.statementTimeoutMs });
  const app = await buildApp(config, pool);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await pool.end();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
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
