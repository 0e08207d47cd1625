// webpack loader for the content pages (`shell/src/content/<page>/<locale>.md`, docs/content.md): turns one file into
// `export default { title, html }` at build time, so the browser downloads HTML and no Markdown parser.
//
// The HTML is built only from the Markdown we allow (ALLOWED_TOKENS), never passed through: raw HTML, images, code
// blocks, h1 and h4-h6 fail the build, naming the file. Text is escaped by marked; attributes by escapeAttribute.
// Our extensions, for the markup the pages need:
//   `## Heading {#id}`                a heading with a stable id (the same in every language)
//   `::: faq` ... `:::`               `### Question {#id}` + answer  ->  <details id><summary>question</summary>answer
//   `::: figures` ... `:::`           `term` / `: value` line pairs  ->  <dl class="page-figures">
//   `::: address` ... `:::`           lines                           ->  <address> with <br>
//   `::: intro` ... `:::`             paragraphs                      ->  <p class="page-intro">
//   `::: actions` ... `:::`           a list of links                 ->  <ul class="page-cta-list"> of <a class="page-cta">
const { Marked } = require('marked');

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEADING_ID = /\s*\{#([^}\s]*)\}\s*$/;
// Where a link may go: a path of ours, an anchor on the page, an e-mail address or an https page.
const SAFE_HREF = /^(?:\/(?!\/)|#|mailto:[^\s@]+@[^\s@]+$|https:\/\/)/;
const BLOCK = /^::: *([a-z]+) *\n([\s\S]*?)\n:::[ \t]*(?:\n+|$)/;

/** Token types we render (each one is a tag or tags we know); anything else is refused. */
const ALLOWED_TOKENS = new Set([
  'space',
  'paragraph',
  'text',
  'escape',
  'heading',
  'list',
  'list_item',
  'table',
  'link',
  'strong',
  'em',
  'codespan',
  'br',
  'faq',
  'figures',
  'address',
  'intro',
  'actions',
]);

const escapeAttribute = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Moves a trailing `{#id}` of a heading's text into `token.id`. */
function takeHeadingId(token) {
  const match = HEADING_ID.exec(token.text);
  if (!match) return;
  const last = token.tokens.at(-1);
  if (last?.type !== 'text' || !HEADING_ID.test(last.text))
    throw new Error(`the id of heading "${token.text}" must end its text`);
  if (!ID.test(match[1])) throw new Error(`heading id "${match[1]}" is not lower-case-with-dashes`);
  token.id = match[1];
  token.text = token.text.replace(HEADING_ID, '');
  last.text = last.text.replace(HEADING_ID, '');
  last.raw = last.raw.replace(HEADING_ID, '');
}

const nonSpace = (tokens) => tokens.filter((token) => token.type !== 'space');

function blockExtension() {
  return {
    name: 'block',
    level: 'block',
    start: (src) => /^::: *[a-z]/m.exec(src)?.index,
    tokenizer(src) {
      const match = BLOCK.exec(src);
      if (!match) return undefined;
      const [raw, kind, body] = match;
      const lines = body.split('\n').filter((line) => line.trim() !== '');
      switch (kind) {
        case 'faq':
        case 'intro':
        case 'actions':
          return { type: kind, raw, tokens: this.lexer.blockTokens(body, []) };
        case 'address':
          return { type: kind, raw, lines: lines.map((line) => this.lexer.inlineTokens(line.trim(), [])) };
        case 'figures': {
          const terms = [];
          const values = [];
          for (let i = 0; i < lines.length; i += 2) {
            const value = /^:\s+(.+)$/.exec(lines[i + 1] ?? '');
            if (lines[i].startsWith(':') || !value)
              throw new Error(`::: figures takes "term" and ": value" line pairs (at "${lines[i]}")`);
            terms.push(this.lexer.inlineTokens(lines[i].trim(), []));
            values.push(this.lexer.inlineTokens(value[1].trim(), []));
          }
          return { type: kind, raw, terms, values };
        }
        default:
          throw new Error(`unknown block "::: ${kind}" (faq, figures, address, intro or actions)`);
      }
    },
  };
}

function renderer(name, render) {
  return { name, renderer: render };
}

const EXTENSIONS = [
  blockExtension(),
  renderer('faq', function faq(token) {
    const entries = [];
    for (const child of nonSpace(token.tokens)) {
      if (child.type === 'heading' && child.depth === 3) entries.push({ question: child, answer: [] });
      else if (entries.length > 0) entries.at(-1).answer.push(child);
      else throw new Error('::: faq starts with a "### Question {#id}" heading');
    }
    const details = entries.map(({ question, answer }) => {
      if (!question.id) throw new Error(`FAQ entry "${question.text}" needs an id: ### Question {#some-id}`);
      if (answer.length === 0) throw new Error(`FAQ entry "${question.text}" has no answer`);
      const summary = this.parser.parseInline(question.tokens);
      return `<details id="${question.id}"><summary>${summary}</summary>${this.parser.parse(answer)}</details>\n`;
    });
    return `<div class="page-faq">\n${details.join('')}</div>\n`;
  }),
  renderer('figures', function figures(token) {
    const items = token.terms.map(
      (term, i) =>
        `<div><dt>${this.parser.parseInline(term)}</dt><dd>${this.parser.parseInline(token.values[i])}</dd></div>\n`,
    );
    return `<dl class="page-figures">\n${items.join('')}</dl>\n`;
  }),
  renderer('address', function address(token) {
    return `<address>${token.lines.map((line) => this.parser.parseInline(line)).join('<br>')}</address>\n`;
  }),
  renderer('intro', function intro(token) {
    return nonSpace(token.tokens)
      .map((child) => {
        if (child.type !== 'paragraph') throw new Error('::: intro holds paragraphs only');
        return `<p class="page-intro">${this.parser.parseInline(child.tokens)}</p>\n`;
      })
      .join('');
  }),
  renderer('actions', function actions(token) {
    const [list, ...rest] = nonSpace(token.tokens);
    if (list?.type !== 'list' || rest.length > 0) throw new Error('::: actions holds one list of links');
    const items = list.items.map((item) => {
      const [link, ...others] = nonSpace(item.tokens.flatMap((child) => child.tokens ?? [child]));
      if (link?.type !== 'link' || others.length > 0) throw new Error('every item of ::: actions is one link');
      return `<li><a class="page-cta" href="${escapeAttribute(link.href)}">${this.parser.parseInline(link.tokens)}</a></li>\n`;
    });
    return `<ul class="page-cta-list">\n${items.join('')}</ul>\n`;
  }),
];

/** Refuses what we do not render; gives headings their ids (collected in `ids`). Runs over every token first. */
function checkToken(token, ids) {
  if (!ALLOWED_TOKENS.has(token.type)) {
    const what = token.type === 'html' ? `raw HTML (${token.raw.trim()})` : `"${token.type}" (${token.raw.trim()})`;
    throw new Error(`${what} is not allowed in content pages`);
  }
  if (token.type === 'heading') {
    takeHeadingId(token);
    if (token.id && ids.includes(token.id)) throw new Error(`the id "${token.id}" is used twice`);
    if (token.id) ids.push(token.id);
    if (token.depth !== 2 && token.depth !== 3) throw new Error(`only ## headings (### in ::: faq): "${token.raw}"`);
  }
  if (token.type === 'link' && !SAFE_HREF.test(token.href)) throw new Error(`link to "${token.href}" is not allowed`);
}

function createMarked() {
  const ids = [];
  return new Marked({
    gfm: true,
    extensions: EXTENSIONS,
    walkTokens: (token) => checkToken(token, ids),
    renderer: {
      heading({ tokens, depth, id }) {
        if (depth !== 2) throw new Error('### headings belong in ::: faq');
        return `<h2${id ? ` id="${id}"` : ''}>${this.parser.parseInline(tokens)}</h2>\n`;
      },
      link({ href, title, tokens }) {
        const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
        return `<a href="${escapeAttribute(href)}"${titleAttribute}>${this.parser.parseInline(tokens)}</a>`;
      },
      // Column headers, as the pages had them. A column's alignment (`:--:`, `--:`) is a class (`align-center`,
      // `align-right`): the `align` attribute marked would write is obsolete HTML, and the content security policy
      // allows no style attribute (docs/content.md#writing-a-page).
      tablecell({ tokens, header, align }) {
        const content = this.parser.parseInline(tokens);
        const aligned = align ? ` class="align-${align}"` : '';
        return header ? `<th scope="col"${aligned}>${content}</th>\n` : `<td${aligned}>${content}</td>\n`;
      },
    },
  });
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/**
 * Compiles one content page: `---\ntitle: ...\n---` then Markdown whose headings start at h2.
 * @param {string} source the file's text
 * @param {string} file its path, for error messages
 * @returns {{ title: string, html: string }}
 */
function compileContent(source, file) {
  try {
    const text = source.replace(/\r\n?/g, '\n');
    const frontMatter = FRONT_MATTER.exec(text);
    if (!frontMatter) throw new Error('the file must start with front matter: ---\\ntitle: ...\\n---');
    let title = '';
    for (const line of frontMatter[1].split('\n').filter((l) => l.trim() !== '')) {
      const field = /^title:(.*)$/.exec(line);
      if (!field) throw new Error(`front matter knows only "title:" (at "${line}")`);
      title = field[1].trim();
    }
    if (!title) throw new Error('the front matter has no title');
    const html = createMarked().parse(text.slice(frontMatter[0].length), { async: false });
    if (html.trim() === '') throw new Error('the page has no content');
    return { title, html };
  } catch (error) {
    // marked adds a line asking to report the error to its authors: ours are content errors.
    throw new Error(`${file}: ${error.message.replace(/\nPlease report this to .*$/s, '')}`);
  }
}

module.exports = function markdownLoader(source) {
  return `export default ${JSON.stringify(compileContent(source, this.resourcePath))};`;
};
module.exports.compileContent = compileContent;
