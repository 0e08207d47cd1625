// The federation runtime as the remotes' tests replace it: they drive what it answers. In a test file:
//   jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federation-runtime').fakeRuntime);
export const loadRemote = jest.fn();
export const registerRemotes = jest.fn();

export const fakeRuntime = {
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
};
