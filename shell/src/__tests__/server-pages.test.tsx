// The api's first HTML of the home page and of /login and /register is written by the shell's server module with
// the same components the browser renders (src/server-render.tsx; docs/architecture.md#one-rendering). It must be the
// markup the browser renders once the page has its data, so nothing moves when React takes over. Allowed to differ:
// the home search's two pickers (native selects with names, so the form works without JavaScript, where the browser
// has Comboboxes), the account forms' <noscript> note and the names their fields lose on the server (a submit without
// JavaScript sends no password into an address).
import { screen, waitFor } from '@testing-library/react';
import { type FakeReply, mockHttp, renderWithProviders } from 'shared-kit/testing';
import { LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { HomePage } from '../features/pages/components/home-page';
import { prepare, renderAuthPage, renderHome } from '../server-render';

const COUNTS = {
  languages: [
    { slug: 'German', count: 1234 },
    { slug: 'Polish', count: 1 },
  ],
  locations: [{ slug: 'Portugal', count: 0 }],
};
const LISTS = {
  languages: [
    { slug: 'German', name: 'German' },
    { slug: 'Dutch', name: 'Dutch' },
  ],
  countries: [{ id: 3, slug: 'Spain', name: 'Spain', continente: 1, iso2: 'ES' }],
  cities: [{ slug: 'Valencia', name: 'Valencia', country_slug: 'Spain' }],
};

/**
 * The markup as a tree, attributes sorted (the server and the DOM write them in different orders), without what may
 * differ: generated ids, the <noscript> note, the home search's pickers, the router's `data-discover` and the fields'
 * `name` (and `selected`, which the browser keeps as a property).
 */
function comparable(html: string): string {
  const root = document.createElement('div');
  root.innerHTML = html;
  for (const element of root.querySelectorAll('noscript')) element.remove();
  for (const element of root.querySelectorAll('.page-search__language, .page-search__location')) {
    element.replaceWith('[picker]');
  }
  const walk = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const ignored = ['id', 'for', 'aria-describedby', 'data-discover', 'selected', 'name'];
    const attributes = [...node.attributes]
      .filter(
        (attribute) =>
          !ignored.includes(attribute.name) || (node.getAttribute('type') === 'radio' && attribute.name === 'name'),
      )
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort();
    const tag = node.tagName.toLowerCase();
    return `<${[tag, ...attributes].join(' ')}>${[...node.childNodes].map(walk).join('')}</${tag}>`;
  };
  return [...root.childNodes].map(walk).join('');
}

let restore: () => void = () => undefined;
afterEach(() => restore());
// Every language's catalogues, as the api's start does (the tests' setup loads English only).
beforeAll(() => prepare());

/** The browser's page, its calls answered with the same data the server had (no sign-in providers configured). */
function browser(ui: React.ReactElement, route: string) {
  const mock = mockHttp((request): FakeReply => {
    const url = request.url ?? '';
    if (url === '/api/jobs') return { data: { jobs: { data: [] }, ...wire(LISTS) } };
    if (url.includes('popular')) return { data: COUNTS };
    return { data: [] };
  });
  restore = mock.restore;
  return renderWithProviders(ui, { route }).container;
}

const wire = (lists: typeof LISTS) => ({
  languages: { data: lists.languages },
  countries: { data: lists.countries },
  cities: { data: lists.cities },
});

describe("the server's home page", () => {
  it('is the markup the browser renders once the counts are in', async () => {
    const served = renderHome({ path: '/', locale: 'en', counts: COUNTS, lists: LISTS as never });
    const container = browser(<HomePage />, '/');
    await screen.findByText('1,234 jobs');
    expect(served).toContain('1,234 jobs');
    expect(comparable(served)).toBe(comparable(container.innerHTML));
  });

  it('searches without JavaScript: a GET to /jobs with native selects of every choice', () => {
    const served = renderHome({ path: '/', locale: 'de', counts: COUNTS, lists: LISTS as never });
    const page = document.createElement('div');
    page.innerHTML = served;
    const form = page.querySelector('form.page-search');
    expect([form?.getAttribute('action'), form?.getAttribute('method')]).toEqual(['/jobs', 'get']);
    const options = (name: string) =>
      [...page.querySelectorAll(`select[name="${name}"] option`)].map((option) => option.textContent);
    expect(options('language')).toEqual(['Alle Sprachen', 'Deutsch', 'Niederländisch']);
    expect(options('location')).toEqual(['Überall in Europa', 'Homeoffice', 'Spanien', 'Valencia (Spanien)']);
    expect(page.querySelector('input[type="search"]')?.getAttribute('name')).toBe('keywords');
    expect(page.querySelector('h1')?.textContent).toBe('Jobs in Europa für Menschen, die Sprachen sprechen');
  });
});

describe("the server's account pages", () => {
  it.each([
    ['/login', 'login', <LoginPage key="login" />],
    ['/register', 'register', <RegisterPage key="register" />],
    ['/register?type=company', 'register', <RegisterPage key="company" />],
  ] as const)(
    '%s is the markup the browser renders, its note shown only without JavaScript',
    async (path, page, ui) => {
      const served = renderAuthPage({ page, path, locale: 'en' });
      const container = browser(ui, path);
      await waitFor(() => expect(container.querySelector('form.auth-form')).not.toBeNull());
      expect(comparable(served)).toBe(comparable(container.innerHTML));
      expect(served).toContain(
        '<noscript><p class="auth-page__noscript" role="note">This form needs JavaScript. Please turn it on in your browser to continue.</p></noscript>',
      );
      // Nothing typed is sent by a submit without JavaScript; the account type stays one choice.
      expect(served).not.toMatch(/<input(?![^>]*type="radio")[^>]* name=/);
      if (page === 'register') expect(served).toMatch(/<input[^>]*type="radio"[^>]*name="type"/);
    },
  );

  it("shows the company's field and choice for /register?type=company", () => {
    const page = document.createElement('div');
    page.innerHTML = renderAuthPage({ page: 'register', path: '/register?type=company', locale: 'en' });
    expect(page.querySelector<HTMLInputElement>('input[type="radio"][value="company"]')?.checked).toBe(true);
    expect(page.querySelector('input[autocomplete="organization"]')).not.toBeNull();
  });
});
