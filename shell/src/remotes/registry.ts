// Remotes are registered at run time from the api's /remotes.json, so a remote is redeployed (or pointed at
// another deployment) by changing its URL there, with no shell rebuild.
import { registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTE_NAMES = ['mfe_jobs', 'mfe_candidate', 'mfe_company', 'mfe_events'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

const REGISTRY_TIMEOUT_MS = 5000;

/**
 * The runtime's registration of a remote: its `remoteEntry.js`, next to the manifest the registry names (every
 * remote's build writes both there). Registered by its manifest, the runtime fetched and read the manifest first,
 * which needs its snapshot and preload plugins in the shell's first-render script (some 4 KB on the wire); the
 * shell's build leaves them out (docs/delivery.md#the-remotes-registered-by-their-entry).
 */
function remoteFor(name: string, manifestUrl: string) {
  return { name, entry: new URL('remoteEntry.js', manifestUrl).href, type: 'global' as const, entryGlobalName: name };
}

let entries: Partial<Record<RemoteName, string>> = {};
let registryPromise: Promise<Partial<Record<RemoteName, string>>> | null = null;

/** The registry the api writes into the page (saves a round trip before any remote can load), if any. */
function inlineRegistry(): { remotes?: Record<string, unknown> } | null {
  const element = document.getElementById('remote-registry');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as { remotes?: Record<string, unknown> };
  } catch {
    return null;
  }
}

async function fetchRegistry(): Promise<Partial<Record<RemoteName, string>>> {
  let body = inlineRegistry();
  if (!body) {
    const response = await fetch('/remotes.json', {
      cache: 'no-cache',
      signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
    body = (await response.json()) as { remotes?: Record<string, unknown> };
  }
  const found: Partial<Record<RemoteName, string>> = {};
  for (const name of REMOTE_NAMES) {
    const entry = body.remotes?.[name];
    if (typeof entry === 'string' && entry) found[name] = entry;
  }
  registerRemotes(Object.entries(found).map(([name, entry]) => remoteFor(name, entry)));
  return found;
}

/** Starts (once) reading the registry; areas await it before loading their remote. */
export function loadRegistry(): Promise<Partial<Record<RemoteName, string>>> {
  if (!registryPromise) {
    registryPromise = fetchRegistry().then(
      (found) => {
        entries = found;
        return found;
      },
      (error: unknown) => {
        // Let a later retry read the registry again.
        registryPromise = null;
        throw error;
      },
    );
  }
  return registryPromise;
}

/** Forgets what the runtime cached for a remote (a dead entry) before a retry. */
export function resetRemote(name: RemoteName): void {
  const entry = entries[name];
  if (entry) registerRemotes([remoteFor(name, entry)], { force: true });
}

/** Tests start from a page that has not read the registry yet. */
export function forgetRegistry(): void {
  entries = {};
  registryPromise = null;
}
