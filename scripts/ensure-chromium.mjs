// The browser tests drive Debian's chromium (never a downloaded browser build): install it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// How every browser test and bench starts it. The machine's network is closed: background networking only
// produces refused connections.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

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
