// WordPress sends titles and excerpts as HTML with entities (`Work in Spain &#8211; a guide`). The blog shows them
// as plain text (React escapes it again), so they are read here without a DOM: the api renders the same pages.

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '\u2026',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  laquo: '\u00ab',
  raquo: '\u00bb',
  euro: '\u20ac',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  middot: '\u00b7',
  bull: '\u2022',
};

/** `&#8211;`, `&#x2013;` and the usual named entities as characters; an unknown entity is left as it is. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

/** HTML as one line of plain text: tags dropped, entities decoded, white space collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A post's language named in itself ("Nederlands", "Español"), as the language switcher names languages: a reader
 * looks for the one they read. The blog's screens and the api's markup of them both name it here; the code when the
 * runtime cannot name it.
 */
export function languageAutonym(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(code) + name.slice(1) : code;
  } catch {
    return code;
  }
}
