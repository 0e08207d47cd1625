// The candidate's name (docs/product-rules.md#cv-extraction, docs/cv-extraction.md#names): a run of two to five
// capitalised words near the top, alone or in the first part of a line ("Emily Carter | Marketing Manager"), after
// a label ("Nome / Cognome", "Name:"), never a heading ("Personal information", "Osobní údaje") nor a section's
// heading. Most people's email address is made of their name, so a candidate whose words are in the address's
// local part is taken first, and the address gives the order when the CV puts the surname first.
import { fold } from './sections';

export type NameProposal = { nombre: string; apellidos: string };

/** How far down a name is looked for: a Europass page read column by column puts it after the left labels. */
const MAX_LINES = 80;

/** Words (folded) of headings and labels at the top of CVs, in the CVs' languages: never part of a name. */
const NOT_NAME_WORDS = new Set(
  `curriculum vitae vitæ cv resume lebenslauf europass hoja vida zyciorys βιογραφικο σημειωμα zivotopis
  personal information informations personnelles personnel angaben zur person personliche daten persoonlijke
  gegevens informazioni personali dati informacion datos personales dane osobowe osobni udaje προσωπικες
  πληροφοριες στοιχεια informacoes informacao pessoais pessoal dados informatii personale personuppgifter dades personals job applied
  for position poste posizione puesto stanowisko objective profile profil summary contact kontakt contacto
  page seite pagina strona σελιδα sida stranka address adresse indirizzo direccion adres telefon telephone phone
  email e-mail nationality date birth`.split(/\s+/),
);

/** Lower-case words a name may hold between its capitalised ones ("Sanne de Vries", "Jordi Puig i Serra"). */
const PARTICLES = /^(de|del|della|la|le|van|von|der|den|ter|ten|di|da|das|do|dos|du|i|y|e|zu|af|al|bin)$/;

/** Labels before a name: "Name:", "Nome / Cognome", "Nachname(n) / Vorname(n)", "Lebenslauf von", "Curriculum vitae di". */
const LABEL =
  /^(.*\b(curriculum vit(ae|æ)|lebenslauf|cv)\s+(of|von|di|de|du|van|av)\s+|(name|nombre|nom|nome|cognome|apellidos?|nachname|vorname|imie|nazwisko|jmeno|prijmeni|ονοματεπωνυμο|naam|namn|nume|prenume)(\(\w{1,3}\))?(\s*\/\s*[\p{L}()]+)*\s*:?\s+)/iu;

/** Latin letters for Greek ones, so a Greek name can be found in an address written in Latin letters. */
const GREEK: Record<string, string> = Object.fromEntries(
  'α:a β:v γ:g δ:d ε:e ζ:z η:i θ:th ι:i κ:k λ:l μ:m ν:n ξ:x ο:o π:p ρ:r σ:s ς:s τ:t υ:y φ:f χ:ch ψ:ps ω:o'
    .split(' ')
    .map((pair) => pair.split(':')),
);
const latin = (word: string) =>
  word
    .replace(/ου/g, 'ou')
    .replace(/[α-ω]/g, (letter) => GREEK[letter] ?? letter)
    .replace(/ß/g, 'ss');

