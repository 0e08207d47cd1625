// What the held-out corpus showed (docs/cv-extraction.md#held-out-corpus): one small case per general cause, in a
// few lines of text or a few text items of a page. The CVs themselves are bench/cv-corpus-heldout/'s, scored by the
// bench, not tested here (a test on them would make them a tuning set).
import { extractCvHere } from '../../src/services/cv-extraction';
import { countryOf, readEmail } from '../../src/services/cv-extraction/contact';
import { findDates } from '../../src/services/cv-extraction/dates';
import { readEntries } from '../../src/services/cv-extraction/entries';
import { fold, headingOf } from '../../src/services/cv-extraction/headings';
import { languageOfName } from '../../src/services/cv-extraction/language-names';
import { readLanguages } from '../../src/services/cv-extraction/languages';
import { type CvLine, pageLines, stackedCells, type TextItem } from '../../src/services/cv-extraction/layout';
import { spellings, usualCase } from '../../src/services/cv-extraction/letter-case';
import { readName } from '../../src/services/cv-extraction/name';
import { splitSections } from '../../src/services/cv-extraction/sections';
import { zip } from '../support/uploads';

const sorted = (list: { language: string; level: number }[]) =>
  [...list].sort((a, b) => a.language.localeCompare(b.language)).map((one) => [one.language, one.level]);

describe('headings in Danish, Finnish, Hungarian, Slovak and Norwegian', () => {
  it.each([
    ['Erhvervserfaring', 'experience'],
    ['Uddannelse', 'education'],
    ['Sprog', 'languages'],
    ['Kompetencer', 'skills'],
    ['Työkokemus', 'experience'],
    ['Koulutus', 'education'],
    ['Kielitaito', 'languages'],
    ['Szakmai tapasztalat', 'experience'],
    ['Tanulmányok', 'education'],
    ['Nyelvtudás', 'languages'],
    ['Készségek', 'skills'],
    ['Pracovné skúsenosti', 'experience'],
    ['Vzdelanie', 'education'],
    ['Jazykové znalosti', 'languages'],
    ['Zručnosti', 'skills'],
    ['Arbeidserfaring', 'experience'],
    ['Utdanning', 'education'],
  ])('%s is a heading of %s', (text, section) => {
    expect(headingOf(text)).toBe(section);
  });

  it('reads letter-spaced capitals as Chromium prints CSS letter-spacing', () => {
    expect(headingOf('B E R U F S E R FA H R U N G')).toBe('experience');
    expect(headingOf('K E N N T N I S S E')).toBe('skills');
    // Spaced letters that make no heading stay text.
    expect(headingOf('L U KA S B RA N D T')).toBeNull();
  });
});

describe('dates as JSON Resume themes print them', () => {
  it('reads a month abbreviation with a comma before its year', () => {
    expect(findDates('Apr, 2018 - Present')).toMatchObject({ start: '2018-04-01', end: null });
    expect(findDates('Jan, 2015 - Mar, 2018 3 years 2 months')).toMatchObject({
      start: '2015-01-01',
      end: '2018-03-01',
    });
  });
});

describe('languages and levels in Danish, Finnish, Hungarian and Slovak', () => {
  it('reads their names and level words', () => {
    expect(sorted(readLanguages(['magyar • anyanyelv', 'angol • felsőfok (C1)', 'német • középfok']))).toEqual([
      ['english', 3],
      ['german', 2],
      ['hungarian', 4],
    ]);
    expect(sorted(readLanguages(['Dansk modersmål', 'Engelsk flydende', 'Tysk grundlæggende']))).toEqual([
      ['danish', 4],
      ['english', 3],
      ['german', 1],
    ]);
    expect(sorted(readLanguages(['Englanti', 'Erinomainen', 'Ruotsi', 'Hyvä', 'Saksa', 'Alkeet']))).toEqual([
      ['english', 3],
      ['german', 1],
      ['swedish', 2],
    ]);
    expect(sorted(readLanguages(['slovenčina materinský jazyk', 'angličtina B2']))).toEqual([
      ['english', 2],
      ['slovak', 4],
    ]);
  });
});

