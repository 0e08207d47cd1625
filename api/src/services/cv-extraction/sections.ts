// A CV's lines cut into its sections by their headings (docs/cv-extraction.md#headings). A heading is a line, or a
// row's first cell (Europass and Word tables put the heading left of the other column's text), that is one of the
// headings of headings.ts; a heading wrapped over two lines ("Esperienza" / "professionale") or whose spaces the
// PDF lost ("Expériencesprofessionnelles") counts too, and so does a line set like a heading (typography.ts).
import { type CvLine, part } from './layout';
import { fold, headingOf, headingWords, type SectionName } from './headings';
import { typographicHeadings } from './typography';

export { fold } from './headings';

export type Sections = Record<SectionName, CvLine[]>;

const SQUEEZED = new Map(headingWords().map(([word, name]) => [word.replace(/[\s-]+/g, ''), name]));

/** The heading a text is, also with its spaces lost. */
function sectionOf(text: string | undefined): SectionName | null {
  if (!text) return null;
  return headingOf(text) ?? SQUEEZED.get(fold(text).replace(/[\s-]+/g, '')) ?? null;
}

/** The lines before the first heading (`head`: name, contact) and each section's lines, headings left out. */
export function splitSections(lines: CvLine[]): Sections {
  const sections: Sections = { head: [], experience: [], education: [], languages: [], skills: [], other: [] };
  let current: SectionName = 'head';
  // Headings by their type where their words are unknown (typography.ts).
  const byType = typographicHeadings(lines);
  for (let i = 0; i < lines.length; i += 1) {
    const [first] = lines[i].cells;
    // A heading wrapped over two or three lines: "Capacidades y" / "competencias" / "personales".
    let span = 1;
    let heading = sectionOf(first) ?? byType.get(i) ?? null;
    for (let more = 2; !heading && more <= 3 && i + more <= lines.length; more += 1) {
      heading = sectionOf(
        lines
          .slice(i, i + more)
          .map((l) => l.cells[0])
          .join(' '),
      );
      if (heading) span = more;
    }
    // A heading in a later cell: moderncv's left column beside it ("Madrid, España" "Experiencia laboral").
    const at = heading ? -1 : lines[i].cells.findIndex((cell, c) => c > 0 && headingOf(cell) !== null);
    if (at > 0) {
      sections[current].push(part(lines[i], 0, at));
      current = headingOf(lines[i].cells[at]) as SectionName;
      if (lines[i].cells.length > at + 1) sections[current].push(part(lines[i], at + 1));
      continue;
    }
    if (!heading) {
      sections[current].push(lines[i]);
      continue;
    }
    current = heading;
    // What stands right of the heading's cells is the section's.
    for (const line of lines.slice(i, i + span)) if (line.cells.length > 1) sections[current].push(part(line, 1));
    i += span - 1;
  }
  return sections;
}
