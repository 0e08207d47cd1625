import { loadSlotModule } from '../load-exposed';
import { forgetRegistry } from '../registry';
import { entryOf, freshRuntime, loadRemote, registerRemotes } from './federation-runtime';

// The federation runtime is replaced: these tests drive what it answers.
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federation-runtime').fakeRuntime);

const REGISTRY = { remotes: { mfe_candidate: 'http://localhost:8082/mf-manifest.json' } };

function Apply() {
  return null;
}

beforeEach(() => {
  forgetRegistry();
  freshRuntime(REGISTRY);
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
