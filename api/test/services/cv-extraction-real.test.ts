// Hard cases from the corpus of real-world CVs (bench/cv-corpus/, docs/cv-extraction.md): one CV per cause the
// extraction failed on in issue 26, each with its truth file, copied into test/fixtures/cvs/real/. Each CV must be
// read whole: name, email, phone, languages with their level, every job and course (title, organisation and
// dates, with the tolerance of docs/cv-extraction.md#how-the-bench-scores) and the board's skills it lists.
// Before the rework none of the nine was read right; cv-extraction-real-entries.test.ts and
// cv-extraction-real-fields.test.ts hold more cases, each for its part of the reading.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, SKILLS } from '../../src/db/seed/reference-data';
import { extractCvHere } from '../../src/services/cv-extraction';
import { type Entry, matchEntries, norm, REAL_CVS_DIR } from '../support/real-cvs';

/** Each hard case and the cause of failure it stands for. */
const CASES: Record<string, string> = {
  'pl-01-moderncv-banking.pdf': 'month names in the CV language ("maj 2019 – obecnie"), employer before the title',
  'de-01-moderncv-classic.pdf': 'dates in the left margin, a long range wrapped over three lines',
  'sv-01-moderncv-casual.pdf': 'headings in another language (Swedish: "Arbetslivserfarenhet", "Utbildning", "Språk")',
  'en-02-gdocs.docx':
    'languages inline on one line ("Languages: English (native), German (basic)"), Google Docs layout',
  'it-01-europasscv.pdf': 'the Europass 2013 language grid, "Informazioni personali" read as a name; XML attachment',
  'en-04-europass2020.pdf': 'the 2020 Europass editor: attachment.xml, "[ 11/2019 – CURRENT ]", grid of levels',
  'en-01-moderncv-banking.pdf': 'the name on one line with the title ("Emily Carter | Marketing Manager")',
  'fr-04-pascv-mars.pdf': 'a national phone with dots ("05.56.31.32.33."), "Niveau scolaire", single dates',
  'de-03-word-table.docx': 'a Word table with soft line breaks (title, employer and city in one cell)',
};

type Truth = {
  file: string;
  name: string;
  email: string[];
  phone: string[];
  languages: { language: string; level: number | null }[];
  experience: Entry[];
  education: Entry[];
  skills: string[];
};

/** The truth's entries that no proposal gives (title, organisation and dates). */
const missing = (truth: Entry[], proposed: Entry[], keys: string[]) => matchEntries(truth, proposed, keys).missing;

const boardSkills = new Set(SKILLS.map((skill) => skill.name.toLowerCase()));
const boardLanguages = new Set(LANGUAGES.map((language) => language.slug.toLowerCase()));

describe('CV extraction: hard cases from real-world CVs (enabled by the extraction rework, issue 26)', () => {
  it.each(Object.entries(CASES))('reads %s whole (%s)', async (file) => {
    const truth: Truth = JSON.parse(
      readFileSync(join(REAL_CVS_DIR, file.replace(/\.(pdf|docx)$/, '.truth.json')), 'utf8'),
    );
    const got = await extractCvHere(file.endsWith('.docx') ? 'docx' : 'pdf', readFileSync(join(REAL_CVS_DIR, file)));

    expect(norm(got.name ? `${got.name.nombre} ${got.name.apellidos}` : '')).toBe(norm(truth.name));
    expect(truth.email).toContain(got.email);
    if (truth.phone.length) expect(truth.phone).toContain(got.phone);
    // The languages the board lists, as the upload proposes them (proposals.ts leaves the others out).
    const byLanguage = (list: { language: string; level: number | null }[]) =>
      list.filter((one) => boardLanguages.has(one.language)).sort((a, b) => a.language.localeCompare(b.language));
    expect(byLanguage(got.languages)).toEqual(byLanguage(truth.languages.filter((one) => one.level !== null)));
    expect(missing(truth.experience, got.experience, ['puesto', 'empresa', 'f_inicio', 'f_final'])).toEqual([]);
    expect(missing(truth.education, got.education, ['titulo', 'centro_estudios', 'f_inicio', 'f_final'])).toEqual([]);
    const listed = truth.skills.map((skill) => skill.toLowerCase());
    const proposed = got.skills.map((skill) => skill.toLowerCase()).filter((skill) => boardSkills.has(skill));
    expect(proposed.filter((skill) => !listed.includes(skill))).toEqual([]);
    const known = listed.filter((skill) => boardSkills.has(skill));
    expect(proposed.length * 2).toBeGreaterThanOrEqual(known.length);
  });
});
