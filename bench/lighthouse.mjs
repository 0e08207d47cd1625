// Lighthouse (mobile preset, its default simulated throttling) on the home page, the job list and a job page of a
// production build, three runs each, and a table of the medians against the budget in docs/delivery.md.
// Usage: node bench/lighthouse.mjs   (BENCH_BASE_URL=http://localhost:8080 to measure a running site; RUNS=n)
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS, withSite } from './support.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function firstJobPath(base) {
  const response = await fetch(`${base}/api/jobs`, { headers: { accept: 'application/json' } });
  const body = await response.json();
  const job = body.jobs?.data?.[0];
  if (!job?.url) throw new Error(`no job found at ${base}/api/jobs`);
  return `/jobs/${job.url}`;
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
  };
}

await withSite(async (base) => {
  const pages = ['/', '/jobs', await firstJobPath(base)];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  const rows = [];
  try {
    for (const pathname of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(`${base}${pathname}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${pathname}`);
        if (result.lhr.runtimeError) throw new Error(`${pathname}: ${result.lhr.runtimeError.message}`);
        runs.push(summarise(result.lhr));
        if (process.env.LH_SAVE) {
          const { writeFileSync } = await import('node:fs');
          writeFileSync(`${process.env.LH_SAVE}-${pathname.replace(/\W+/g, '_')}-${run}.json`, result.report);
        }
      }
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push({
        page: pathname.length > 40 ? `${pathname.slice(0, 37)}...` : pathname,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        tbt: pick('tbt'),
        fcp: pick('fcp'),
      });
    }
  } finally {
    await chrome.kill();
  }

  console.log(`Lighthouse ${RUNS > 1 ? `median of ${RUNS}` : '1 run'}, mobile preset, ${base}`);
  const header = ['page', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'FCP s'];
  const widths = [42, 5, 5, 9, 4, 6, 6, 7, 6];
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join(' ');
  console.log(line(header));
  let ok = true;
  for (const r of rows) {
    console.log(
      line([
        r.page,
        r.performance,
        r.accessibility,
        r.bestPractices,
        r.seo,
        (r.lcp / 1000).toFixed(2),
        r.cls.toFixed(3),
        Math.round(r.tbt),
        (r.fcp / 1000).toFixed(2),
      ]),
    );
    ok &&=
      r.performance >= 95 &&
      r.accessibility === 100 &&
      r.bestPractices === 100 &&
      r.seo === 100 &&
      r.lcp < 2000 &&
      r.cls < 0.05;
  }
  console.log(`budget (perf 95+, a11y/best practices/SEO 100, LCP < 2.0 s, CLS < 0.05): ${ok ? 'met' : 'NOT met'}`);
  if (!ok) process.exitCode = 1;
});
