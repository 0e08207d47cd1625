import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { lazyPage, PageSuspense } from '../lazy-page';

// A page as a chunk of its own (lazy-page.ts): its boundary's fallback while the chunk loads, the page at once when
// the chunk is already in (no Suspense retry for React to hold back), the error boundary when the chunk fails.

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const Dashboard = ({ name }: { name: string }) => <h1>Hello {name}</h1>;

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">The page could not be loaded</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it("shows its boundary's fallback while the chunk loads, then the page with its props", async () => {
    const chunk = deferred<typeof Dashboard>();
    const Page = lazyPage(() => chunk.promise);
    render(
      <PageSuspense fallback={<p>Loading the page</p>}>
        <Page name="Maria" />
      </PageSuspense>,
    );
    expect(screen.getByText('Loading the page')).toBeInTheDocument();
    await act(async () => chunk.resolve(Dashboard));
    expect(screen.getByRole('heading', { name: 'Hello Maria' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the page')).not.toBeInTheDocument();
  });

  it('renders a page whose chunk was preloaded in the first render, with no fallback at all', async () => {
    const Page = lazyPage(() => Promise.resolve(Dashboard));
    Page.preload();
    await act(async () => undefined);
    render(
      <PageSuspense fallback={<p>Loading the page</p>}>
        <Page name="Jan" />
      </PageSuspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hello Jan' })).toBeInTheDocument();
  });

  it('asks for the chunk once, however many times it is preloaded and rendered', async () => {
    const load = jest.fn(() => Promise.resolve(Dashboard));
    const Page = lazyPage(load);
    Page.preload();
    Page.preload();
    render(
      <PageSuspense fallback={null}>
        <Page name="Ana" />
        <Page name="Eva" />
      </PageSuspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello Eva' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a chunk that cannot be loaded to the error boundary', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const chunk = deferred<typeof Dashboard>();
      const Page = lazyPage(() => chunk.promise);
      render(
        <Boundary>
          <PageSuspense fallback={<p>Loading the page</p>}>
            <Page name="Maria" />
          </PageSuspense>
        </Boundary>,
      );
      await act(async () => chunk.reject(new Error('ChunkLoadError')));
      expect(screen.getByRole('alert')).toHaveTextContent('The page could not be loaded');
    } finally {
      spy.mockRestore();
    }
  });
});
