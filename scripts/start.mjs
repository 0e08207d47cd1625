// `npm start`: install, build every package, then serve the whole site with demo data on http://localhost:8080.
// Set SKIP_BUILD=1 to reuse the last build.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pnpm } from './pnpm.mjs';
import { ROOT, startApi, startBlog, startStack, stopStack, waitForHealth } from './stack.mjs';

const basePort = Number(process.env.PORT ?? 8080);
// The api shows the outbox at /dev/mail under the same conditions (config.mail.devOutboxPage).
const devOutbox = !process.env.SMTP_URL?.trim() && process.env.NODE_ENV !== 'production';

let ownership = null;
/**
 * Exits when this checkout's site, or an api on its data folder, already runs; else holds the checkout's lock for
 * this process's life. The lock and the api's configuration are the api's own (its build): before the first build
 * nothing of this checkout can be running.
 */
async function refuseSecondStart() {
  if (ownership) return;
  const lockFile = path.join(ROOT, 'api/dist/lib/single-owner.js');
  if (!existsSync(lockFile)) return;
  const require = createRequire(import.meta.url);
  const lock = require(lockFile);
  const config = require(path.join(ROOT, 'api/dist/config/index.js')).loadConfig({
    ...process.env,
    PORT: String(basePort),
  });
  const site = lock.checkoutResource(ROOT);
  const data = config.databaseUrl ? null : lock.dataFolderResource(config.dataDir);
  const running = (await lock.ownerOf(site)) ? site : data && (await lock.ownerOf(data)) ? data : null;
  try {
    if (running) throw new lock.OwnedElsewhere(running, await lock.ownerOf(running));
    ownership = await lock.claim(site, { url: `http://localhost:${basePort}`, role: 'npm start' });
  } catch (error) {
    if (!(error instanceof lock.OwnedElsewhere)) throw error;
    const pid = error.owner?.pid;
    console.error(`
  EuLangJobs is already running: the ${error.message}.
  Nothing was changed. Stop it first (Ctrl-C in its terminal${pid ? `, or kill ${pid}` : ''}), or use that one.
`);
    process.exit(1);
  }
}

// One site per checkout and per data folder (docs/operations.md#one-site-per-data-folder): a second `npm start` says
// which one runs and leaves it alone, before installing or building anything under it.
await refuseSecondStart();
try {
  pnpm(['install', '--frozen-lockfile'], { cwd: ROOT });
  if (process.env.SKIP_BUILD !== '1') pnpm(['-r', '--workspace-concurrency=2', 'build'], { cwd: ROOT });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// The first start of a checkout had no built lock to take before its build.
await refuseSecondStart();

const stack = startStack({ basePort });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping EuLangJobs…');
  await stopStack(stack);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// A process that dies (kill -9, out of memory, a crash) is started again: the api on the same data (the new one stops
// the PostgreSQL the old one left behind, docs/operations.md), the blog service as it was. Three deaths of one process
// within a minute: give up, it is a bug; the site stops with its api, and goes on without its blog (the blog pages say
// the blog is unavailable).
const supervise = (label, key, start, essential) => {
  const deaths = [];
  const watch = () =>
    stack[key]?.once('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      deaths.push(now);
      while (deaths.length > 0 && now - deaths[0] > 60_000) deaths.shift();
      if (deaths.length >= 3) {
        console.error(
          `The ${label} stopped (${signal ?? `exit code ${code}`}) three times within a minute; giving up.`,
        );
        if (essential) void stop();
        return;
      }
      console.error(`The ${label} stopped (${signal ?? `exit code ${code}`}); starting it again.`);
      stack[key] = start();
      watch();
    });
  watch();
};
supervise('api', 'api', () => startApi({ basePort }), true);
supervise('blog service', 'blog', () => startBlog({ basePort }), false);

await waitForHealth(`http://localhost:${basePort}/api/health`, 300_000);
console.log(`
  EuLangJobs is running: http://localhost:${basePort}

  Demo accounts (password: demo-password)
    candidate@example.com   candidate
    company@example.com     company
    admin@example.com       admin

  Remotes: mfe-jobs :${basePort + 1}, mfe-candidate :${basePort + 2}, mfe-company :${basePort + 3}, mfe-events :${basePort + 4}
  Blog service (WordPress REST API): http://localhost:${basePort + 5}/wp-json/wp/v2/posts
  API docs: http://localhost:${basePort}/api/docs      Stop with Ctrl-C.
${devOutbox ? `  Mail: not sent (no SMTP_URL): read it at http://localhost:${basePort}/dev/mail\n` : ''}`);
