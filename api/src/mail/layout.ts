// The one layout of the site's mails (docs/operations.md#what-a-mail-looks-like): a mail is written once as blocks,
// and this module says it twice, as the text part every client can read and as an HTML part for Gmail and Outlook.
//
// Mail HTML is not the site's HTML: no stylesheet, no class, no script, no CSP. Clients drop <style> and <head>
// (Gmail's app, Outlook.com), and Outlook for Windows draws with Word's engine, which knows tables, inline styles
// and little else. So: nested tables with role="presentation" for the layout, every style inline, a 600 px column
// (held for Outlook by a conditional "ghost" table, since it ignores max-width), web-safe fonts, absolute links
// only (a mail has no base URL). Every text is escaped here, whoever wrote it (a job title, a company's message).
import type { Locale } from 'shared-kit/contracts';
import { escapeHtml } from '../lib/escape-html';
import { SITE_NAME } from '../services/jobs/seo';

/** A job as an alert mail shows it: every text already in the reader's language (languages, place). */
export type MailJobCard = {
  title: string;
  /** Absolute. */
  url: string;
  company: string;
  place: string | null;
  languages: string[];
  /** The language the title is written in (`jobs.content_lang`), for screen readers. */
  lang?: string | null;
};

/**
 * What a mail says, in order:
 * - a string: a paragraph (its line breaks kept; its http(s) addresses become links in the HTML part);
 * - `list`: items, each with an optional link under it;
 * - `jobs`: job cards, with the reader's word for "Languages";
 * - `note`: the small print at the end (why the mail came, how to stop it).
 */
export type MailBlock =
  | string
  | { list: { text: string; url?: string }[] }
  | { jobs: MailJobCard[]; languagesLabel: string }
  | { note: string };

export type ComposedMail = { subject: string; text: string; html: string };

// The design system's tokens (shared-kit/src/ui/styles/tokens.css), written out: a mail cannot read custom properties.
const COLOUR = {
  primary: '#b34700',
  onPrimary: '#ffffff',
  text: '#1f2933',
  muted: '#52606d',
  link: '#0b5cad',
  surface: '#ffffff',
  page: '#f5f7fa',
  border: '#d9e2ec',
  badge: '#e8f1fb',
};
const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const TABLE = 'role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"';

/** An http(s) address in running text; punctuation that ends a sentence is not part of it. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]}»”’'"]+$/;

const link = (url: string, label: string, style = '') =>
  `<a href="${escapeHtml(url)}" style="color:${COLOUR.link};text-decoration:underline;${style}">${label}</a>`;

/** Text as HTML: escaped, addresses made links, line breaks kept. */
function textToHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index ?? 0;
    html += escapeHtml(text.slice(last, start)) + link(url, escapeHtml(url), 'word-break:break-all;');
    last = start + url.length;
  }
  html += escapeHtml(text.slice(last));
  return html.replace(/\r?\n/g, '<br>\n');
}

const paragraph = (inner: string, style = '') =>
  `<p style="margin:0 0 16px 0;${FONT}font-size:16px;line-height:24px;color:${COLOUR.text};${style}">${inner}</p>`;

function jobCardHtml(job: MailJobCard, languagesLabel: string): string {
  const lang = job.lang ? ` lang="${escapeHtml(job.lang)}"` : '';
  const line = (inner: string, colour = COLOUR.text) =>
    `<p style="margin:4px 0 0 0;${FONT}font-size:14px;line-height:20px;color:${colour};">${inner}</p>`;
  const badges = job.languages
    .map(
      (name) =>
        `<span style="display:inline-block;margin:4px 4px 0 0;padding:2px 8px;border-radius:10px;background-color:${COLOUR.badge};color:${COLOUR.link};${FONT}font-size:13px;line-height:18px;">${escapeHtml(name)}</span>`,
    )
    .join(' ');
  return `<tr><td style="padding:0 0 12px 0;">
<table ${TABLE} style="border:1px solid ${COLOUR.border};border-radius:6px;background-color:${COLOUR.surface};">
<tr><td style="padding:12px 16px;">
<p style="margin:0;${FONT}font-size:17px;line-height:24px;font-weight:bold;">${link(job.url, `<span${lang}>${escapeHtml(job.title)}</span>`)}</p>
${line(escapeHtml(job.company))}
${job.place ? line(escapeHtml(job.place), COLOUR.muted) : ''}
${job.languages.length ? `<p style="margin:4px 0 0 0;${FONT}font-size:13px;line-height:18px;color:${COLOUR.muted};">${escapeHtml(languagesLabel)}: ${badges}</p>` : ''}
</td></tr>
</table>
</td></tr>`;
}

