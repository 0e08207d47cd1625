// Work experience and education read from real-world CVs (bench/cv-corpus/, docs/cv-extraction.md#why-it-fails): the
// hard cases of test/fixtures/cvs/real/, each with its truth file. Every job and course must be proposed (title,
// organisation and dates, with the bench's tolerance: docs/cv-extraction.md#how-the-bench-scores), and nothing else.
// The other fields of these CVs are cv-extraction-real-fields.test.ts's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractCvHere } from '../../src/services/cv-extraction';
import { type Entry, matchEntries, REAL_CVS_DIR } from '../support/real-cvs';

/** Each hard case and how its entries are written. */
const CASES: Record<string, string> = {
  'pl-01-moderncv-banking.pdf': 'Polish month names ("maj 2019 – obecnie"), the employer above the title',
  'de-01-moderncv-classic.pdf': 'dates in the left margin, a range wrapped over two and three lines',
  'sv-01-moderncv-casual.pdf': 'Swedish headings ("Arbetslivserfarenhet", "Utbildning")',
  'en-02-gdocs.docx': 'Google Docs: "Company, City — Title", then "APRIL 2021 – PRESENT"',
  'it-01-europasscv.pdf': 'Europass 2013: dates in a left column of labels, title and employer on its right',
  'en-04-europass2020.pdf': 'Europass 2020: "[ 11/2019 – CURRENT ]" above the title',
  'en-01-moderncv-banking.pdf': 'the employer and city above, the title and dates below',
  'fr-04-pascv-mars.pdf': 'years alone, single dates ("Juin 1997"), the school in brackets after the degree',
  'de-03-word-table.docx': 'a Word table: dates in the left cell, title and employer broken by Shift+Enter',
  'es-01-moderncv-oldstyle.pdf': 'the heading beside the contact column, "Title, Org, month – actualidad" on one line',
  'it-03-word-table.pdf': 'a Word table exported to PDF: "dal 01/2019" between the title and the employer',
  'de-04-sidebar.pdf': 'two columns each with headings (a sidebar), "seit 02.2021"',
  'de-06-europecv.pdf': 'Europass 2004-2012: each value right of its label ("Beruf oder Funktion")',
  'fr-05-pascv-centaure.pdf': 'two columns; a heading that lost its space, words hyphenated over lines',
};

type Truth = { experience: Entry[]; education: Entry[] };

describe('CV extraction: work experience and education of real-world CVs', () => {
  it.each(Object.entries(CASES))('reads every entry of %s (%s)', async (file) => {
    const truth: Truth = JSON.parse(
      readFileSync(join(REAL_CVS_DIR, file.replace(/\.(pdf|docx)$/, '.truth.json')), 'utf8'),
    );
    const got = await extractCvHere(file.endsWith('.docx') ? 'docx' : 'pdf', readFileSync(join(REAL_CVS_DIR, file)));

    expect(matchEntries(truth.experience, got.experience, ['puesto', 'empresa', 'f_inicio', 'f_final'])).toEqual({
      missing: [],
      extra: [],
    });
    expect(matchEntries(truth.education, got.education, ['titulo', 'centro_estudios', 'f_inicio', 'f_final'])).toEqual({
      missing: [],
      extra: [],
    });
  });
});
