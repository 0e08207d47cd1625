import { render, screen } from '@testing-library/react';
import { captureServerMarkup, hasServerMarkup, releaseServerMarkup, ServerMarkup } from '../server-markup';

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
