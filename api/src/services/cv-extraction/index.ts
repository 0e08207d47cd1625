// Reads a CV into proposals for the candidate's profile (docs/product-rules.md#cv-extraction). Nothing here writes:
// the candidate accepts each proposal through the profile's own calls. The api reads through a CV reader
// (reader.ts), which runs extractCvHere in a child process (docs/security.md#isolated-file-reading).
import { countryOf, readEmail, readLocation, readPhone } from './contact';
import { readEntries } from './entries';
import { mergeEuropass, readEuropassAttachment } from './europass';
import { fold, headingOf, unspaced } from './headings';
import { languageOfName } from './language-names';
import { type LanguageProposal, readLanguages } from './languages';
import { type NameProposal, readName } from './name';
import { spellings, usualCase } from './letter-case';
import { stackedCells } from './layout';
import { type CvKind, type CvLine, readCvLines } from './read-text';
import { type Sections, splitSections } from './sections';
import { readSkillItems, readSkills } from './skills';

export type { CvKind } from './read-text';
export { createCvReader } from './reader';

export type CvExtraction = {
  /** False when the file holds no text to read (empty, encrypted, scanned): then every proposal is empty. */
  text_found: boolean;
  name: NameProposal | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  languages: LanguageProposal[];
  experience: { puesto: string; empresa: string | null; f_inicio: string | null; f_final: string | null }[];
  education: { titulo: string; centro_estudios: string | null; f_inicio: string | null; f_final: string | null }[];
  skills: string[];
  /** The whole items of the skills section (skills.ts readSkillItems): what may be proposed as new tags. */
  skill_items: string[];
};

/** The proposals read from lines of text (the part that tests can call without a file). */
function extractFromLines(cvLines: CvLine[]): CvExtraction {
  const lines = cvLines.map((line) => line.text);
  const parts = splitSections(cvLines);
  // Languages named in one row over their levels in the next (layout.ts), read as "name level" lines.
  const named = (cell: string) => languageOfName(fold(cell)) !== undefined;
  parts.languages = stackedCells(parts.languages, named);
  const languageLines = stackedCells(cvLines, named).map((line) => line.text);
  const sections = Object.fromEntries(
    Object.entries(parts).map(([name, list]) => [name, list.map((line) => line.text)]),
  ) as Record<keyof Sections, string[]>;
  const location = readLocation([...sections.head, ...sections.other, ...lines]);
  const email = readEmail(lines);
  // Titles written in capitals are proposed in their usual case (letter-case.ts).
  const known = spellings(lines);
  const skillLines = parts.skills.map((line) => line.cells.join(', '));
  return {
    text_found: lines.length > 0,
    // Every line and, where a row has several, each of its cells: a name shares its row with what stands right of
    // it ("Jean DUPONT   37 ans"); the sections decide what a heading is.
    name: readName(
      // A letter-spaced name loses its word spaces to the spacing: glued, it is taken when the address confirms it.
      cvLines.flatMap((line) => [
        ...(line.cells.length > 1 ? [line.text, ...line.cells] : [line.text]),
        ...(unspaced(line.text) ? [unspaced(line.text) as string] : []),
      ]),
      email,
      (text) => headingOf(text) !== null,
    ),
    email,
    phone: readPhone(lines, location?.country ?? countryOf(lines, email)),
    location: location?.text ?? null,
    languages: readLanguages(sections.languages, languageLines),
    experience: readEntries(parts.experience).map((e) => ({
      puesto: usualCase(e.title, known),
      empresa: e.place,
      f_inicio: e.start,
      f_final: e.end,
    })),
    education: readEntries(parts.education).map((e) => ({
      titulo: usualCase(e.title, known),
      centro_estudios: e.place,
      f_inicio: e.start,
      f_final: e.end,
    })),
    // Cells set apart by a wide gap are items of their own ("Python   SQL   Power BI"), not one run of words.
    skills: readSkills(skillLines, lines),
    skill_items: readSkillItems(skillLines),
  };
}

/** Reads and parses the CV in this process: only the reader's child process calls it (child.ts). */
export async function extractCvHere(kind: CvKind, data: Buffer): Promise<CvExtraction> {
  const read = extractFromLines(await readCvLines(kind, data));
  // A Europass PDF's own XML, when it carries one, gives exact fields (docs/cv-extraction.md#europass-attachments).
  const europass = kind === 'pdf' ? await readEuropassAttachment(data) : null;
  return europass ? mergeEuropass(read, europass) : read;
}
