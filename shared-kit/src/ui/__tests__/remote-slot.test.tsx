import { act, render, screen } from '@testing-library/react';
import { forgetRemoteSlots, RemoteSlot, registerRemoteLoader } from '../remote-slot';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const slot = (
  <RemoteSlot
    remote="mfe_candidate"
    module="apply"
    props={{ name: 'Ana' }}
    loading={<p>Loading…</p>}
    unavailable={<p>Applying is unavailable for a moment.</p>}
  />
);

beforeEach(() => {
  forgetRemoteSlots();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  registerRemoteLoader(null);
  jest.restoreAllMocks();
});

test("asks the registered loader for the remote's module by name and renders it with the props", async () => {
  let resolve: (module: { default: typeof Greeting }) => void = () => {};
  const loader = jest.fn(() => new Promise<{ default: typeof Greeting }>((r) => (resolve = r)));
  registerRemoteLoader(loader);
  render(slot);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await act(async () => resolve({ default: Greeting }));
  expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('mfe_candidate', 'apply');
});

test('shows the unavailable fallback when the remote is down, and tries again on the next mount', async () => {
  const loader = jest
    .fn()
    .mockRejectedValueOnce(new Error('manifest timed out'))
    .mockResolvedValue({ default: Greeting });
  registerRemoteLoader(loader);
  const first = render(slot);
  expect(await screen.findByText('Applying is unavailable for a moment.')).toBeInTheDocument();
  first.unmount();

  render(slot);
  expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});

test('shows the unavailable fallback when the module throws while rendering, or when no loader is registered', async () => {
  registerRemoteLoader(async () => ({
    default: () => {
      throw new Error('broken');
    },
  }));
  const broken = render(slot);
  expect(await screen.findByText('Applying is unavailable for a moment.')).toBeInTheDocument();
  broken.unmount();

  registerRemoteLoader(null);
  render(slot);
  expect(await screen.findByText('Applying is unavailable for a moment.')).toBeInTheDocument();
});
