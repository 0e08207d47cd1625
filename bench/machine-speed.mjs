// The machine's speed at the time of a bench (docs/search.md#the-machines-speed): a fixed piece of CPU work (a
// sha256 of 64 MB and ten JSON round trips of 20,000 small objects, about what the api does to answers), timed five
// times in this process. The benches print it beside their figures, so that figures from two machines, or from two
// hours of one busy machine, are compared through it rather than taken as a change of the code. Alone:
// `node bench/machine-speed.mjs`.
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const ROUNDS = 5;

/** The fixed work's time in ms, five rounds: the fastest (the machine at its best) and the median. */
function referenceWork() {
  const data = Buffer.alloc(64 * 1024 * 1024, 7);
  const objects = Array.from({ length: 20_000 }, (_, i) => ({
    id: i,
    title: `Job ${i}`,
    tags: ['a', String(i)],
    n: i * 1.5,
  }));
  const times = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    createHash('sha256').update(data).digest();
    for (let k = 0; k < 10; k++) JSON.parse(JSON.stringify(objects));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { best: times[0], median: times[Math.floor(ROUNDS / 2)] };
}

/** One line for a bench's header. */
export function machineSpeedLine() {
  const { best, median } = referenceWork();
  return `reference work (bench/machine-speed.mjs): fastest ${best.toFixed(0)} ms, median ${median.toFixed(0)} ms`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(machineSpeedLine());
