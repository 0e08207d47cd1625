import { excerptOf } from '../../src/services/blog/markdown';
import { slugify } from '../../src/services/blog/slugs';

/** What a post's address and summary are made of (docs/blog.md#authoring). */
describe('blog slugs and excerpts', () => {
  it.each([
    ['Über München', 'uber-munchen'],
    ['Straße & Weißbier', 'strasse-weissbier'],
    ['Łódź: praca dla osób mówiących po polsku', 'lodz-praca-dla-osob-mowiacych-po-polsku'],
    ['Ærø, Øresund og Œuvre', 'aero-oresund-og-oeuvre'],
    ['  CV tips -- 2026!  ', 'cv-tips-2026'],
    ['Μηχανικός λογισμικού', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts a long title at the end of a word', () => {
    expect(slugify('working abroad in europe', 17)).toBe('working-abroad-in');
    expect(slugify('supercalifragilistic', 5)).toBe('super');
  });

  it("takes the first paragraph's text as the excerpt, shortened at a word's end", () => {
    expect(excerptOf('## Title\n\nRents are **high** & [salaries](/jobs) too.\n\nMore.')).toBe(
      'Rents are high & salaries too.',
    );
    expect(excerptOf('- only\n- a list')).toBe('');
    const long = excerptOf(`${'word '.repeat(100)}end`, 40);
    expect(long).toBe('word word word word word word word…');
    expect(long.length).toBeLessThanOrEqual(40);
  });
});
