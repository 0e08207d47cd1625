import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDb, createPool, type Db } from '../src/db/database';

/**
 * The shell's real production template: page tests render with what `npm start` serves, placeholders and
 * minification included (a hand-written template once hid that server-rendered content never reached the page).
 */
const SHELL_BUILD_INDEX = path.resolve(__dirname, '../../shell/dist/index.html');

function shellBuildIndex(): string {
  if (!existsSync(SHELL_BUILD_INDEX)) {
    throw new Error(
      `The api's page tests render with the shell's built template, and ${SHELL_BUILD_INDEX} does not exist: ` +
        'build the shell first (node scripts/pnpm.mjs --filter shell build).',
    );
  }
  return readFileSync(SHELL_BUILD_INDEX, 'utf8');
}

/** A shell dist folder: the real built index.html plus a hashed asset and an unhashed one of our own. */
export function makeShellDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'eulangjobs-shell-'));
  writeFileSync(path.join(dir, 'index.html'), shellBuildIndex());
  writeFileSync(path.join(dir, 'main.0123456789abcdef.js'), 'console.log("shell");\n');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/**
 * mfe-jobs' built server module (docs/architecture.md#one-rendering): the job pages' first HTML is its components',
 * so page tests run the real one, read from the build instead of fetched from a deployment.
 */
const JOBS_SERVER_MODULE = path.resolve(__dirname, '../../mfe-jobs/dist/server/render.js');
if (!existsSync(JOBS_SERVER_MODULE)) {
  throw new Error(
    `The api's page tests render job pages with mfe-jobs' server module, and ${JOBS_SERVER_MODULE} does not exist: ` +
      'build mfe-jobs first (node scripts/pnpm.mjs --filter mfe-jobs build).',
  );
}

/** The shell's built server module: its layout, skeletons and words in the first HTML, as in production. */
const SHELL_SERVER_MODULE = path.resolve(__dirname, '../../shell/dist/server/render.js');
if (!existsSync(SHELL_SERVER_MODULE)) {
  throw new Error(
    `The api's page tests render the shell's layout with its server module, and ${SHELL_SERVER_MODULE} does not ` +
      'exist: build the shell first (node scripts/pnpm.mjs --filter shell build).',
  );
}

/** mfe-events' built server module: the built pages' words (`events.*`), as in production. */
const EVENTS_SERVER_MODULE = path.resolve(__dirname, '../../mfe-events/dist/server/render.js');
if (!existsSync(EVENTS_SERVER_MODULE)) {
  throw new Error(
    `The api's page tests say the built pages' words with mfe-events' server module, and ${EVENTS_SERVER_MODULE} ` +
      'does not exist: build mfe-events first (node scripts/pnpm.mjs --filter mfe-events build).',
  );
}

/** mfe-company's built server module: the company landing's and the pricing's first HTML, as in production. */
const COMPANY_SERVER_MODULE = path.resolve(__dirname, '../../mfe-company/dist/server/render.js');
if (!existsSync(COMPANY_SERVER_MODULE)) {
  throw new Error(
    `The api's page tests render /company with mfe-company's server module, and ${COMPANY_SERVER_MODULE} does not ` +
      'exist: build mfe-company first (node scripts/pnpm.mjs --filter mfe-company build).',
  );
}

/** mfe-candidate's built server module: the signed-in candidate's dashboard in its first HTML, as in production. */
const CANDIDATE_SERVER_MODULE = path.resolve(__dirname, '../../mfe-candidate/dist/server/render.js');
if (!existsSync(CANDIDATE_SERVER_MODULE)) {
  throw new Error(
    `The api's page tests render the dashboard with mfe-candidate's server module, and ${CANDIDATE_SERVER_MODULE} ` +
      'does not exist: build mfe-candidate first (node scripts/pnpm.mjs --filter mfe-candidate build).',
  );
}

export const TEST_ENV = {
  REMOTE_JOBS_URL: 'https://cdn.example.test/jobs/mf-manifest.json',
  REMOTE_JOBS_SERVER_URL: pathToFileURL(JOBS_SERVER_MODULE).href,
  SHELL_SERVER_MODULE,
  REMOTE_EVENTS_SERVER_URL: pathToFileURL(EVENTS_SERVER_MODULE).href,
  REMOTE_COMPANY_SERVER_URL: pathToFileURL(COMPANY_SERVER_MODULE).href,
  REMOTE_CANDIDATE_URL: 'https://cdn.example.test/candidate/mf-manifest.json',
  REMOTE_CANDIDATE_SERVER_URL: pathToFileURL(CANDIDATE_SERVER_MODULE).href,
  APP_VERSION: '9.9.9-test',
  ADMIN_DASHBOARD_URL: 'https://admin.example.test/admin',
  SITE_ID: 'eulangjobs',
  // No job queue in the background of every test app: the alert tests run the sweeper themselves.
  WORKER: 'off',
};

