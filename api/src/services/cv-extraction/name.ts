// The candidate's name from the top of a CV (docs/product-rules.md#cv-extraction): the first line that reads like
// a person's name (two to four capitalised words, no digits, no @, not a title such as "Curriculum vitae").
import { fold } from './sections';

const NOT_NAMES = /^(curriculum vitae|lebenslauf|cv|resume|hoja de vida|zyciorys|βιογραφικο.*)$/;

export type NameProposal = { nombre: string; apellidos: string };

export function readName(lines: string[]): NameProposal | null {
  for (const line of lines.slice(0, 8)) {
    const clean = line.replace(/^(name|nombre|nom|nome|imie i nazwisko|ονοματεπωνυμο)\s*:\s*/i, '').trim();
    if (NOT_NAMES.test(fold(clean))) continue;
    const words = clean.split(' ');
    if (words.length < 2 || words.length > 4 || clean.length > 60) continue;
    if (
      !words.every((word) => /^\p{Lu}[\p{L}'’-]*\.?$/u.test(word) || /^(de|del|la|van|von|der|di|da|dos)$/.test(word))
    )
      continue;
    // Upper-case names ("MÜLLER") are written in title case on the profile.
    const tidy = words.map((word) =>
      word === word.toUpperCase() && word.length > 1 ? word[0] + word.slice(1).toLowerCase() : word,
    );
    return { nombre: tidy[0], apellidos: tidy.slice(1).join(' ') };
  }
  return null;
}
