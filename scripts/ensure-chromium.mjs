// The browser tests drive Debian's chromium (never a downloaded browser build): install it when missing.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// The path and flags every browser test and bench launches chromium with (the browser tests read the same file:
// e2e/support/chromium.ts).
const chromium = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? chromium.path;
export const CHROMIUM_ARGS = chromium.args;

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('chromium is missing: installing it from Debian packages…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
  if (!existsSync(CHROMIUM)) throw new Error(`chromium is still missing at ${CHROMIUM}`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