export type TestApp = { app: FastifyInstance; db: Db; config: Config; close: () => Promise<void> };

/** Builds the app against the run's test database (see global-setup.ts); `env` overrides configuration. */
export async function buildTestApp(
  env: Record<string, string> = {},
  databaseUrl = process.env.TEST_DATABASE_URL,
  logger: Parameters<typeof buildApp>[0]['logger'] = false,
): Promise<TestApp> {
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global-setup.ts)');
  const shellDist = makeShellDist();
  const config = loadConfig({ DATABASE_URL: databaseUrl, SHELL_DIST: shellDist, ...TEST_ENV, ...env });
  const pool = createPool(databaseUrl, 4);
  // An idle client dropped by the server must not crash the test process.
  pool.on('error', () => undefined);
  const db = createDb(pool);
  const app = await buildApp({ config, db, logger });
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await db.destroy().catch(() => undefined);
      rmSync(shellDist, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file: built before its first test and closed after its last (jest's beforeAll and afterAll of
 * the describe block it is called in). The fields are there once the tests run.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(env));
  });
  afterAll(() => t.close());
  return t;
}

/** A client's XSRF cookie, from any GET: returns the cookie header and the matching X-XSRF-TOKEN header. */
export async function xsrfHeaders(app: FastifyInstance): Promise<{ cookie: string; 'x-xsrf-token': string }> {
  const response = await app.inject({ method: 'GET', url: '/api/ping' });
  const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return { cookie: `XSRF-TOKEN=${cookie.value}`, 'x-xsrf-token': cookie.value };
}

/**
 * A POST as the site's client sends it, with the XSRF cookie and header; `from` is the client's address (the
 * throttle counts per address: docs/security.md).
 */
export async function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  { headers, from }: { headers?: Record<string, string>; from?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(await xsrfHeaders(app)), ...headers },
    payload,
    ...(from ? { remoteAddress: from } : {}),
  });
}

/**
 * A call as a signed-in client makes it: the bearer token (none when null), the XSRF cookie and header, and any
 * other headers.
 */
export async function callAs(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  return app.inject({
    method,
    url,
    headers: { ...(await xsrfHeaders(app)), ...auth, ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** A new candidate account, registered through the api; answers its token. */
export async function newCandidate(app: FastifyInstance): Promise<string> {
  const { response } = await register(app);
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

let emailSeq = 0;
/** An address no account has: every test file of a run shares one database. */
export const uniqueEmail = (what: string) => `${what}-${Date.now()}-${++emailSeq}@example.test`;

/** A password the registration rules accept (not common, long enough: docs/auth.md). */
export const GOOD_PASSWORD = 'violet-harbour-42';

/** Where this test file's client addresses start: files share one database, so each starts somewhere else. */
let clientSeq = Math.floor(Math.random() * 60_000);
/**
 * A client address of its own (10.250.x.y): registrations are counted per address (docs/security.md#call-quotas),
 * so the tests' accounts come from many clients.
 */
export const freshClientAddress = () => {
  clientSeq = (clientSeq + 1) % 62_500;
  return `10.250.${Math.floor(clientSeq / 250)}.${(clientSeq % 250) + 1}`;
};

/**
 * Registers a new account through the api: a candidate with a fresh email and GOOD_PASSWORD unless `fields`
 * say otherwise (a field set to undefined is left out), from `from` or a fresh client address. Returns the email
 * as stored (lower case) and the answer.
 */
export async function register(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
  from: string = freshClientAddress(),
) {
  const payload = {
    type: 'candidate',
    email: uniqueEmail('new'),
    password: GOOD_PASSWORD,
    password_confirmation: GOOD_PASSWORD,
    nombre: 'Lena',
    apellidos: 'Novak',
    ...fields,
  };
  const response = await post(app, '/api/auth/register', payload, { from });
  return { email: String(payload.email).toLowerCase(), response };
}

const DEMO_PASSWORD = 'demo-password';

/** Logs a demo account in and returns its bearer token. */
export async function login(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: await xsrfHeaders(app),
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return response.json().token as string;
}

/**
 * The ids of the jobs a test file adds to the test database, which every api test file shares: they are deleted
 * after the file's last test (through a pool of their own, whatever the order of the afterAll hooks), since other
 * files count the active jobs.
 */
export function useAddedJobs(): number[] {
  const added: number[] = [];
  afterAll(async () => {
    if (added.length === 0) return;
    const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
    pool.on('error', () => undefined);
    try {
      await pool.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [added]);
    } finally {
      await pool.end();
    }
  });
  return added;
}
