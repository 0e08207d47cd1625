// The browser tests drive Debian's chromium-headless-shell and the benches Debian's chromium (never a downloaded
// browser build): install them when missing (scripts/chromium.json says why two).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// The path and flags every browser test and bench launches chromium with (the browser tests read the same file:
// e2e/support/chromium.ts).
const chromium = JSON.parse(readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? chromium.path;
const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? chromium.headlessShellPath;
export const CHROMIUM_ARGS = chromium.args;

export function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL)) return;
  console.log('chromium or its headless shell is missing: installing them from Debian packages…');
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  const install = (packages) =>
    execSync(`${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit', shell: '/bin/bash' });
  if (!existsSync(CHROMIUM)) install('chromium');
  if (!existsSync(CHROMIUM)) throw new Error(`chromium is still missing at ${CHROMIUM}`);
  // The headless shell only makes the tests faster: without it they run in the full browser (e2e/support/chromium.ts).
  try {
    if (!existsSync(HEADLESS_SHELL)) install('chromium-headless-shell');
  } catch {
    console.warn(`chromium-headless-shell could not be installed: the browser tests run in ${CHROMIUM}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
