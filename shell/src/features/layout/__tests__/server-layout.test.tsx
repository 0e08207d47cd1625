// The api's first HTML of the layout is this same Layout, rendered by the shell's server module with a ServerFrame
// (src/server-render.tsx; docs/architecture.md#one-rendering). It must be the markup the browser renders, so nothing
// moves when React takes over: only the menu control (a <details> that opens without JavaScript, instead of the
// button that opens the Drawer) and the language forms' <noscript> buttons may differ.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-kit/router';
import { renderWithProviders } from 'shared-kit/testing';
import { Layout } from '../components/layout';
import { type ServerFrame, ServerFrameContext } from '../../../lib/server-frame';

const page = <p>The page</p>;

/**
 * The markup as a tree, attributes sorted (the server and the DOM write them in different orders), without what is
 * allowed to differ: generated ids, the menu control, the <noscript> buttons, the closed Drawer, the router's `data-discover` and the
 * chosen language written as an attribute (the browser sets the select's value instead).
 */
function comparable(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  // The closed Drawer is an empty <dialog> that takes no room; the <noscript> buttons show only without JavaScript.
  for (const element of root.querySelectorAll('noscript, dialog:not([open])')) element.remove();
  for (const element of root.querySelectorAll('.navbar__menu')) element.replaceWith('[menu]');
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .filter((attribute) => !['id', 'for', 'data-discover', 'selected'].includes(attribute.name))
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort();
    const tag = node.tagName.toLowerCase();
    return `<${[tag, ...attributes].join(' ')}>${[...node.childNodes].map(walk).join('')}</${tag}>`;
  };
  return [...root.childNodes].map(walk).join('');
}

function browser(path: string): string {
  const { container } = renderWithProviders(<Layout>{page}</Layout>, { route: path });
  return container.innerHTML;
}

function server(path: string, frame: ServerFrame): string {
  return renderToString(
    <ServerFrameContext.Provider value={frame}>
      <MemoryRouter initialEntries={[path]}>
        <Layout>{page}</Layout>
      </MemoryRouter>
    </ServerFrameContext.Provider>,
  );
}

describe("the server's layout", () => {
  it.each(['/', '/jobs', '/login', '/company'])('is the markup the browser renders for a guest at %s', (path) => {
    const served = server(path, { who: 'guest' });
    expect(served).toContain('<p>The page</p>');
    expect(comparable(served)).toBe(comparable(browser(path)));
  });

  it('opens its menu without JavaScript and offers the language forms a submit button', () => {
    const served = server('/jobs', { who: 'guest' });
    expect(served).toMatch(/<details class="navbar__menu"><summary class="sk-button sk-button--ghost">/);
    expect(served).toContain('<noscript><button type="submit" class="sk-button sk-button--secondary">');
  });

  it("holds a signed-in frame's account place without naming anyone", () => {
    const served = server('/account/dashboard', { who: 'member', chrome: true });
    expect(served).toContain('<span class="sk-skeleton navbar__account-placeholder" aria-hidden="true"></span>');
    expect(served).not.toContain('href="/register"');
    expect(served).not.toContain('href="/login"');
  });
});
