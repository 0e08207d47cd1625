// HTML and XML parsed for assertions, with the parser the api's sanitiser already uses (sanitize-html's htmlparser2
// and domutils): tests read elements and attributes, never regexes over markup. Loaded through sanitize-html's own
// dependencies because the api lists no parser of its own.
import path from 'node:path';

type Node = { type: string; name?: string; attribs?: Record<string, string>; children?: Node[]; parent?: Node | null };
type Parser = { parseDocument: (text: string, options?: { xmlMode?: boolean }) => Node };
type DomUtils = {
  findAll: (test: (element: Node) => boolean, nodes: Node[]) => Node[];
  textContent: (node: Node | Node[]) => string;
};

const sanitizeDir = path.dirname(require.resolve('sanitize-html'));
const parserPath = require.resolve('htmlparser2', { paths: [sanitizeDir] });
const htmlparser2 = require(parserPath) as Parser;
const domutils = require(require.resolve('domutils', { paths: [path.dirname(parserPath)] })) as DomUtils;

export type Element = Node;

export function parseHtml(html: string): Element {
  return htmlparser2.parseDocument(html);
}

export function parseXml(xml: string): Element {
  return htmlparser2.parseDocument(xml, { xmlMode: true });
}

const classes = (element: Node) => (element.attribs?.class ?? '').split(/\s+/);

/** Every element under `root` for which `test` holds, in document order. */
export const findAll = (root: Element, test: (element: Element) => boolean) =>
  domutils.findAll(test, root.children ?? []);
export const byTag = (root: Element, name: string) => findAll(root, (e) => e.name === name);
export const byClass = (root: Element, name: string) => findAll(root, (e) => classes(e).includes(name));
export const one = (found: Element[]): Element => {
  if (found.length !== 1) throw new Error(`expected one element, found ${found.length}`);
  return found[0] as Element;
};
export const attr = (element: Element | undefined, name: string) => element?.attribs?.[name];
export const text = (element: Element | Element[]) => domutils.textContent(element).replace(/\s+/g, ' ').trim();

/** `<meta property|name=... content>` of a page's head. */
export const meta = (root: Element, key: string) =>
  findAll(root, (e) => e.name === 'meta' && (e.attribs?.property === key || e.attribs?.name === key)).map((e) =>
    attr(e, 'content'),
  );

/** The page's JSON-LD objects, parsed. */
export const jsonLd = (root: Element) =>
  findAll(root, (e) => e.name === 'script' && e.attribs?.type === 'application/ld+json').map(
    (e) => JSON.parse(domutils.textContent(e)) as Record<string, unknown>,
  );

/**
 * The server-rendered markup inside `<div id="root">` of a page (the built template is minified: `<div id=root>`);
 * a job list's data (`<script id="page-data">`, docs/delivery.md) may follow the div before `</body>`.
 */
export function rootMarkup(html: string): string {
  return (
    /<div id="?root"?>([\s\S]*?)<\/div>\s*(?:<script id="?page-data"?[^>]*>[\s\S]*?<\/script>\s*)?<\/body>/.exec(
      html,
    )?.[1] ?? ''
  );
}
