// Runs the pinned pnpm through npx: a fresh machine has only Node and npm (corepack fails here).
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    ...options,
  });
  if (result.status !== 0) {
    throw new Error(`pnpm ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    pnpm(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
