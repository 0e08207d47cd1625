// Hard cases from the corpus of real-world CVs (bench/cv-corpus/, docs/cv-extraction.md#hard-cases), copied into
// test/fixtures/cvs/real/ with their truth files: the fields read from the whole CV, as the upload reads them
// (name, email, phone, languages with their level, the board's skills). Entries (experience, education) are
// asserted by cv-extraction-real-entries.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, SKILLS } from '../../src/db/seed/reference-data';
import { extractCvHere } from '../../src/services/cv-extraction';
import { fold } from '../../src/services/cv-extraction/sections';

const DIR = join(__dirname, '..', 'fixtures', 'cvs', 'real');

/** Each hard case and the cause of failure it stands for (docs/cv-extraction.md#why-it-fails). */
const CASES: Record<string, string> = {
  'en-02-gdocs.docx': 'languages inline on one line ("Languages: English (native), German (basic)")',
  'it-01-europasscv.pdf': 'the Europass grid, "Informazioni personali" above the name; its XML attachment',
  'en-04-europass2020.pdf': 'the 2020 Europass editor: attachment.xml (name, phone, languages, skills)',
  'en-01-moderncv-banking.pdf': 'the name on one line with the title ("Emily Carter | Marketing Manager")',
  'fr-04-pascv-mars.pdf': 'a national phone with dots ("05.56.31.32.33."), names and levels in two columns',
  'sv-01-moderncv-casual.pdf': 'a Swedish national phone ("070-123 45 67"), "modersmål"',
  'es-01-moderncv-oldstyle.pdf': 'an email hyphenated over two lines by TeX ("lu-" / "cia.fernandez@…")',
  'de-06-europecv.pdf': 'the 2004 Europass layout: national phone, grid with words between the levels',
  'pl-03-word-sidebar.docx': '"średniozaawansowany" (intermediate) contains "zaawansowany" (advanced)',
  'el-01-europasscv.pdf': 'a Greek name under a Greek heading, found through the email address',
};

type Truth = {
  name: string;
  email: string[];
  phone: string[];
  languages: { language: string; level: number | null }[];
  skills: string[];
};

const norm = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const boardSkills = new Set(SKILLS.map((skill) => skill.name.toLowerCase()));
const boardLanguages = new Set(LANGUAGES.map((language) => language.slug.toLowerCase()));
const byLanguage = (list: { language: string; level: number | null }[]) =>
  list.filter((one) => boardLanguages.has(one.language)).sort((a, b) => a.language.localeCompare(b.language));

describe('CV extraction: the fields of hard cases from real-world CVs', () => {
  it.each(Object.entries(CASES))('reads the fields of %s (%s)', async (file) => {
    const truth: Truth = JSON.parse(readFileSync(join(DIR, file.replace(/\.(pdf|docx)$/, '.truth.json')), 'utf8'));
    const got = await extractCvHere(file.endsWith('.docx') ? 'docx' : 'pdf', readFileSync(join(DIR, file)));

    expect(norm(got.name ? `${got.name.nombre} ${got.name.apellidos}` : '')).toBe(norm(truth.name));
    expect(truth.email).toContain(got.email);
    if (truth.phone.length) expect(truth.phone).toContain(got.phone);
    expect(byLanguage(got.languages)).toEqual(byLanguage(truth.languages.filter((one) => one.level !== null)));
    // The board's skills it proposes are all listed by the CV, and at least half of those the CV lists.
    const listed = truth.skills.map((skill) => skill.toLowerCase());
    const proposed = got.skills.map((skill) => skill.toLowerCase()).filter((skill) => boardSkills.has(skill));
    expect(proposed.filter((skill) => !listed.includes(skill))).toEqual([]);
    expect(proposed.length * 2).toBeGreaterThanOrEqual(listed.filter((skill) => boardSkills.has(skill)).length);
  });
});
