import { loadSlotModule } from '../load-exposed';
import { forgetRegistry } from '../registry';

/** How the shell registers a remote: its remoteEntry.js next to the manifest the registry names (registry.ts). */
const entryOf = (name: string, manifest: string) => ({
  name,
  entry: manifest.replace(/mf-manifest\.json$/, 'remoteEntry.js'),
  type: 'global',
  entryGlobalName: name,
});

// The federation runtime is replaced: these tests drive what it answers.
const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const REGISTRY = { remotes: { mfe_candidate: 'http://localhost:8082/mf-manifest.json' } };

function Apply() {
  return null;
}

beforeEach(() => {
  forgetRegistry();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => REGISTRY,
  })) as unknown as typeof fetch;
});

test("loads a remote's exposed module by name through the registry, for RemoteSlot", async () => {
  loadRemote.mockResolvedValue({ default: Apply });
  await expect(loadSlotModule('mfe_candidate', 'apply')).resolves.toEqual({ default: Apply });
  expect(loadRemote).toHaveBeenCalledWith('mfe_candidate/apply');
});

test('refuses a remote the shell does not know, or one missing from /remotes.json, without asking the runtime', async () => {
  await expect(loadSlotModule('mfe_unknown', 'apply')).rejects.toThrow('mfe_unknown');
  await expect(loadSlotModule('mfe_jobs', 'routes')).rejects.toThrow('mfe_jobs');
  expect(loadRemote).not.toHaveBeenCalled();
});

test('a failed load makes the runtime forget the remote, so the next slot tries it afresh', async () => {
  loadRemote.mockRejectedValueOnce(new Error('manifest timed out'));
  await expect(loadSlotModule('mfe_candidate', 'apply')).rejects.toThrow('manifest timed out');
  expect(registerRemotes).toHaveBeenLastCalledWith([entryOf('mfe_candidate', REGISTRY.remotes.mfe_candidate)], {
    force: true,
  });
});
