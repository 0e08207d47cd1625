import { chooseLocale, localeOr, negotiateLocale } from '../locales';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['pl', 'pl'],
    ['pl-PL,pl;q=0.9,en-US;q=0.8,en;q=0.7', 'pl'],
    ['nl-NL,nl;q=0.9,de;q=0.8,en;q=0.5', 'de'],
    ['en;q=0.4, fr-CA;q=0.8', 'fr'],
    ['*', 'en'],
    ['ja', 'en'],
    ['pl;q=0, it', 'it'],
    ['de;q=abc', 'en'],
  ])('%s -> %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });

  it('reads only the start of a very long header', () => {
    expect(negotiateLocale(`${'xx;q=0.1,'.repeat(1000)}pl`)).toBe('en');
  });
});

describe('chooseLocale', () => {
  it('prefers the cookie when it names an interface language', () => {
    expect(chooseLocale('es', 'pl')).toBe('es');
  });
  it('ignores a cookie that names no interface language', () => {
    expect(chooseLocale('xx', 'pl')).toBe('pl');
  });
});

describe('localeOr', () => {
  it('keeps a stored language of ours and falls back for an empty or unknown one', () => {
    expect(localeOr('pl')).toBe('pl');
    expect(localeOr(null)).toBe('en');
    expect(localeOr('pt')).toBe('en');
    expect(localeOr('', 'de')).toBe('de');
  });
});
