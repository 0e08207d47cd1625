// Prints the bytes of JavaScript actually transferred on the wire (as encoded by the server: brotli, gzip or none,
// headers included) for the first render of /jobs in a fresh browser, and the total against the 170 KB budget.
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
    // Chromium's own network events, not Playwright's request events: a `<link rel=prefetch>` download is a
    // request of its own, and the script tag that later uses it is served from the prefetch cache. Counting every
    // network load of JavaScript once (cache hits excluded) counts what the network carried, headers included.
    const cdp = await context.newCDPSession(page);
    const loads = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const cached = response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
      if (!cached && response.mimeType.includes('javascript')) {
        loads.set(requestId, {
          url: response.url,
          // Header names keep the server's case over HTTP/1.1 (sirv writes Content-Encoding).
          encoding:
            Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-encoding')?.[1] ?? 'none',
          wire: 0,
          raw: 0,
        });
      }
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const load = loads.get(requestId);
      if (load) load.raw += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const load = loads.get(requestId);
      if (load) load.wire = encodedDataLength;
    });
    await cdp.send('Network.enable');
    await page.goto(`${base}/jobs`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    const scripts = [...loads.values()].filter((load) => load.wire > 0);
    scripts.sort((a, b) => b.wire - a.wire);
    const total = scripts.reduce((sum, s) => sum + s.wire, 0);
    console.log(`JavaScript for the first render of ${base}/jobs (bytes on the wire, headers included)`);
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
