import { existsSync, readFileSync, rmSync } from 'node:fs';
import { stopMailSink } from './mail-sink';
import { STATE_FILE } from './ports';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalTeardown() {
  if (!existsSync(STATE_FILE)) return stopMailSink();
  const state = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as {
    api: number;
    remotes: Record<string, number>;
    blog?: number;
    dataDir: string;
  };
  const pids = [state.api, ...Object.values(state.remotes), ...(state.blog ? [state.blog] : [])];
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGTERM');
  // The api stops PostgreSQL on SIGTERM: wait for it before removing the data.
  const deadline = Date.now() + 20_000;
  while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(state.dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
  await stopMailSink();
}
