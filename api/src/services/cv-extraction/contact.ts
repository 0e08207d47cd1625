// Email, phone and location from a CV's lines (docs/product-rules.md#cv-extraction).
import { type CountryCode, findPhoneNumbersInText, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { languageOfName } from './language-names';
import { fold } from './sections';

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,180}\.[A-Za-z]{2,24}/;

/** An address a narrow column wraps after its "@" or a dot of its domain ("lucia.romero@example." / "es"). */
const WRAPPED = /([A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9-]{1,63}\.){0,4})$/;
const REST = /^((?:[A-Za-z0-9-]{1,63}\.){0,4}[A-Za-z]{2,24})(?![A-Za-z0-9@])/;

/**
 * The first email address. TeX hyphenates a long address over two lines ("lu-" / "cia.fernandez@example.es"): an
 * address that starts a line after one ending in a hyphenated word piece is read whole; so is one a narrow column
 * wraps at its "@" or a dot ("lucia.romero@example." / "es").
 */
export function readEmail(lines: string[]): string | null {
  for (const [index, line] of lines.entries()) {
    const found = line.match(EMAIL);
    const wrapped = found ? null : line.trim().match(WRAPPED)?.[1];
    const rest = wrapped ? lines[index + 1]?.trim().match(REST)?.[1] : undefined;
    if (wrapped && rest && EMAIL.test(wrapped + rest)) return (wrapped + rest).toLowerCase();
    if (!found) continue;
    const piece = found.index === 0 ? lines[index - 1]?.match(/(?:^|\s)([A-Za-z0-9._%+]{1,30})-$/)?.[1] : undefined;
    return `${piece ?? ''}${found[0]}`.toLowerCase();
  }
  return null;
}

/** Country names in the board's languages and in English, folded, with their ISO codes. */
const COUNTRIES: Record<string, CountryCode> = {
  germany: 'DE',
  deutschland: 'DE',
  alemania: 'DE',
  allemagne: 'DE',
  germania: 'DE',
  niemcy: 'DE',
  γερμανια: 'DE',
  spain: 'ES',
  espana: 'ES',
  spanien: 'ES',
  espagne: 'ES',
  spagna: 'ES',
  hiszpania: 'ES',
  ισπανια: 'ES',
  france: 'FR',
  frankreich: 'FR',
  francia: 'FR',
  francja: 'FR',
  γαλλια: 'FR',
  italy: 'IT',
  italia: 'IT',
  italien: 'IT',
  italie: 'IT',
  wlochy: 'IT',
  ιταλια: 'IT',
  poland: 'PL',
  polska: 'PL',
  polen: 'PL',
  polonia: 'PL',
  pologne: 'PL',
  πολωνια: 'PL',
  greece: 'GR',
  ελλαδα: 'GR',
  griechenland: 'GR',
  grecia: 'GR',
  grece: 'GR',
  grecja: 'GR',
  portugal: 'PT',
  portogallo: 'PT',
  portugalia: 'PT',
  austria: 'AT',
  osterreich: 'AT',
  autriche: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
  suiza: 'CH',
  suisse: 'CH',
  svizzera: 'CH',
  belgium: 'BE',
  belgique: 'BE',
  belgien: 'BE',
  belgica: 'BE',
  netherlands: 'NL',
  nederland: 'NL',
  niederlande: 'NL',
  'paises bajos': 'NL',
  'pays-bas': 'NL',
  'united kingdom': 'GB',
  uk: 'GB',
  england: 'GB',
  ireland: 'IE',
  irlanda: 'IE',
  eire: 'IE',
  'eire/ireland': 'IE',
  sweden: 'SE',
  sverige: 'SE',
  schweden: 'SE',
  suecia: 'SE',
  suede: 'SE',
  svezia: 'SE',
  szwecja: 'SE',
  'czech republic': 'CZ',
  czechia: 'CZ',
  cesko: 'CZ',
  'ceska republika': 'CZ',
  tschechien: 'CZ',
  romania: 'RO',
  rumanien: 'RO',
  roumanie: 'RO',
  rumunia: 'RO',
  malta: 'MT',
  belgie: 'BE',
  'belgie/belgique': 'BE',
  luxembourg: 'LU',
  catalunya: 'ES',
  ellada: 'GR',
};

