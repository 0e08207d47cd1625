// An article's Markdown as the HTML readers get (docs/blog.md#authoring). marked (pinned 18.2.1, the last major that
// runs on Node 20) writes GitHub-flavoured Markdown's HTML; whatever HTML the editor typed passes through it and is
// then cut down to the article allow-list (services/rich-text.ts): no script, no event attribute, no javascript:
// link survives. It runs when a post is saved, and the result is stored, so readers never pay for it.
import { Marked } from 'marked';
import { articleHtml, richTextOf } from '../rich-text';

const markdown = new Marked({ gfm: true, breaks: false });

/** The sanitised HTML of an article's Markdown: exactly what saving the post stores and the preview shows. */
export function renderMarkdown(source: string): string {
  return articleHtml(markdown.parse(source, { async: false }));
}

/**
 * The excerpt of a post whose editor wrote none (the list's summary and the page's description): the plain text of
 * the Markdown's first paragraph, at most `max` characters, cut at a word's end.
 */
export function excerptOf(source: string, max = 300): string {
  const paragraph = markdown.lexer(source).find((token) => token.type === 'paragraph');
  if (!paragraph || !('text' in paragraph)) return '';
  const plain = (richTextOf(markdown.parseInline(paragraph.text, { async: false }))?.text ?? '').replace(/\s+/g, ' ');
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}
