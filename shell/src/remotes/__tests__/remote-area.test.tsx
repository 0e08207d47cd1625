import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetLoadedAreas, RemoteArea } from '../remote-area';
import { forgetRegistry } from '../registry';
import { entryOf, freshRuntime, loadRemote, registerRemotes } from './federation-runtime';

// The federation runtime is replaced: these tests drive what it answers.
jest.mock('@module-federation/enhanced/runtime', () => jest.requireActual('./federation-runtime').fakeRuntime);

const REGISTRY = { remotes: { mfe_jobs: 'http://localhost:8081/mf-manifest.json' } };

beforeEach(() => {
  forgetLoadedAreas();
  forgetRegistry();
  freshRuntime(REGISTRY);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

function JobsArea() {
  return <p>Newest jobs</p>;
}

test('registers the remotes named by /remotes.json and renders the area once loaded', async () => {
  loadRemote.mockResolvedValue({ default: JobsArea });
  render(<RemoteArea name="mfe_jobs" />);
  expect(await screen.findByText('Newest jobs')).toBeInTheDocument();
  expect(registerRemotes).toHaveBeenCalledWith([entryOf('mfe_jobs', REGISTRY.remotes.mfe_jobs)]);
  expect(loadRemote).toHaveBeenCalledWith('mfe_jobs/routes');
});

test('shows a skeleton while the remote loads', async () => {
  let resolve: (module: unknown) => void = () => {};
  loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
  render(<RemoteArea name="mfe_jobs" />);
  expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  await act(async () => resolve({ default: JobsArea }));
  expect(await screen.findByText('Newest jobs')).toBeInTheDocument();
});

test('a remote that cannot be loaded shows a message and a retry that loads it again', async () => {
  loadRemote.mockRejectedValueOnce(new Error('manifest timed out')).mockResolvedValue({ default: JobsArea });
  render(<RemoteArea name="mfe_jobs" />);
  expect(await screen.findByText('Job search is temporarily unavailable.')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
  expect(await screen.findByText('Newest jobs')).toBeInTheDocument();
  // The retry makes the runtime forget the failed remote before loading it again.
  expect(registerRemotes).toHaveBeenLastCalledWith([entryOf('mfe_jobs', REGISTRY.remotes.mfe_jobs)], {
    force: true,
  });
});

function Broken(): never {
  throw new Error('bug in the remote');
}

test('a remote that throws while rendering is contained to its area', async () => {
  loadRemote.mockResolvedValue({ default: Broken });
  render(
    <>
      <p>Navbar stays</p>
      <RemoteArea name="mfe_candidate" />
    </>,
  );
  expect(await screen.findByText('Your account is temporarily unavailable.')).toBeInTheDocument();
  expect(screen.getByText('Navbar stays')).toBeInTheDocument();
});

test('the runtime fallback module (a failed load) ends in the same area message', async () => {
  const { default: plugin } = await import('../federation-runtime-plugin');
  const fallback = (await plugin().errorLoadRemote?.({
    id: 'mfe_events/routes',
    error: new Error('down'),
    lifecycle: 'onLoad',
    from: 'runtime',
    origin: {} as never,
  })) as { default: () => never };
  loadRemote.mockResolvedValue(fallback);
  render(<RemoteArea name="mfe_events" />);
  expect(await screen.findByText('Career events is temporarily unavailable.')).toBeInTheDocument();
});

test('reads the registry the api wrote into the page, without fetching /remotes.json', async () => {
  const inline = { remotes: { mfe_jobs: 'http://localhost:9999/mf-manifest.json' } };
  const element = document.createElement('script');
  element.id = 'remote-registry';
  element.type = 'application/json';
  element.textContent = JSON.stringify(inline);
  document.head.append(element);
  try {
    loadRemote.mockResolvedValue({ default: JobsArea });
    render(<RemoteArea name="mfe_jobs" />);
    expect(await screen.findByText('Newest jobs')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([entryOf('mfe_jobs', inline.remotes.mfe_jobs)]);
    expect(global.fetch).not.toHaveBeenCalled();
  } finally {
    element.remove();
  }
});
