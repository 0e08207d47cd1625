import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Read as data, not imported: Playwright's loader cannot import the plain-ESM scripts/, and the benches read the
// same file (scripts/ensure-chromium.mjs).
const chromium = JSON.parse(readFileSync(path.join(__dirname, '../../scripts/chromium.json'), 'utf8')) as {
  path: string;
  headlessShellPath: string;
  args: string[];
};

/**
 * Debian's chromium-headless-shell: the browser tests' engine (scripts/chromium.json says why not the full browser);
 * the full browser where the shell could not be installed (scripts/ensure-chromium.mjs).
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(chromium.headlessShellPath) ? chromium.headlessShellPath : chromium.path);
export const CHROMIUM_ARGS = chromium.args;

/**
 * Debian's full chromium, for the one thing the headless shell lacks: the PDF viewer (its extension shows a PDF inside
 * an iframe), which a test of an embedded PDF needs (`test.use({ launchOptions: inTheFullBrowser })`).
 */
export const inTheFullBrowser = { executablePath: process.env.CHROMIUM_PATH ?? chromium.path, args: CHROMIUM_ARGS };
