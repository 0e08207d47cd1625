// Loads one exposed module of a remote, for the shell's route areas (`./routes`) and for the remote slots that show
// one area's component inside another (`./apply`, through shared-kit/ui's RemoteSlot). Both pass through the same
// registry and the same runtime plugin (a timeout on the fetches, errorLoadRemote): docs/architecture.md#module-federation-rules.
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { RemoteUnavailableError } from './federation-runtime-plugin';
import { loadRegistry, type RemoteName, REMOTE_NAMES, resetRemote } from './registry';

export async function loadExposed<P = object>(
  name: RemoteName,
  module: string,
): Promise<{ default: ComponentType<P> }> {
  const registry = await loadRegistry();
  if (!registry[name]) throw new RemoteUnavailableError(name, new Error('not in /remotes.json'));
  const loaded = await loadRemote<{ default: ComponentType<P> }>(`${name}/${module}`);
  if (!loaded?.default) throw new RemoteUnavailableError(name);
  return loaded;
}

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/**
 * The loader the shell registers for RemoteSlot: a remote known to the registry, by name. The runtime is told to
 * forget a remote that failed before, so a slot mounted later (the next job page) tries it afresh.
 */
export async function loadSlotModule(remote: string, module: string) {
  if (!isRemoteName(remote)) throw new RemoteUnavailableError(remote, new Error('unknown remote'));
  try {
    return await loadExposed(remote, module);
  } catch (error) {
    resetRemote(remote);
    throw error;
  }
}