describe('a page whose headings stand in a left margin', () => {
  const item = (str: string, x: number, y: number): TextItem => ({
    str,
    transform: [10, 0, 0, 10, x, y],
    width: str.length * 5,
  });
  const texts = (read: CvLine[]) => read.map((line) => line.cells);

  it('keeps each heading on the row of its section, even when the section names a group "Skills"', () => {
    const page = [
      item('Work', 40, 700),
      item('Analista de Dados', 200, 700),
      item('Douro Analytics, Lda.', 200, 686),
      item('Feb 2020 – Present', 200, 672),
      item('Education', 40, 640),
      item('Universidade do Porto', 200, 640),
      item('Sep 2015 – Jul 2017', 200, 626),
      item('Skills', 40, 600),
      item('Skills', 200, 600),
      item('Python SQL', 200, 586),
    ];
    expect(texts(pageLines(page, 600)).slice(0, 2)).toEqual([['Work', 'Analista de Dados'], ['Douro Analytics, Lda.']]);
  });
});

describe('headings told by their type', () => {
  /** A line of cells set in a size. */
  const sized = (size: number, ...cells: string[]): CvLine => ({ text: cells.join(' '), cells, size });
  const texts = (list: CvLine[]) => list.map((line) => line.text);

  it('takes a short line set larger than the body for a heading in a language the lists lack, by what follows', () => {
    // Estonian: none of these headings is in headings.ts.
    const sections = splitSections([
      sized(24, 'Anu Tamm'),
      sized(10, 'anu.tamm@example.ee'),
      sized(14, 'Töökogemus'),
      sized(10, '2019 – 2023', 'Tarkvaraarendaja, Tallinna Tarkvara OÜ'),
      sized(10, '2016 – 2019', 'Testija, Tartu Testid OÜ'),
      sized(14, 'Haridus'),
      sized(10, '2012 – 2016', 'Informaatika bakalaureus, Tartu Ülikool'),
      sized(14, 'Huvid'),
      sized(10, 'Matkamine, male ja jooksmine'),
    ]);
    expect(texts(sections.head)).toEqual(['Anu Tamm', 'anu.tamm@example.ee']);
    expect(texts(sections.experience)).toEqual([
      '2019 – 2023 Tarkvaraarendaja, Tallinna Tarkvara OÜ',
      '2016 – 2019 Testija, Tartu Testid OÜ',
    ]);
    expect(texts(sections.education)).toEqual(['2012 – 2016 Informaatika bakalaureus, Tartu Ülikool']);
    expect(texts(sections.other)).toEqual(['Matkamine, male ja jooksmine']);
  });

  it('takes only lines of the size of the CV known headings, so an entry title set a little larger stays', () => {
    const sections = splitSections([
      sized(22, 'Emily Carter'),
      sized(14, 'Experience'),
      sized(12, 'Senior Developer'),
      sized(10, 'Northwind Ltd, 2019 – 2023'),
      sized(14, 'Kokemus'),
      sized(10, 'Developer, Contoso Oy, 2016 – 2019'),
    ]);
    expect(texts(sections.experience)).toEqual([
      'Senior Developer',
      'Northwind Ltd, 2019 – 2023',
      'Developer, Contoso Oy, 2016 – 2019',
    ]);
  });
});

describe('titles in capitals', () => {
  it('are proposed in their usual case: the CV own spelling of a word, else sentence case, acronyms kept', () => {
    const known = spellings(['Leitung Vertrieb und Marketing', 'Entwicklung von Software']);
    expect(usualCase('SOFTWARE ENGINEER', new Map())).toBe('Software engineer');
    expect(usualCase('LEITER VERTRIEB', known)).toBe('Leiter Vertrieb');
    expect(usualCase('IT PROJECT MANAGER', new Map())).toBe('IT project manager');
    expect(usualCase('INGENIERA DE DATOS', new Map())).toBe('Ingeniera de datos');
    expect(usualCase('Software Engineer', new Map())).toBe('Software Engineer');
  });
});

describe('contact wrapped by a narrow column', () => {
  it('reads an email address cut after a dot of its domain or after its @', () => {
    expect(readEmail(['Valencia ES', 'lucia.romero@example.', 'es', '+34 612 345 678'])).toBe(
      'lucia.romero@example.es',
    );
    expect(readEmail(['jan.kowalski@', 'example.pl'])).toBe('jan.kowalski@example.pl');
  });
});