/** Country-code top-level domains of the CVs' countries: an address at example.fr hints a French CV. */
const DOMAINS: Record<string, CountryCode> = {
  de: 'DE',
  at: 'AT',
  ch: 'CH',
  fr: 'FR',
  be: 'BE',
  es: 'ES',
  cat: 'ES',
  it: 'IT',
  pl: 'PL',
  gr: 'GR',
  pt: 'PT',
  nl: 'NL',
  se: 'SE',
  cz: 'CZ',
  ro: 'RO',
  ie: 'IE',
  uk: 'GB',
  mt: 'MT',
  lu: 'LU',
  dk: 'DK',
  fi: 'FI',
  no: 'NO',
  sk: 'SK',
  hu: 'HU',
  si: 'SI',
  hr: 'HR',
  bg: 'BG',
  cy: 'CY',
  ee: 'EE',
  lv: 'LV',
  lt: 'LT',
};

/**
 * The country a CV's national phone numbers are of (docs/cv-extraction.md#national-phones): its location ("City,
 * Country"), else a line of the top that ends in a country's name ("Leopoldstraße 50, 80802 München, Deutschland",
 * "Göteborg · Sverige"), else its email address's country domain.
 */
export function countryOf(lines: string[], email: string | null): CountryCode | undefined {
  const location = readLocation(lines);
  if (location) return location.country;
  for (const line of lines.slice(0, 60)) {
    const last = line.split(/\s*[,·|•]\s*|\s+[–—-]\s+/).pop() ?? '';
    const folded = fold(last.replace(/[()]/g, ''));
    // "Italien" is Italy in German and Italian in French: a language's name in a CV's languages is no location.
    const country = languageOfName(folded) ? undefined : COUNTRIES[folded];
    if (country) return country;
  }
  return DOMAINS[email?.split('.').pop() ?? ''];
}

/** "City, Country" on one line (after an optional label): the location and the country's code. */
export function readLocation(lines: string[]): { text: string; country: CountryCode } | null {
  for (const line of lines) {
    for (const part of line.split(/\s[|·•]\s/)) {
      const value = part.replace(/^[^:]{1,20}:\s*/, '').trim();
      const match = value.match(/^([\p{L}][\p{L} .'-]{1,60}),\s*([\p{L}][\p{L} .-]{1,40})$/u);
      const country = match ? COUNTRIES[fold(match[2])] : undefined;
      if (match && country) return { text: value, country };
    }
  }
  return null;
}

const YEAR = String.raw`(?:(?:0?[1-9]|1[0-2])[./-])?(?:19|20)\d\d`;
const DATES = new RegExp(
  String.raw`(?<![\d+])(?:${YEAR}\s*[–—-]\s*${YEAR}|(?:0?[1-9]|1[0-2])[./-](?:19|20)\d\d)(?![\d])`,
  'g',
);

/**
 * The first phone number in the lines, in E.164. A number written without its country code is read as one of the
 * CV's country (its location), or of the country its language is most spoken in.
 */
export function readPhone(lines: string[], country: CountryCode | undefined): string | null {
  for (const line of lines) {
    // Each part of "E-Mail: ... | Tel.: ... | City" on its own, its label left out: the finder is strict about
    // what surrounds a number. A part with fewer than 6 digits (a year, a date) is no phone number.
    for (const whole of line.split(/\s[|·•]\s/)) {
      // Dates and ranges of them ("04/2017 – 12/2019", "1997–2001", "10.2017") are no phone's digits.
      const part = whole.replace(DATES, ' ');
      if ((part.match(/\d/g) ?? []).length < 6) continue;
      const text = part.replace(/^[^:+\d]{1,20}:\s*/, '');
      const [found] = findPhoneNumbersInText(text, { defaultCountry: country });
      if (found) return found.number.number;
      // An international number the metadata does not know as assigned ("+44 7700 900123", a range for examples)
      // is still the one the CV gives: taken when its length is possible for its country.
      for (const written of text.match(/\+\d[\d .()/-]{6,20}\d/g) ?? []) {
        const parsed = parsePhoneNumberFromString(written.replace(/\s+\+.*$/, ''));
        if (parsed?.isPossible()) return parsed.number;
      }
    }
  }
  return null;
}
