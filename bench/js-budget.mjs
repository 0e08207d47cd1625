// Prints the gzip bytes of every JavaScript file the browser loads for the first render of /jobs, and the
// total against the 170 KB budget (DESIGN section 7). Needs a production build (npm start or pnpm -r build).
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, withSite } from './support.mjs';

const BUDGET_BYTES = 170 * 1024;

await withSite(async (base) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${base}/jobs`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    scripts.sort((a, b) => b.gzip - a.gzip);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`JavaScript for the first render of ${base}/jobs (gzip -9 bytes)`);
    for (const s of scripts) {
      console.log(`${String(s.gzip).padStart(8)}  ${String(s.raw).padStart(8)} raw  ${s.url.replace(/^https?:\/\//, '')}`);
    }
    const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
    console.log(`${String(total).padStart(8)}  total in ${scripts.length} files: ${(total / 1024).toFixed(1)} KB, ${verdict} the ${BUDGET_BYTES / 1024} KB budget`);
  } finally {
    await browser.close();
  }
});
