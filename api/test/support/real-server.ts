import Fastify from 'fastify';
import app, { serverOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, createPool, type Db } from '../../src/db/database';
import { makeShellDist, TEST_ENV } from '../helper';

export type RealServer = { db: Db; port: number; base: string; close: () => Promise<void> };

/**
 * The api on a real socket on loopback (not inject), for what needs requests that really run at once or sockets
 * that really trickle. `env` adds to the test configuration; `connections` sizes its database pool.
 */
export async function startRealServer(env: Record<string, string>, connections: number): Promise<RealServer> {
  const databaseUrl = process.env.TEST_DATABASE_URL as string;
  const config = loadConfig({ DATABASE_URL: databaseUrl, SHELL_DIST: makeShellDist(), ...TEST_ENV, ...env });
  const db = createDb(createPool(databaseUrl, connections));
  const server = Fastify(serverOptions(config, false));
  await server.register(app, { config, db });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const port = (server.server.address() as { port: number }).port;
  const close = async () => {
    await server.close();
    await db.destroy();
  };
  return { db, port, base: `http://127.0.0.1:${port}`, close };
}
