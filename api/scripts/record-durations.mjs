// Writes test/durations.json, the weights that balance the API test parts (docs/testing.md#test-parts), from a jest
// run's JSON answer of every file on its own, two at a time:
//   npx jest --maxWorkers=2 --json --outputFile=/tmp/api-tests.json && node scripts/record-durations.mjs /tmp/api-tests.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const API = path.resolve(import.meta.dirname, '..');
const [answer] = process.argv.slice(2);
if (!answer) throw new Error('usage: node scripts/record-durations.mjs <jest --json output file>');
const { testResults } = JSON.parse(readFileSync(answer, 'utf8'));
const seconds = Object.fromEntries(
  testResults
    .map((result) => [path.relative(API, result.name), Math.round((result.endTime - result.startTime) / 100) / 10])
    .filter(([file]) => file.startsWith('test/'))
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(path.join(API, 'test', 'durations.json'), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`test/durations.json: ${Object.keys(seconds).length} files`);
