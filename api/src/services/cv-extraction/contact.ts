// Email, phone and location from a CV's lines (docs/product-rules.md#cv-extraction).
import { type CountryCode, findPhoneNumbersInText } from 'libphonenumber-js/max';
import { fold } from './sections';

const EMAIL = /[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,180}\.[A-Za-z]{2,24}/;

export function readEmail(lines: string[]): string | null {
  for (const line of lines) {
    const found = line.match(EMAIL);
    if (found) return found[0].toLowerCase();
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
  ireland: 'IE',
  irlanda: 'IE',
};

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

/**
 * The first phone number in the lines, in E.164. A number written without its country code is read as one of the
 * CV's country (its location), or of the country its language is most spoken in.
 */
export function readPhone(lines: string[], country: CountryCode | undefined): string | null {
  for (const line of lines) {
    // Each part of "E-Mail: ... | Tel.: ... | City" on its own, its label left out: the finder is strict about
    // what surrounds a number. A part with fewer than 6 digits (a year, a date) is no phone number.
    for (const part of line.split(/\s[|·•]\s/)) {
      if ((part.match(/\d/g) ?? []).length < 6) continue;
      const [found] = findPhoneNumbersInText(part.replace(/^[^:+\d]{1,20}:\s*/, ''), { defaultCountry: country });
      if (found) return found.number.number;
    }
  }
  return null;
}
