// Reads a CV into proposals for the candidate's profile (docs/product-rules.md#cv-extraction). Nothing here writes:
// the candidate accepts each proposal through the profile's own calls. The api reads through a CV reader
// (reader.ts), which runs extractCvHere in a child process (docs/security.md#isolated-file-reading).
import { countryOf, readEmail, readLocation, readPhone } from './contact';
import { readEntries } from './entries';
import { mergeEuropass, readEuropassAttachment } from './europass';
import { type LanguageProposal, readLanguages } from './languages';
import { type NameProposal, readName } from './name';
import { type CvKind, readCvLines } from './read-text';
import { splitSections } from './sections';
import { readSkills } from './skills';

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
};

/** The proposals read from lines of text (the part that tests can call without a file). */
function extractFromLines(lines: string[]): CvExtraction {
  const sections = splitSections(lines);
  const location = readLocation([...sections.head, ...sections.other, ...lines]);
  const email = readEmail(lines);
  return {
    text_found: lines.length > 0,
    name: readName(lines, email, (text) => !splitSections([text]).head.length),
    email,
    phone: readPhone(lines, location?.country ?? countryOf(lines, email)),
    location: location?.text ?? null,
    languages: readLanguages(sections.languages, lines),
    experience: readEntries(sections.experience).map((e) => ({
      puesto: e.title,
      empresa: e.place,
      f_inicio: e.start,
      f_final: e.end,
    })),
    education: readEntries(sections.education).map((e) => ({
      titulo: e.title,
      centro_estudios: e.place,
      f_inicio: e.start,
      f_final: e.end,
    })),
    skills: readSkills(sections.skills, lines),
  };
}

/** Reads and parses the CV in this process: only the reader's child process calls it (child.ts). */
export async function extractCvHere(kind: CvKind, data: Buffer): Promise<CvExtraction> {
  const read = extractFromLines(await readCvLines(kind, data));
  // A Europass PDF's own XML, when it carries one, gives exact fields (docs/cv-extraction.md#europass-attachments).
  const europass = kind === 'pdf' ? await readEuropassAttachment(data) : null;
  return europass ? mergeEuropass(read, europass) : read;
}
