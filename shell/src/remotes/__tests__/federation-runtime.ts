// The federation runtime as the remotes' tests replace it: they drive what it answers. In a test file:
//   jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federation-runtime').fakeRuntime);
export const loadRemote = jest.fn();
export const registerRemotes = jest.fn();

export const fakeRuntime = {
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
};

/**
 * A fresh runtime for each test: it forgets what it was asked and answered, and /remotes.json (jsdom has no fetch)
 * answers `registry` as the api does.
 */
export function freshRuntime(registry: { remotes: Record<string, string> }) {
  loadRemote.mockReset();
  registerRemotes.mockReset();
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => registry,
  })) as unknown as typeof fetch;
}

/** How the shell registers a remote: its remoteEntry.js next to the manifest the registry names (registry.ts). */
export const entryOf = (name: string, manifest: string) => ({
  name,
  entry: manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js'),
  type: 'global',
  entryGlobalName: name,
});
