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
      .replace(/<ul>|<ol>/g, '\n\n$&')
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

/**
 * Markup a blog article may keep (docs/security.md#rich-text, docs/blog.md#the-proxy): the rich text above plus
 * headings, quotes, figures with images, tables and code. An article's own `<h1>` becomes an `<h2>` (the page's
 * title is its only h1). Links and images: relative, http or https; a link gets `rel="noopener noreferrer"`.
 */
const ARTICLE_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [
    ...(RICH_TEXT_MARKUP.allowedTags as string[]),
    'h2',
    'h3',
    'h4',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
  disallowedTagsMode: 'discard',
};

/** A blog article's HTML (from the blog server, which may be any WordPress) reduced to ARTICLE_MARKUP. */
export function articleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_MARKUP).trim();
}
