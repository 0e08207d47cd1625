// Prints the bytes of JavaScript actually transferred on the wire (as encoded by the server: brotli, gzip or none,
// headers included) before each key route is usable, in a fresh browser (empty cache): the public pages and,
// signed in, the candidate's, the company's and the admin's dashboards; /jobs against its 140 KB budget.
// e2e/tests/js-budget.spec.ts guards the same figures in `npm test`. Needs a production build (npm start or pnpm -r
// build). Rules: docs/delivery.md#the-guard. ROUTES=/jobs,/admin measures some routes only; VERBOSE=1 lists files.
import { chromium } from 'playwright-core';
import { recordJavaScriptLoads } from '../e2e/support/js-loads.js';
import { CHROMIUM, CHROMIUM_ARGS, signIn, signInContext, withSite } from './support.mjs';

const JOBS_BUDGET_BYTES = 140 * 1024;

/** A new context (empty cache), signed in as the shell's login leaves it when `email` is given. */
async function newContext(browser, base, email) {
  const context = await browser.newContext();
  if (!email) return context;
  await signInContext(context, base, await signIn(base, email));
  return context;
}

async function measure(browser, base, path, email) {
  const context = await newContext(browser, base, email);
  const page = await context.newPage();
  // Every network load of JavaScript (cache hits excluded), as the guard records them: what the network carried,
  // headers included.
  const loads = await recordJavaScriptLoads(await context.newCDPSession(page));
  await page.goto(`${base}${path}`);
  // Usable: the app's first commit (before it the server's markup passes every other test), the heading on screen,
  // the server's markup taken over, no skeleton, nothing left loading.
  await page.waitForSelector('html[data-app="started"]', { state: 'attached', timeout: 60_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(
    () => !document.querySelector('#main .sk-server-markup, #main [inert], #main .sk-skeleton'),
    null,
    { timeout: 60_000 },
  );
  await page.waitForLoadState('networkidle');
  const scripts = [...loads.values()].filter((load) => load.wire > 0).sort((a, b) => b.wire - a.wire);
  await context.close();
  return scripts;
}

await withSite(async (base) => {
  const job = (await (await fetch(`${base}/api/jobs?_size=1`)).json()).jobs.data[0];
  const routes = [
    ['/'],
    ['/jobs'],
    [`/jobs/${job.url}`],
    ['/blog'],
    ['/career-events'],
    ['/account/dashboard', 'candidate@example.com'],
    ['/company/dashboard', 'company@example.com'],
    ['/admin', 'admin@example.com'],
  ].filter(([path]) => !process.env.ROUTES || process.env.ROUTES.split(',').includes(path));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  let over = false;
  try {
    console.log(`JavaScript before each route is usable, ${base} (bytes on the wire, headers included, empty cache)`);
    for (const [path, email] of routes) {
      const scripts = await measure(browser, base, path, email);
      const total = scripts.reduce((sum, s) => sum + s.wire, 0);
      const budget = path === '/jobs' ? ` (budget ${JOBS_BUDGET_BYTES / 1024} KB)` : '';
      if (path === '/jobs' && total > JOBS_BUDGET_BYTES) over = true;
      const who = email ? email.replace(/@.*/, '') : 'guest';
      const kb = (total / 1024).toFixed(1).padStart(7);
      console.log(
        `${path.padEnd(34)} ${who.padEnd(10)} ${kb} KB in ${String(scripts.length).padStart(2)} files${budget}`,
      );
      if (process.env.VERBOSE)
        for (const s of scripts) console.log(`    ${String(s.wire).padStart(8)}  ${s.url.replace(/^https?:\/\//, '')}`);
    }
  } finally {
    await browser.close();
  }
  if (over) process.exitCode = 1;
});