function blockHtml(block: MailBlock): string {
  if (typeof block === 'string') return paragraph(textToHtml(block));
  if ('list' in block) {
    const items = block.list
      .map(
        (item) =>
          `<li style="margin:0 0 8px 0;">${textToHtml(item.text)}${item.url ? `<br>\n${link(item.url, escapeHtml(item.url), 'word-break:break-all;')}` : ''}</li>`,
      )
      .join('\n');
    return `<ul style="margin:0 0 16px 0;padding:0 0 0 20px;${FONT}font-size:16px;line-height:24px;color:${COLOUR.text};">\n${items}\n</ul>`;
  }
  if ('jobs' in block) {
    return `<table ${TABLE} style="margin:0 0 16px 0;">\n${block.jobs.map((job) => jobCardHtml(job, block.languagesLabel)).join('\n')}\n</table>`;
  }
  return '';
}

function blockText(block: MailBlock): string {
  if (typeof block === 'string') return block;
  if ('list' in block) return block.list.map((item) => `- ${item.text}${item.url ? `\n  ${item.url}` : ''}`).join('\n');
  if ('jobs' in block) {
    return block.jobs
      .map((job) => {
        const where = [job.company, job.place].filter(Boolean).join(' · ');
        const languages = job.languages.length ? `\n  ${block.languagesLabel}: ${job.languages.join(', ')}` : '';
        return `- ${job.title}${where ? ` (${where})` : ''}${languages}\n  ${job.url}`;
      })
      .join('\n');
  }
  return block.note;
}

/**
 * A mail's subject, text part and HTML part from its blocks. `origin` is the site's public origin (the brand
 * header links to it); `lang` is the reader's language, the HTML's `lang`.
 */
export function composeMail(input: {
  lang: Locale;
  origin: string;
  subject: string;
  blocks: MailBlock[];
}): ComposedMail {
  const isNote = (block: MailBlock): block is { note: string } => typeof block === 'object' && 'note' in block;
  const notes = input.blocks.filter(isNote);
  const body = input.blocks.filter((block) => !isNote(block));
  const text = input.blocks.map(blockText).join('\n\n');
  const footer = notes
    .map(
      (note) =>
        `<p style="margin:0 0 8px 0;${FONT}font-size:13px;line-height:20px;color:${COLOUR.muted};">${textToHtml(note.note)}</p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="${input.lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLOUR.page};">
<table ${TABLE} style="background-color:${COLOUR.page};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table ${TABLE} style="max-width:600px;background-color:${COLOUR.surface};border:1px solid ${COLOUR.border};">
<tr><td style="padding:16px 24px;background-color:${COLOUR.primary};${FONT}font-size:20px;line-height:28px;font-weight:bold;">
<a href="${escapeHtml(input.origin)}/" style="color:${COLOUR.onPrimary};text-decoration:none;">${escapeHtml(SITE_NAME)}</a>
</td></tr>
<tr><td style="padding:24px 24px 8px 24px;">
${body.map(blockHtml).join('\n')}
</td></tr>
${footer ? `<tr><td style="padding:16px 24px;border-top:1px solid ${COLOUR.border};">\n${footer}\n</td></tr>` : ''}
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
  return { subject: input.subject, text, html };
}
