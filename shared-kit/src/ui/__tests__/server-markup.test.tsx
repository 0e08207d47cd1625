import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import {
  captureServerMarkup,
  hasServerMarkup,
  releaseServerMarkup,
  ServedWhileLoading,
  ServerMarkup,
} from '../server-markup';

// The document as the api serves it: the layout with the page's markup inside <main>.
function serve(main: string) {
  document.body.innerHTML = `<div id="root"><header>nav</header><main id="main" class="main">${main}</main></div>`;
  captureServerMarkup();
  document.body.innerHTML = '';
}

describe('ServerMarkup', () => {
  afterEach(() => releaseServerMarkup());

  it("shows the server's markup of this page while the screen loads, whole or one part of it", () => {
    serve('<div class="jobs-area"><h1>Jobs in Europe</h1><section class="jobs-minisite">Acme</section></div>');
    expect(hasServerMarkup(window.location.pathname)).toBe(true);
    const { container, unmount } = render(<ServerMarkup fallback={<p>skeleton</p>} />);
    expect(container.querySelector('.jobs-area h1')?.textContent).toBe('Jobs in Europe');
    // Its buttons have no handlers yet: nothing in it can be clicked until the real screen replaces it.
    expect(container.querySelector('.sk-server-markup')?.hasAttribute('inert')).toBe(true);
    unmount();
    const inner = render(<ServerMarkup select=".jobs-area" fallback={<p>skeleton</p>} />);
    expect(inner.container.querySelector('.jobs-area')).toBeNull();
    expect(inner.container.querySelector('h1')?.textContent).toBe('Jobs in Europe');
    inner.unmount();
    const whole = render(<ServerMarkup select=".jobs-minisite" whole fallback={<p>skeleton</p>} />);
    expect(whole.container.querySelector('section.jobs-minisite')?.textContent).toBe('Acme');
  });

  it('shows the fallback once released (another page), or when the server rendered nothing', () => {
    serve('<h1>Jobs in Europe</h1>');
    releaseServerMarkup();
    render(<ServerMarkup fallback={<p>skeleton</p>} />);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    serve('');
    expect(hasServerMarkup(window.location.pathname)).toBe(false);
  });

  it("parses the page's markup once for a part, however often a waiting screen renders", () => {
    serve('<div class="jobs-area"><h1>Jobs in Europe</h1></div>');
    const create = jest.spyOn(document, 'createElement');
    const { rerender } = render(<ServerMarkup select=".jobs-area" fallback={<p>skeleton</p>} />);
    for (let i = 0; i < 5; i += 1) rerender(<ServerMarkup select=".jobs-area" fallback={<p>skeleton {i}</p>} />);
    expect(screen.getByRole('heading', { name: 'Jobs in Europe' })).toBeInTheDocument();
    expect(create.mock.calls.filter(([tag]) => tag === 'template')).toHaveLength(1);
    create.mockRestore();
  });
});

const mounted = jest.fn();
/** A screen that counts its mounts. */
function Screen() {
  useEffect(mounted, []);
  return <h1>Welcome back, Lena</h1>;
}

describe('ServedWhileLoading', () => {
  afterEach(() => releaseServerMarkup());

  it("shows the server's markup while loading, then the screen, mounted once, and drops the markup", () => {
    serve('<div class="candidate-area"><h1>Welcome, Lena</h1></div>');
    mounted.mockClear();
    const { rerender } = render(
      <ServedWhileLoading loading select=".candidate-area">
        <Screen />
      </ServedWhileLoading>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome, Lena' })).toBeInTheDocument();
    expect(mounted).not.toHaveBeenCalled();
    rerender(
      <ServedWhileLoading loading={false} select=".candidate-area">
        <Screen />
      </ServedWhileLoading>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome back, Lena' })).toBeInTheDocument();
    expect(mounted).toHaveBeenCalledTimes(1);
    // Loading again (a retry) shows the screen's own state: the kept markup described the first answer only.
    expect(hasServerMarkup(window.location.pathname)).toBe(false);
  });

  it('shows its children while loading when the server wrote no such part', () => {
    serve('<div class="jobs-area"><h1>Jobs in Europe</h1></div>');
    render(
      <ServedWhileLoading loading select=".candidate-area">
        <p>skeleton</p>
      </ServedWhileLoading>,
    );
    expect(screen.getByText('skeleton')).toBeInTheDocument();
  });
});
