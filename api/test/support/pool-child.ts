// A child process for process-pool.test.ts: each job names what to do, from a plain answer to never answering.
import { serveJobs } from '../../src/lib/process-pool-child';

type Job = { op: 'pid' | 'spin' | 'sleep' | 'heap' | 'buffers' | 'exit' | 'throw'; mb?: number; ms?: number };

const kept: unknown[] = [];

serveJobs(async ({ op, mb = 0, ms = 0 }: Job) => {
  if (op === 'spin') for (;;);
  // Waits without working, as a reading does on a machine whose cores are busy with others' work.
  if (op === 'sleep') await new Promise((done) => setTimeout(done, ms));
  if (op === 'heap') for (;;) kept.push({ text: `${Math.random()}`.repeat(20) });
  if (op === 'buffers') {
    // Outside the V8 heap, as pdf.js's decoded streams are: only the memory ceiling sees them. Then it waits.
    for (let n = 0; n < mb; n += 16) kept.push(Buffer.alloc(16 * 1024 * 1024, 1));
    await new Promise(() => undefined);
  }
  if (op === 'exit') process.exit(3);
  if (op === 'throw') throw new Error('this job fails');
  return process.pid;
});
