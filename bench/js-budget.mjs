// Prints the bytes of JavaScript actually transferred on the wire (body as encoded by the server: brotli, gzip or
// none, without headers) for the first render of /jobs in a fresh browser, and the total against the 170 KB budget.
// Needs a production build (npm start or pnpm -r build). Rules: docs/delivery.md.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, withSite } from './support.mjs';

const BUDGET_BYTES = 170 * 1024;

await withSite(async (base) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    // A new context has an empty cache: every script is downloaded, as on a first visit.
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          const type = response?.headers()['content-type'] ?? '';
          if (!response || !type.includes('javascript')) return null;
          // responseBodySize is the encoded (compressed) body as received, what the network carried.
          const sizes = await request.sizes();
          const body = await response.body().catch(() => null);
          return {
            url: request.url(),
            wire: sizes.responseBodySize,
            raw: body?.length ?? 0,
            encoding: response.headers()['content-encoding'] ?? 'none',
          };
        })(),
      );
    });
    await page.goto(`${base}/jobs`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const scripts = (await Promise.all(pending)).filter(Boolean);
    scripts.sort((a, b) => b.wire - a.wire);
    const total = scripts.reduce((sum, s) => sum + s.wire, 0);
    console.log(`JavaScript for the first render of ${base}/jobs (bytes on the wire)`);
    for (const s of scripts) {
      console.log(
        `${String(s.wire).padStart(8)}  ${s.encoding.padEnd(4)} ${String(s.raw).padStart(8)} raw  ${s.url.replace(/^https?:\/\//, '')}`,
      );
    }
    const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
    console.log(
      `${String(total).padStart(8)}  total in ${scripts.length} files: ${(total / 1024).toFixed(1)} KB on the wire, ${verdict} the ${BUDGET_BYTES / 1024} KB budget`,
    );
    await context.close();
    if (total > BUDGET_BYTES) process.exitCode = 1;
  } finally {
    await browser.close();
  }
});