describe('a Word CV whose name and contact are in the page header', () => {
  const xml = (tag: string, body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><w:${tag} xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${body}</w:${tag}>`;
  const p = (...runs: string[]) =>
    `<w:p>${runs.map((text) => `<w:r><w:t>${text}</w:t></w:r>`).join('<w:r><w:tab/></w:r>')}</w:p>`;

  it('reads the header before the body', async () => {
    const data = zip({
      '[Content_Types].xml':
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      'word/header1.xml': xml(
        'hdr',
        p('Johanna Berger', 'Bilanzbuchhalterin') + p('Wien · +43 664 1234567 · johanna.berger@example.at'),
      ),
      'word/document.xml': xml(
        'document',
        `<w:body>${p('Berufserfahrung')}${p('Bilanzbuchhalterin, Donau Immobilien GmbH, seit 03/2018')}</w:body>`,
      ),
    });
    const read = await extractCvHere('docx', data);
    expect(read.name).toMatchObject({ nombre: 'Johanna', apellidos: 'Berger' });
    expect(read.email).toBe('johanna.berger@example.at');
    expect(read.phone).toBe('+436641234567');
  });
});

describe('Hungarian dates, year first', () => {
  it('reads "2019. március – jelenleg" and abbreviations', () => {
    expect(findDates('2019. március – jelenleg')).toMatchObject({ start: '2019-03-01', end: null });
    expect(findDates('2015. szept. – 2019. febr.')).toMatchObject({ start: '2015-09-01', end: '2019-02-01' });
    expect(findDates('09/2018 – súčasnosť')).toMatchObject({ start: '2018-09-01', end: null });
  });
});

describe('languages named in one row over their levels in the next', () => {
  it('pairs each name with the level under it', () => {
    const rows: CvLine[] = [
      { text: 'Languages Ελληνικά Αγγλικά', cells: ['Languages', 'Ελληνικά', 'Αγγλικά'], xs: [40, 120, 300] },
      { text: 'Μητρική C2', cells: ['Μητρική', 'C2'], xs: [120, 300] },
    ];
    const lines = stackedCells(rows, (cell) => languageOfName(fold(cell)) !== undefined).map((line) => line.text);
    expect(lines).toEqual(['Languages', 'Ελληνικά Μητρική', 'Αγγλικά C2']);
    expect(sorted(readLanguages(lines.slice(1)))).toEqual([
      ['english', 3],
      ['greek', 4],
    ]);
  });
});

describe('what stands beside the dates', () => {
  it('takes a duration after a range as part of the dates ("3 years 2 months")', () => {
    const entries = readEntries([
      { text: 'Accountmanager, Vecht Media B.V.', cells: ['Accountmanager, Vecht Media B.V.'] },
      { text: 'Jan, 2015 - Mar, 2018 3 years 2 months', cells: ['Jan, 2015 - Mar, 2018', '3 years 2 months'] },
    ]);
    expect(entries.map((e) => [e.title, e.place, e.start, e.end])).toEqual([
      ['Accountmanager', 'Vecht Media B.V.', '2015-01-01', '2018-03-01'],
    ]);
  });

  it('reads a résumé school with its month and year after a comma as a dated entry', () => {
    const entries = readEntries([
      { text: 'BA (Hons) Accounting and Finance', cells: ['BA (Hons) Accounting and Finance'] },
      { text: 'University of Salford, June 2015', cells: ['University of Salford, June 2015'] },
      { text: 'First-class honours', cells: ['First-class honours'] },
    ]);
    expect(entries.map((e) => [e.title, e.place, e.start, e.end])).toEqual([
      ['BA (Hons) Accounting and Finance', 'University of Salford', '2015-06-01', '2015-06-01'],
    ]);
    // A year alone after a comma stays text: "Rome, 2015" may be anything.
    expect(readEntries([{ text: 'Conference talk, Rome, 2015', cells: ['Conference talk, Rome, 2015'] }])).toEqual([]);
  });
});

describe('names and places', () => {
  it('reads a letter-spaced name in capitals when the address confirms it', () => {
    expect(readName(['LUKASBRANDT', 'Customer Service'], 'lukas.brandt@example.de')).toEqual({
      nombre: 'Lukas',
      apellidos: 'Brandt',
    });
  });

  it('takes no language name for the CV country ("Italien" is Italian in French, Italy in German)', () => {
    expect(countryOf(['Camille Lefèvre', 'Langues', 'Italien', 'notions'], 'camille.lefevre@example.fr')).toBe('FR');
  });
});
