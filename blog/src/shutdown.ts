import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/**
 * What SIGTERM and SIGINT do: stop taking requests and finish the ones under way (Fastify's close answers new ones
 * 503), then close the pool, then exit 0; exit 1 when that fails or takes over `graceMs`. A second signal while
 * stopping changes nothing.
 */
export function shutdownHandler(
  app: FastifyInstance,
  pool: pg.Pool,
  exit: (code: number) => void = (code) => process.exit(code),
  graceMs = 10_000,
): (signal: string) => Promise<void> {
  let stopping = false;
  return async (signal) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      exit(1);
    }, graceMs);
    timer.unref();
    try {
      await app.close();
      await pool.end();
      clearTimeout(timer);
      exit(0);
    } catch (error) {
      clearTimeout(timer);
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };
}