/** Where a word of a name is in an email's local part (umlauts as "u" or "ue"), or -1. */
function inAddress(word: string, local: string): number {
  const folded = latin(fold(word)).replace(/[^a-z]/g, '');
  if (folded.length < 2) return -1;
  const umlauts = latin(word.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue'));
  const found = [folded, fold(umlauts).replace(/[^a-z]/g, '')].map((form) => local.indexOf(form)).filter((i) => i >= 0);
  return found.length ? Math.min(...found) : -1;
}

/** Whether a text is a section's heading ("Work experience", "Berufserfahrung"): sections.ts decides. */
export type IsHeading = (text: string) => boolean;

/** The words of a text that reads as a person's name, or null. */
function nameWords(text: string, isHeading: IsHeading): string[] | null {
  const clean = text
    .replace(LABEL, '')
    .replace(/[,;:]+$/, '')
    .trim();
  const words = clean.split(/\s+/);
  if (words.length < 2 || words.length > 5 || clean.length > 60 || /[\d@]/.test(clean)) return null;
  if (words.some((word) => NOT_NAME_WORDS.has(fold(word)))) return null;
  const capitalised = words.filter((word) => /^\p{Lu}[\p{L}'’.-]*$/u.test(word));
  if (capitalised.length < 2 || capitalised.length + words.filter((w) => PARTICLES.test(w)).length < words.length) {
    return null;
  }
  if (isHeading(clean)) return null;
  return words;
}

/** The parts of a line a name may be: the line, and each piece of it between separators. */
const partsOf = (line: string) => [line, ...line.split(/\s+[|·•–—-]\s+|\s*[|·•]\s*|,\s+/)];

/** Upper-case names ("MÜLLER") are written in title case on the profile. */
const tidy = (word: string) =>
  word === word.toUpperCase() && word.length > 1
    ? word.toLowerCase().replace(/(^|[-'’])(\p{L})/gu, (_, mark: string, letter: string) => mark + letter.toUpperCase())
    : word;

/**
 * Names written without their space: a Word line break between given name and surname lost ("KatarzynaZielińska"),
 * or each on its own line, or a letter-spaced name glued ("LUKASBRANDT", cut where the address's words end). Only
 * taken when the email address confirms them ("JavaScript" is no name).
 */
function joined(lines: string[], index: number, local: string): string[] {
  const line = lines[index];
  const out: string[] = [];
  const words = local.split(/\s+/).filter(Boolean);
  if (
    words.length >= 2 &&
    /^\p{L}+$/u.test(line) &&
    fold(line) === words.join('') &&
    fold(line).length === line.length
  ) {
    const ends = words.map((_, n) => words.slice(0, n + 1).join('').length);
    out.push(words.map((word, n) => line.slice(ends[n] - word.length, ends[n])).join(' '));
  }
  if (/^\p{Lu}\p{Ll}+(\p{Lu}\p{Ll}+){1,2}$/u.test(line)) out.push(line.replace(/(?<=\p{Ll})(?=\p{Lu})/gu, ' '));
  const next = lines[index + 1] ?? '';
  if (/^\p{Lu}[\p{L}'’-]+$/u.test(line) && /^\p{Lu}[\p{L}'’-]+$/u.test(next)) out.push(`${line} ${next}`);
  return out;
}

/**
 * The name in a CV's lines (or cells of its rows); `email` is the CV's address, `isHeading` tells its sections'
 * headings, which are never a name.
 */
export function readName(
  lines: string[],
  email: string | null,
  isHeading: IsHeading = () => false,
): NameProposal | null {
  const local = email ? fold(email.split('@')[0]).replace(/[^a-z]/g, ' ') : '';
  let first: string[] | null = null;
  let best: { words: string[]; hits: number } | null = null;
  const top = lines.slice(0, MAX_LINES);
  for (const [index, line] of top.entries()) {
    const confirmed = local ? joined(top, index, local) : [];
    for (const part of [...partsOf(line), ...confirmed]) {
      const words = nameWords(part, isHeading);
      if (!words) continue;
      const hits = local ? words.filter((word) => inAddress(word, local) >= 0).length : 0;
      if (!confirmed.includes(part)) first ??= words;
      // The most words in the address, then the fewest others ("Thomas Berger", not "Switzerland Thomas Berger").
      if (hits && (!best || hits > best.hits || (hits === best.hits && words.length < best.words.length))) {
        best = { words, hits };
      }
    }
  }
  let words = best?.words ?? first;
  if (!words) return null;
  // "Conti Alessandro" with alessandro.conti@…: the address puts the given name first.
  const [head, last] = [inAddress(words[0], local), inAddress(words[words.length - 1], local)];
  if (best && words.length === 2 && head >= 0 && last >= 0 && last < head) words = [words[1], words[0]];
  const tidied = words.map(tidy);
  return { nombre: tidied[0], apellidos: tidied.slice(1).join(' ') };
}
