import { readFileSync } from 'node:fs';
import path from 'node:path';

// Read as data, not imported: Playwright's loader cannot import the plain-ESM scripts/, and the benches read the
// same file (scripts/ensure-chromium.mjs).
const chromium = JSON.parse(readFileSync(path.join(__dirname, '../../scripts/chromium.json'), 'utf8')) as {
  path: string;
  args: string[];
};

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? chromium.path;
export const CHROMIUM_ARGS = chromium.args;
