// sanitize-html: rich text from an editor (a candidate's presentation letter, a job's description) keeps only a small
// allow-list of markup (docs/security.md#rich-text); the rest is dropped before it is stored.
import sanitizeHtml from 'sanitize-html';

/** Markup rich text may keep: paragraphs, emphasis, lists and links (docs/security.md#rich-text). */
const RICH_TEXT_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener', target: '_blank' }) },
  disallowedTagsMode: 'discard',
};

/** Kept markup without its tags, entities decoded, blank runs tidied. */
function stripTags(markup: string): string {
  return sanitizeHtml(markup, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Rich text as kept markup and as plain text (what search, the completion and length limits read); null when no
 * text is left.
 */
export function richTextOf(html: string): { html: string; text: string } | null {
  const clean = sanitizeHtml(html, RICH_TEXT_MARKUP).trim();
  const plain = stripTags(clean.replace(/<\/(p|li)>|<br\s*\/?>/g, '$&\n'));
  return plain ? { html: clean, text: plain } : null;
}

/**
 * Rich text as the plain text of a job page (docs/contracts.md#jobs: paragraphs split by a blank line): a paragraph
 * or a list is a block of its own, a list item a line starting with a bullet. Null when no text is left.
 */
export function richTextAsParagraphs(html: string): { html: string; text: string } | null {
  const clean = sanitizeHtml(html, RICH_TEXT_MARKUP).trim();
  const plain = stripTags(
    clean
      .replace(/<\/p>|<\/ul>|<\/ol>/g, '$&\n\n')
      // A block starts a paragraph too: the browser's editor leaves the first line typed as bare text before the
      // <p> that Enter makes, and that line is a paragraph of its own, not the start of the next one.
      .replace(/<p>|<ul>|<ol>/g, '\n\n$&')
      .replace(/<li>/g, '$&• ')
      .replace(/<\/li>|<br\s*\/?>/g, '$&\n'),
  );
  return plain ? { html: clean, text: plain } : null;
}

/** Plain text (paragraphs split by blank lines) as markup, for a job that has no markup of its own. */
export function paragraphsAsHtml(text: string): string {
  const escapeText = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeText(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** A table column's alignment as the class mfe-jobs' blog.css aligns by. */
const CELL_ALIGNMENT_CLASSES = ['align-left', 'align-center', 'align-right'] as const;

/**
 * A table cell's alignment, from Markdown (marked writes `align="center"`) or WordPress (`style="text-align: right"`),
 * kept as a class: the `align` attribute is obsolete HTML and the content security policy allows no style attribute.
 */
function alignedCell(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { align, style, class: _class, ...rest } = attribs;
  const side = (align ?? /text-align\s*:\s*(left|center|right)/i.exec(style ?? '')?.[1] ?? '').toLowerCase();
  const aligned = `align-${side}`;
  return {
    tagName,
    attribs: (CELL_ALIGNMENT_CLASSES as readonly string[]).includes(aligned) ? { ...rest, class: aligned } : rest,
  };
}

/**
 * What an article may keep beyond rich text (docs/blog.md#authoring): headings, quotes, code, tables, rules and
 * images. It is kept here, beside the rich-text list, so the api has one place that says what markup survives: the
 * Markdown an editor saves goes through it, and so does every post the blog server answers (a real WordPress may
 * carry anything) before a browser sees it. A post's title is the page's h1, so an h1 in the body becomes an h2 and
 * h5/h6 become h4: the outline stays in order. Links and images are relative or http(s) only; an absolute link
 * leaves the site, so it gets rel="noopener noreferrer". No class, style, id or event attribute survives, except a
 * code block's `language-*` class and a table cell's alignment (`align-center`: alignedCell).
 */
const ARTICLE_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'sub',
    'sup',
    'mark',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    ol: ['start'],
    th: ['class', 'colspan', 'rowspan', 'scope'],
    td: ['class', 'colspan', 'rowspan'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'], th: [...CELL_ALIGNMENT_CLASSES], td: [...CELL_ALIGNMENT_CLASSES] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      const external = /^https?:/i.test((attribs.href ?? '').trim());
      return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' } }),
    th: alignedCell,
    td: alignedCell,
  },
  // An image whose address was refused is dropped rather than left as a broken <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  disallowedTagsMode: 'discard',
};

/** An article's HTML with only the markup articles may keep (ARTICLE_MARKUP). */
export function articleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_MARKUP).trim();
}
