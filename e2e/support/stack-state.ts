import { readFileSync, writeFileSync } from 'node:fs';
import { STATE_FILE } from './ports';

export interface StackState {
  api: number;
  remotes: Record<string, number>;
  /** The blog service's process. */
  blog: number;
  dataDir: string;
  /** The UTC day (YYYY-MM-DD) the demo data was seeded on. */
  seedDay: string;
}

export function readStackState(): StackState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState;
}

export function writeStackState(state: StackState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state));
}
