// What a new user waits for in their first minutes (docs/auth.md#how-fast-a-sign-in-is): the api's answer time for
// register, login and a password change, and, in Debian's chromium against the production build, the time from
// navigation to content on /account/dashboard (a candidate) and /company/dashboard (a company), with an empty cache
// (the first visit of the area) and a warm one. "Content" is the page's heading on screen with no skeleton left in
// the main area. For each page it also prints when the area's remote entry and the page's first api request started,
// which shows what the content waited for. Uses a running site (BENCH_BASE_URL, or :8080) or starts the production
// build on BENCH_PORT/BENCH_PG_PORT (support.mjs; always, with its database kept in BENCH_DATA_DIR when that is set);
// needs a build. BENCH_RUNS (default 5) sets the samples.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, signInContext, withSite } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PASSWORD = 'violet-harbour-42';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const figures = (values) =>
  `median ${median(values).toFixed(0)} ms  min ${Math.min(...values).toFixed(0)}  max ${Math.max(...values).toFixed(0)}`;

async function apiClient(base) {
  const ping = await fetch(`${base}/api/ping`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(ping.headers.get('set-cookie') ?? '')?.[1];
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  /** Answers the body and how long the api took. */
  return async (method, url, body, token) => {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, {
      method,
      headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(answer)}`);
    return { answer, ms };
  };
}

/** One hash with today's parameters, and one check of a hash made with the scrypt parameters used before. */
async function measureHashing() {
  // The api's build is CommonJS: its exports are the default export's properties.
  const { hashPassword, verifyPassword } = (await import('../api/dist/lib/passwords.js')).default;
  const { randomBytes, scryptSync } = await import('node:crypto');
  const salt = randomBytes(16);
  const key = scryptSync(PASSWORD, salt, 32, { N: 2 ** 17, r: 8, p: 1, maxmem: 160 * 1024 * 1024 });
  const oldHash = ['scrypt', 2 ** 17, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
  const time = async (work) => {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    return times;
  };
  const current = await hashPassword(PASSWORD);
  console.log(
    `hash, today's parameters ${current.split('$').slice(1, 4).join(' ')}: ${figures(await time(() => hashPassword(PASSWORD)))}`,
  );
  console.log(
    `check of a scrypt N=2^17 r=8 p=1 hash (before): ${figures(await time(() => verifyPassword(PASSWORD, oldHash)))}`,
  );
}

async function measureApi(call) {
  const stamp = Date.now();
  const register = [];
  const accounts = [];
  for (let i = 0; i < RUNS; i++) {
    const email = `bench-first-steps-${stamp}-${i}@example.test`;
    const { ms } = await call('POST', '/api/auth/register', {
      type: 'candidate',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      nombre: 'Bench',
      apellidos: 'Candidate',
    });
    register.push(ms);
    accounts.push(email);
  }
  const login = [];
  for (let i = 0; i < RUNS; i++) {
    login.push((await call('POST', '/api/auth/login', { email: accounts[i], password: PASSWORD })).ms);
  }
  const change = [];
  const { answer } = await call('POST', '/api/auth/login', { email: accounts[0], password: PASSWORD });
  let current = PASSWORD;
  for (let i = 0; i < RUNS; i++) {
    const next = `${PASSWORD}-${i}`;
    const body = { current_password: current, password: next, password_confirmation: next };
    change.push((await call('POST', '/api/candidates/account-settings/update-password', body, answer.token)).ms);
    current = next;
  }
  console.log(`register (candidate)  ${figures(register)}  (${RUNS} requests, one at a time)`);
  console.log(`login                 ${figures(login)}`);
  console.log(`password change       ${figures(change)}`);
}

/** Opens `path` in a context signed in as the account of `login` (what setSession leaves), empty cache or warm. */
async function timePage(browser, base, login, path, heading) {
  const context = await browser.newContext();
  await signInContext(context, base, login);
  const page = await context.newPage();
  const visit = async () => {
    await page.goto(`${base}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(
      (selector) => {
        const main = document.querySelector('#main') ?? document.body;
        return document.querySelector(selector) !== null && main.querySelector('.sk-skeleton') === null;
      },
      heading,
      { timeout: 60_000, polling: 20 },
    );
    return page.evaluate(() => {
      const content = performance.now();
      const started = (pattern) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new RegExp(pattern).test(entry.name))
          .map((entry) => entry.startTime)
          .sort((a, b) => a - b)[0] ?? Number.NaN;
      return {
        content,
        remoteEntry: started('remoteEntry'),
        firstData: started('/api/(candidates|companies)/'),
      };
    });
  };
  const cold = await visit();
  const warm = await visit();
  await context.close();
  return { cold, warm };
}

async function measurePages(base, call) {
  const stamp = Date.now();
  const register = async (type, account) =>
    (
      await call('POST', '/api/auth/register', {
        type,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        nombre: 'Bench',
        ...account,
      })
    ).answer;
  const candidate = await register('candidate', {
    email: `bench-first-steps-page-${stamp}@example.test`,
    apellidos: 'Candidate',
  });
  const company = await register('company', {
    email: `bench-first-steps-company-${stamp}@example.test`,
    company_name: `Bench Company ${stamp}`,
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    for (const [path, login, heading] of [
      ['/account/dashboard', candidate, '#candidate-dashboard-heading'],
      ['/company/dashboard', company, '#company-dashboard-heading'],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timePage(browser, base, login, path, heading));
      for (const cache of ['cold', 'warm']) {
        const of = (key) => runs.map((run) => run[cache][key]);
        console.log(
          `${path.padEnd(20)} ${cache} cache: content ${figures(of('content'))}; ` +
            `remote entry asked at ${median(of('remoteEntry')).toFixed(0)} ms, first api data at ${median(of('firstData')).toFixed(0)} ms (medians)`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

const dataDir = process.env.BENCH_DATA_DIR;
await withSite(
  async (base) => {
    const call = await apiClient(base);
    console.log(`first steps on ${base} (load average ${(await import('node:os')).loadavg()[0].toFixed(1)})`);
    await measureHashing();
    await measureApi(call);
    await measurePages(base, call);
  },
  { dataDir },
);
