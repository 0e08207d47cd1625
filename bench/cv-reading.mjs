// CV reading cost (budgets: a two-page PDF read in under 2 s, the first reading after the api starts included;
// under 0.5 s of CPU per CV once warm): runs the built api's CV reader (api/dist, `pnpm --filter api build`) in
// fresh Node processes. Each starts a reader (one child process, docs/security.md#isolated-file-reading), reads the
// two-page fixture cold (starting the child, which loads pdf.js and mammoth) and again warm, then every fixture
// three times warm, counting the CPU of the child and of the api's side (sending the file, taking the answer).
// Prints the figures; exits 1 over budget. See docs/product-rules.md#cv-extraction.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../scripts/stack.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_MS = 2000;
const CPU_BUDGET_MS = 500;
const API = path.join(ROOT, 'api');
// The reader's own pool, so the child's CPU time per CV (which the reader keeps to itself) can be read.
const PROGRAM = `
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { createProcessPool } = require('./dist/lib/process-pool');
const dir = 'test/fixtures/cvs';
const files = readdirSync(dir).filter((name) => /\\.(pdf|docx)$/.test(name));
const pool = createProcessPool({
  module: path.resolve('dist/services/cv-extraction/child.js'),
  size: 1, queue: 100, deadlineMs: 60000, heapMb: 256, rssMb: 512, jobsPerChild: 10000,
});
const read = async (name) => {
  const started = process.hrtime.bigint();
  const api = process.cpuUsage();
  const { output, cpuMs } = await pool.run({ kind: name.endsWith('.docx') ? 'docx' : 'pdf', data: readFileSync(path.join(dir, name)) });
  const apiUsed = process.cpuUsage(api);
  return { output, ms: Number(process.hrtime.bigint() - started) / 1e6, cpuMs, apiCpuMs: (apiUsed.user + apiUsed.system) / 1000 };
};
(async () => {
  const cold = await read('en-1.pdf');
  const warm = await read('en-1.pdf');
  if (warm.output.extraction.experience.length !== 4) throw new Error('the fixture was not read');
  const perCv = [];
  for (let round = 0; round < 3; round += 1) for (const name of files) perCv.push(await read(name));
  await pool.close();
  console.log(JSON.stringify({ cold: cold.ms, warm: warm.ms, cpu: perCv.map((one) => one.cpuMs + one.apiCpuMs) }));
})();
`;

const cold = [];
const warm = [];
const cpu = [];
for (let run = 0; run < RUNS; run += 1) {
  const child = spawnSync(process.execPath, ['--no-warnings', '-e', PROGRAM], { cwd: API, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr || 'the extraction failed: build the api first');
  const figures = JSON.parse(child.stdout.trim().split('\n').at(-1));
  cold.push(figures.cold);
  warm.push(figures.warm);
  cpu.push(...figures.cpu);
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const worst = Math.max(...cold, ...warm);
const worstCpu = Math.max(...cpu);
console.log(`Two-page PDF, ${RUNS} fresh processes, each with its own reader (one child process)`);
console.log(
  `  first reading (starts the child, loads pdfjs): median ${median(cold).toFixed(0)} ms, max ${Math.max(...cold).toFixed(0)} ms`,
);
console.log(
  `  later readings:                                median ${median(warm).toFixed(0)} ms, max ${Math.max(...warm).toFixed(0)} ms`,
);
console.log(`  so starting a reader costs about ${(median(cold) - median(warm)).toFixed(0)} ms, once per child`);
console.log(
  `Every fixture, warm, ${cpu.length} readings: CPU per CV (child and api together) median ${median(cpu).toFixed(1)} ms, ` +
    `max ${worstCpu.toFixed(1)} ms`,
);
console.log(`  budget ${BUDGET_MS} ms for the two-page PDF: ${worst < BUDGET_MS ? 'met' : 'MISSED'}`);
console.log(`  budget ${CPU_BUDGET_MS} ms of CPU per CV: ${worstCpu < CPU_BUDGET_MS ? 'met' : 'MISSED'}`);
process.exitCode = worst < BUDGET_MS && worstCpu < CPU_BUDGET_MS ? 0 : 1;
