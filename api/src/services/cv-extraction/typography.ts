// Headings told by their type, not their words (docs/cv-extraction.md#headings): a line set clearly larger than the
// body text, alone on its row, short, and followed by content is a heading even in a language the word lists of
// headings.ts lack. Where the CV has headings those lists know, only a line of their size counts (an entry's title
// set a little larger is no heading); where it has none, any such line smaller than the largest (the name). Its
// section is told by what follows it: dated lines are experience, or education when they name degrees or schools;
// lines naming languages are languages; anything else is "other".
import { findDates } from './dates';
import { fold, headingOf, type SectionName } from './headings';
import { languageOfName } from './language-names';
import type { CvLine } from './layout';
import { looksDegree } from './parties';

/** Clearly larger than the body: 15 % (10 pt body, 11.5 pt heading). */
const LARGER = 1.15;
/** Words of schools, folded, in the CV languages and a few more (a heading's words may be unknown, its content's not). */
const SCHOOL =
  /universi|school|schule|college|lyce|liceo|escuela|escola|scuola|szkola|egyetem|yliopisto|korkeakoulu|ulikool|akadem|institut|polytechn|politecn|gymnas|skola|skole|facult|fakult|hogeschool|πανεπιστημ|σχολ/;

/** The size most of the text is set in: the median over the characters. */
function bodySize(lines: CvLine[]): number {
  const sized = lines.filter((l) => l.size).sort((a, b) => (a.size ?? 0) - (b.size ?? 0));
  const total = sized.reduce((sum, l) => sum + l.text.length, 0);
  let seen = 0;
  for (const l of sized) {
    seen += l.text.length;
    if (seen * 2 >= total) return l.size ?? 0;
  }
  return 0;
}

/** Short, alone on its row, no figures, no sentence: what a heading looks like besides its size. */
const shapedLikeHeading = (line: CvLine) =>
  line.cells.length === 1 &&
  line.text.length <= 40 &&
  line.text.split(/\s+/).length <= 4 &&
  !/[\d@]/.test(line.text) &&
  !/[.,;]$/.test(line.text);

/** The section what follows a heading belongs to, by its content. */
function sectionByContent(block: CvLine[]): SectionName {
  const dated = block.filter((l) => findDates(l.text));
  if (dated.length) {
    return block.some((l) => looksDegree(l.text) || SCHOOL.test(fold(l.text))) ? 'education' : 'experience';
  }
  const named = block.filter((l) => l.cells.some((cell) => languageOfName(fold(cell.split(/[\s:(–-]/)[0] ?? ''))));
  return named.length >= 2 ? 'languages' : 'other';
}

/** The lines (by index) that are headings by their type, with their section. */
export function typographicHeadings(lines: CvLine[]): Map<number, SectionName> {
  const found = new Map<number, SectionName>();
  const body = bodySize(lines);
  if (!body) return found;
  const known = lines.filter((l) => l.size && ![null, 'head'].includes(headingOf(l.cells[0] ?? '')));
  const knownSizes = known.map((l) => l.size ?? 0);
  const largest = Math.max(...lines.map((l) => l.size ?? 0));
  const candidate = (line: CvLine) =>
    (line.size ?? 0) >= body * LARGER &&
    shapedLikeHeading(line) &&
    headingOf(line.cells[0]) === null &&
    (knownSizes.length
      ? knownSizes.some((size) => Math.abs(size - (line.size ?? 0)) <= 0.5)
      : (line.size ?? 0) < largest);
  const starts = lines.map((line) => candidate(line) || headingOf(line.cells[0] ?? '') !== null);
  for (let i = 0; i < lines.length; i += 1) {
    if (!candidate(lines[i]) || i + 1 >= lines.length || starts[i + 1]) continue;
    let end = i + 1;
    while (end < lines.length && end - i <= 20 && !starts[end]) end += 1;
    found.set(i, sectionByContent(lines.slice(i + 1, end)));
  }
  return found;
}
