// Run-time access to another area's component (docs/architecture.md#module-federation-rules): a remote never imports
// another remote at build time; it asks the shell's loader by name. The shell registers the loader once at start.

export type RemoteLoader = (remote: string, module: string) => Promise<unknown>;

let loader: RemoteLoader | null = null;

/** Called once by the shell with its Module Federation runtime `loadRemote` wrapper. */
export function setRemoteLoader(fn: RemoteLoader | null): void {
  loader = fn;
}

export function hasRemoteLoader(): boolean {
  return loader !== null;
}

/**
 * Loads `module` (e.g. './routes' or an exposed component) of `remote` (e.g. 'mfe_candidate'). Rejects when no
 * loader is registered (a remote running standalone) or when the remote fails, so the caller shows its fallback.
 */
export async function loadRemoteModule<T = unknown>(remote: string, module: string): Promise<T> {
  if (!loader) throw new Error(`No remote loader registered: cannot load ${remote}/${module}`);
  const loaded = await loader(remote, module);
  if (loaded == null) throw new Error(`Remote module ${remote}/${module} is unavailable`);
  return loaded as T;
}
