import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileContent } from '../../../../tooling/markdown-loader.cjs';
import { CONTENT_LOCALES, CONTENT_PAGES, type ContentPage, type Locale, loadPageContent } from '..';

const OTHER_LOCALES = CONTENT_LOCALES.filter((locale) => locale !== 'en');

/** A page as the browser gets it: its title and its body parsed into a DOM. */
async function loadPage(page: ContentPage, locale: Locale) {
  const { title, html } = await loadPageContent(page, locale);
  const body = document.createElement('article');
  body.innerHTML = html;
  return { title, html, body };
}

const ids = (body: Element) => [...body.querySelectorAll('[id]')].map((element) => element.id).sort();
const hrefs = (body: Element) => [...body.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')).sort();

/** Three words or more, not counting e-mail addresses: shorter fragments are names, cookie names or figures. */
const isSentence = (text: string) => (text.replace(/\S+@\S+/g, '').match(/\p{L}+/gu) ?? []).length >= 3;

/** The sentences of a page's text, for the "no English left" check; addresses stay as they are, so are left out. */
function sentences(body: Element): string[] {
  const blocks = body.querySelectorAll('h2, p, li, th, td, summary, dt, dd');
  return [...blocks]
    .filter((block) => !block.closest('address'))
    .flatMap((block) => (block.textContent ?? '').replace(/\s+/g, ' ').split(/(?<=[.!?:;])\s+/))
    .map((sentence) => sentence.trim())
    .filter(isSentence);
}

describe('content pages', () => {
  describe.each(CONTENT_PAGES)('%s', (page) => {
    it.each(CONTENT_LOCALES)('has a title and a body from h2 down in %s', async (locale) => {
      const { title, body } = await loadPage(page, locale);
      expect(title.trim()).not.toBe('');
      expect(body.textContent?.trim()).not.toBe('');
      const headings = [...body.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => heading.tagName);
      expect(headings.length).toBeGreaterThan(0);
      expect(new Set(headings)).toEqual(new Set(['H2']));
    });

    it.each(OTHER_LOCALES)('has the anchors and links of English in %s', async (locale) => {
      const english = await loadPage(page, 'en');
      const translated = await loadPage(page, locale);
      expect(ids(translated.body)).toEqual(ids(english.body));
      expect(hrefs(translated.body)).toEqual(hrefs(english.body));
    });

    it.each(OTHER_LOCALES)('has no English sentence left in %s', async (locale) => {
      const english = await loadPage(page, 'en');
      const translated = await loadPage(page, locale);
      const text = (translated.body.textContent ?? '').replace(/\s+/g, ' ');
      const left = sentences(english.body).filter((sentence) => text.includes(sentence));
      if (isSentence(english.title) && translated.title === english.title) left.push(english.title);
      expect(left).toEqual([]);
    });
  });

  it('renders FAQ entries as <details id> with the question as <summary>, in every language', async () => {
    for (const locale of CONTENT_LOCALES) {
      const { body } = await loadPage('faq', locale);
      const entries = [...body.querySelectorAll('.page-faq > details')];
      expect(entries.map((entry) => entry.id)).toContain('delete-account');
      for (const entry of entries) {
        expect(entry.id).toMatch(/^[a-z0-9-]+$/);
        expect(entry.firstElementChild?.tagName).toBe('SUMMARY');
        expect(entry.firstElementChild?.textContent?.trim()).not.toBe('');
        expect(entry.querySelector('p')?.textContent?.trim()).not.toBe('');
      }
    }
  });

  it('renders the figures of About us as a <dl class="page-figures">', async () => {
    const { body } = await loadPage('about-us', 'de');
    const figures = [...body.querySelectorAll('dl.page-figures > div')];
    expect(figures).toHaveLength(3);
    expect(figures.map((figure) => figure.querySelector('dd')?.textContent)).toContain('40+');
  });
});

describe('markdown loader', () => {
  const compile = (markdown: string) => compileContent(`---\ntitle: Test\n---\n${markdown}`, 'test.md');

  it('turns a file into its title and HTML, with heading ids', () => {
    const { title, html } = compile('Intro.\n\n## Section {#section-one}\n\nText.');
    expect(title).toBe('Test');
    const body = document.createElement('div');
    body.innerHTML = html;
    expect(body.querySelector('h2')?.id).toBe('section-one');
    expect(body.querySelector('h2')?.textContent).toBe('Section');
  });

  it('escapes text', () => {
    const body = document.createElement('div');
    body.innerHTML = compile('Use a < b & "c" > d.').html;
    expect(body.children).toHaveLength(1);
    expect(body.textContent?.trim()).toBe('Use a < b & "c" > d.');
  });

  it.each([
    ['a script', '<script>alert(1)</script>', /raw HTML/],
    ['inline HTML', 'Text <iframe src="https://example.com"></iframe>', /raw HTML/],
    ['a harmless-looking tag', 'Some <b>bold</b> text', /raw HTML/],
    ['an image', '![logo](/logo.png)', /image/],
    ['a javascript: link', '[click](javascript:alert(1))', /not allowed/],
    ['an h1', '# Title again', /headings/],
    ['an h4', '#### Deep', /headings/],
    ['a code block', '```\ncode\n```', /code/],
    ['a FAQ entry without id', '::: faq\n### Question?\n\nAnswer.\n:::', /needs an id/],
    ['a repeated id', '## One {#same}\n\n## Two {#same}', /twice/],
  ])('refuses %s', (_name, markdown, message) => {
    expect(() => compile(markdown)).toThrow(message);
  });

  it('aligns table columns with classes, never the obsolete align attribute', () => {
    const { html } = compile('| Name | Days |\n| :-- | --: |\n| Cookie | 30 |\n');
    expect(html).toContain('<th scope="col" class="align-left">Name</th>');
    expect(html).toContain('<td class="align-right">30</td>');
    expect(html).not.toContain('align=');
  });

  it('refuses a file without a title', () => {
    expect(() => compileContent('## Text\n', 'no-title.md')).toThrow(/no-title\.md: .*front matter/);
  });

  it('is what the pages are built from (the files in the repository compile as they are)', () => {
    const file = path.join(__dirname, '../faq/en.md');
    const { title } = compileContent(readFileSync(file, 'utf8'), file);
    expect(title).toBe('Frequently asked questions');
  });
});
