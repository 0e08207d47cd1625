import { loadRemoteModule, setRemoteLoader } from 'shared-kit/loader';

afterEach(() => setRemoteLoader(null));

describe('loader', () => {
  it('rejects until the shell registers a loader', async () => {
    await expect(loadRemoteModule('mfe_candidate', './apply')).rejects.toThrow('No remote loader registered');
  });

  it('asks the registered loader by name', async () => {
    const loader = jest.fn(async (remote: string, module: string) => ({ default: `${remote}:${module}` }));
    setRemoteLoader(loader);
    await expect(loadRemoteModule('mfe_candidate', './routes')).resolves.toEqual({ default: 'mfe_candidate:./routes' });
    expect(loader).toHaveBeenCalledWith('mfe_candidate', './routes');
  });

  it('rejects when the remote is unavailable so the caller shows a fallback', async () => {
    setRemoteLoader(async () => undefined);
    await expect(loadRemoteModule('mfe_events', './routes')).rejects.toThrow('unavailable');
    setRemoteLoader(async () => {
      throw new Error('manifest timeout');
    });
    await expect(loadRemoteModule('mfe_events', './routes')).rejects.toThrow('manifest timeout');
  });
});
