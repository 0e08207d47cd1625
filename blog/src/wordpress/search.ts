// WordPress's post search (WP_Query::parse_search, parse_search_terms, parse_search_order), as SQL for the posts
// query: the same terms, stopwords, quoted phrases, `-word` exclusions, columns, exact matching and relevance order
// (docs/blog.md#parameters).

/** WordPress's English stopwords (get_search_stopwords), left out of a search of several words. */
const STOPWORDS = new Set(
  'about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,with,www'.split(
    ',',
  ),
);
/** A quoted phrase, or a run of characters other than tab, space, quote, comma and plus. */
const TERM = /".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+/g;
/** More terms than this: the whole text is one term, as WordPress does. */
const MAX_TERMS = 9;

export type SearchColumn = 'post_title' | 'post_excerpt' | 'post_content';
const COLUMN: Record<SearchColumn, string> = {
  post_title: 'p.title',
  post_excerpt: 'p.excerpt',
  // The editor's text (the HTML is made from it): what the post says, without its markup.
  post_content: 'p.content_markdown',
};

type Param = (value: unknown) => string;

/** A LIKE pattern for `text`, its wildcards escaped; `%` around it unless the match is exact. */
function like(text: string, exact: boolean): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return exact ? escaped : `%${escaped}%`;
}

function parseTerms(search: string): { terms: string[]; count: number } {
  const matches = search.match(TERM) ?? [];
  if (!matches.length) return { terms: [search], count: 1 };
  const terms: string[] = [];
  for (const match of matches) {
    // A quoted phrase keeps its inner spaces.
    const term = /^".+"$/.test(match) ? match.replace(/^["']+|["']+$/g, '') : match.replace(/^["' ]+|["' ]+$/g, '');
    if (!term || /^[a-z-]$/i.test(term)) continue;
    if (STOPWORDS.has(term.toLowerCase())) continue;
    terms.push(term);
  }
  // Only short terms and stopwords, or too many terms: the text is matched as a whole.
  if (!terms.length || terms.length > MAX_TERMS) return { terms: [search], count: matches.length };
  return { terms, count: matches.length };
}

export type Search = {
  /** The WHERE condition: every term in one of the columns, an excluded (`-word`) one in none. */
  where: (param: Param) => string;
  /** The relevance order (before the date), or null when WordPress would add none. */
  relevance: (param: Param) => string | null;
};

export function planSearch(text: string, options: { columns: SearchColumn[]; exact: boolean }): Search {
  const search = text.replace(/[\r\n]/g, '');
  const { terms, count } = parseTerms(search);
  const columns = (options.columns.length ? options.columns : (Object.keys(COLUMN) as SearchColumn[])).map(
    (column) => COLUMN[column],
  );
  const parsed = terms.map((term) =>
    term.startsWith('-') ? { text: term.slice(1), exclude: true } : { text: term, exclude: false },
  );
  // The title terms of the relevance order: the included ones, when the match is not exact.
  const titleTerms = options.exact ? [] : parsed.filter((term) => !term.exclude).map((term) => term.text);
  // With an excluded term the text is no phrase to look for.
  const sentence = /(?:\s|^)-/.test(search) ? null : search;
  return {
    where: (param) =>
      parsed
        .map(({ text: term, exclude }) => {
          const pattern = param(like(term, options.exact));
          return exclude
            ? `(${columns.map((column) => `${column} NOT ILIKE ${pattern}`).join(' AND ')})`
            : `(${columns.map((column) => `${column} ILIKE ${pattern}`).join(' OR ')})`;
        })
        .join(' AND '),
    relevance: (param) => {
      const inTitle = titleTerms.map((term) => `p.title ILIKE ${param(like(term, false))}`);
      if (count <= 1) return inTitle.length ? `(${inTitle[0]}) DESC` : null;
      const cases: string[] = [];
      const phrase = sentence === null ? null : param(like(sentence, false));
      if (phrase) cases.push(`WHEN p.title ILIKE ${phrase} THEN 1`);
      if (inTitle.length && inTitle.length < 7) {
        cases.push(`WHEN ${inTitle.join(' AND ')} THEN 2`);
        if (inTitle.length > 1) cases.push(`WHEN ${inTitle.join(' OR ')} THEN 3`);
      }
      if (phrase) cases.push(`WHEN p.excerpt ILIKE ${phrase} THEN 4`, `WHEN p.content_markdown ILIKE ${phrase} THEN 5`);
      return cases.length ? `(CASE ${cases.join(' ')} ELSE 6 END)` : null;
    },
  };
}
