// CV extraction time (budget: a two-page PDF read in under 2 s, the first reading after the api starts included):
// runs the built api's extraction (api/dist, `pnpm --filter api build`) in fresh Node processes on the two-page
// fixture, each reading it once cold (loading pdfjs) and then warm. Prints the figures; exits 1 over budget.
// See docs/product-rules.md#cv-extraction.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/stack.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 2000;
const API = path.join(ROOT, 'api');
const PROGRAM = `
const { extractCv } = require('./dist/services/cv-extraction');
const data = require('node:fs').readFileSync('test/fixtures/cvs/en-1.pdf');
(async () => {
  const times = [];
  for (let n = 0; n < 2; n += 1) {
    const started = process.hrtime.bigint();
    const read = await extractCv('pdf', data);
    if (read.experience.length !== 4) throw new Error('the fixture was not read');
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  console.log(JSON.stringify(times));
})();
`;

const cold = [];
const warm = [];
for (let run = 0; run < RUNS; run += 1) {
  const child = spawnSync(process.execPath, ['--no-warnings', '-e', PROGRAM], { cwd: API, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr || 'the extraction failed: build the api first');
  const [first, second] = JSON.parse(child.stdout.trim().split('\n').at(-1));
  cold.push(first);
  warm.push(second);
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const worst = Math.max(...cold, ...warm);
console.log(`Two-page PDF, ${RUNS} fresh processes`);
console.log(
  `  first reading (loads pdfjs): median ${median(cold).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms`,
);
console.log(
  `  later readings:              median ${median(warm).toFixed(0)} ms, max ${Math.max(...warm).toFixed(0)} ms`,
);
console.log(`  budget ${BUDGET_MS} ms: ${worst < BUDGET_MS ? 'met' : 'MISSED'}`);
process.exitCode = worst < BUDGET_MS ? 0 : 1;
