// The rules of RichTextEditor's markup (docs/design-system.md#richtexteditor), kept apart from the component so they
// can be read and tested on their own. Browser only: they parse with an inert <template>, which runs no script and
// loads no image.

/** The formats the editor offers; everything else a paste or a drop brings is reduced to its text. */
export type RichTextFormat = 'bold' | 'italic' | 'bulletList' | 'numberList';

// Elements whose content is not text to keep (scripts, styles, media): dropped whole.
const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'HEAD',
  'TITLE',
  'META',
  'LINK',
  'SVG',
  'MATH',
  'CANVAS',
  'IMG',
  'VIDEO',
  'AUDIO',
  'SELECT',
  'BUTTON',
  'INPUT',
  'TEXTAREA',
]);
// Elements that start a line of their own: kept as paragraphs.
const BLOCKS = new Set([
  'P',
  'DIV',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'SECTION',
  'ARTICLE',
  'HEADER',
  'FOOTER',
  'ADDRESS',
  'FIGCAPTION',
  'DT',
  'DD',
  'TR',
]);

/** What a source element becomes: one of the kept tags, or nothing (its children are kept in its place). */
function keptTag(element: HTMLElement, parent: Element): string | null {
  const tag = element.tagName;
  const style = element.getAttribute('style') ?? '';
  // Word and Google Docs mark bold and italic with styles on spans (and a bold-looking <b style="font-weight:normal">
  // around a whole Docs paste), so the style decides before the tag does.
  const weight = /font-weight\s*:\s*(bold|[6-9]00)/i.test(style);
  const normalWeight = /font-weight\s*:\s*(normal|[1-5]00)/i.test(style);
  const italicStyle = /font-style\s*:\s*italic/i.test(style);
  if ((tag === 'B' || tag === 'STRONG') && !normalWeight) return 'strong';
  if (tag === 'I' || tag === 'EM') return 'em';
  if (tag === 'UL' || tag === 'OL') return tag.toLowerCase();
  if (tag === 'LI') return parent.tagName === 'UL' || parent.tagName === 'OL' ? 'li' : 'p';
  if (tag === 'BR') return 'br';
  if (BLOCKS.has(tag)) return parent.tagName === 'P' || parent.tagName === 'LI' ? null : 'p';
  if (weight) return 'strong';
  if (italicStyle) return 'em';
  return null;
}

function copyInto(source: Node, target: Element) {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.append(node.textContent ?? '');
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as HTMLElement;
    if (DROPPED.has(element.tagName.toUpperCase())) continue;
    const tag = keptTag(element, target);
    if (!tag) {
      copyInto(element, target);
      continue;
    }
    const kept = target.ownerDocument.createElement(tag);
    target.append(kept);
    if (tag !== 'br') copyInto(element, kept);
    // An empty bold or paragraph is noise the editor leaves behind; a list item may be empty while being typed.
    if (tag !== 'br' && tag !== 'li' && tag !== 'ul' && tag !== 'ol' && !kept.textContent && !kept.querySelector('br'))
      kept.remove();
  }
}

/**
 * Markup reduced to what the editor offers: paragraphs, line breaks, bold, italic and lists, without any attribute
 * (`<b>` becomes `<strong>`, `<i>` `<em>`, a `<div>` or heading a `<p>`). Markup without text answers ''.
 */
export function cleanRichText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const out = document.createElement('div');
  copyInto(template.content, out);
  return richTextOf(out) === '' ? '' : out.innerHTML;
}

/** The text of the markup as the api counts it: a line per paragraph, list item or line break, trimmed. */
function richTextOf(root: Node): string {
  let text = '';
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
      else if (child.nodeType === Node.ELEMENT_NODE) {
        const tag = (child as Element).tagName;
        if (tag === 'BR') text += '\n';
        else {
          walk(child);
          if (tag === 'P' || tag === 'LI' || tag === 'DIV') text += '\n';
        }
      }
    }
  };
  walk(root);
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The number of characters (code points) the api counts in the markup's text against its limit. */
export function richTextLength(root: Node): number {
  return [...richTextOf(root)].length;
}

/** The same count for markup not on the page (a form's value), parsed in an inert <template>. */
export function richTextLengthOf(html: string): number {
  const template = document.createElement('template');
  template.innerHTML = cleanRichText(html);
  return richTextLength(template.content);
}

/** The formats in force where the selection is, read from the elements around it. */
export function formatsAt(editor: HTMLElement, selection: Selection | null): Set<RichTextFormat> {
  const formats = new Set<RichTextFormat>();
  const anchor = selection?.anchorNode;
  if (!anchor || !editor.contains(anchor)) return formats;
  let list: RichTextFormat | null = null;
  for (let node: Node | null = anchor; node && node !== editor; node = node.parentNode) {
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const tag = (node as Element).tagName;
    if (tag === 'STRONG' || tag === 'B') formats.add('bold');
    if (tag === 'EM' || tag === 'I') formats.add('italic');
    // The nearest list says which kind the line is in.
    if (!list && tag === 'UL') list = 'bulletList';
    if (!list && tag === 'OL') list = 'numberList';
  }
  if (list) formats.add(list);
  return formats;
}
