import { languageName } from '../job-display';
import { LANGUAGE_CODES } from '../language-codes';
import { LOCALES } from '../locales';

// Issue 29 found "Swiss German" left in English; every reference language is named in every interface language
// (docs/i18n.md#formats).

/** Names that are the same word in English and in that language. */
const SAME_AS_ENGLISH: Record<string, string[]> = { de: ['Hindi'] };

const englishName = (slug: string) => slug.replace(/_/g, ' ');

describe('language names in the six interface languages', () => {
  it('names Swiss German in each language', () => {
    const swissGerman = { slug: 'Swiss_German', name: 'Swiss German' };
    expect(LOCALES.map((locale) => languageName(swissGerman, locale))).toEqual([
      'Swiss German',
      'Schweizerdeutsch',
      'suisse allemand',
      'alemán suizo',
      'tedesco svizzero',
      'szwajcarski niemiecki',
    ]);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))('leaves no reference language in English in %s', (locale) => {
    const english = Object.keys(LANGUAGE_CODES).filter((slug) => {
      const name = languageName({ slug, name: englishName(slug) }, locale);
      return name === englishName(slug) && !SAME_AS_ENGLISH[locale]?.includes(name);
    });
    expect(english).toEqual([]);
  });
});
