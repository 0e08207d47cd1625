// Stopping and restarting one remote of the browser tests' stack, to check that the rest of the site copes
// (docs/architecture.md#module-federation-rules).
import type { ChildProcess } from 'node:child_process';
import { REMOTE_PORTS } from './ports';
import { readStackState, writeStackState } from './stack-state';

type RemoteName = keyof typeof REMOTE_PORTS;

async function waitUntilClosed(port: number) {
  // Up to 15 s: a loaded machine (CI) can be slow to deliver the signal and end the process.
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(`http://localhost:${port}/mf-manifest.json`);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`port ${port} still answers`);
}

/** Whether the remote's manifest answers. */
export async function remoteAnswers(name: RemoteName): Promise<boolean> {
  return (await fetch(`http://localhost:${REMOTE_PORTS[name]}/mf-manifest.json`).catch(() => null))?.ok ?? false;
}

/** Stops the remote and waits until its port is closed. */
export async function stopRemote(name: RemoteName): Promise<void> {
  process.kill(readStackState().remotes[name], 'SIGTERM');
  await waitUntilClosed(REMOTE_PORTS[name]);
}

/** Starts the remote again on its port and records its process for the stack's teardown. */
export async function restartRemote(name: RemoteName): Promise<ChildProcess> {
  const { REMOTES, startRemote } = await import('../../scripts/stack.mjs');
  const remote = REMOTES.find((r: { name: string }) => r.name === name);
  if (!remote) throw new Error(`${name} is not in scripts/stack.mjs`);
  const started: ChildProcess = startRemote(remote, REMOTE_PORTS[name] - remote.offset, { quiet: true });
  const state = readStackState();
  if (started.pid) writeStackState({ ...state, remotes: { ...state.remotes, [name]: started.pid } });
  return started;
}
