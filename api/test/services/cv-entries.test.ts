// How a CV's text is read and cut into entries (docs/cv-extraction.md#why-it-fails): one small case per cause, in a
// few lines of text. The whole CVs these come from are cv-extraction-real-entries.test.ts's.
import { findDates } from '../../src/services/cv-extraction/dates';
import { docxHtmlLines } from '../../src/services/cv-extraction/docx-html';
import { readEntries } from '../../src/services/cv-extraction/entries';
import { type CvLine, pageLines, type TextItem } from '../../src/services/cv-extraction/layout';
import { splitSections } from '../../src/services/cv-extraction/sections';

/** A line of cells. */
const l = (...cells: string[]): CvLine => ({ text: cells.join(' '), cells });
const lines = (...texts: string[]) => texts.map((text) => l(text));
/** Entries as [title, organisation, start, end], as a candidate is shown them. */
const entries = (section: CvLine[]) => readEntries(section).map((e) => [e.title, e.place, e.start, e.end]);

describe('dates in the CV languages', () => {
  it.each([
    ['März 2019 – heute', '2019-03-01', null],
    ['maj 2019 – obecnie', '2019-05-01', null],
    ['MARCH 2019 - PRESENT', '2019-03-01', null],
    ["janv. 2018 – aujourd'hui", '2018-01-01', null],
    ['Ingeniera de datos, Castellana Seguros S.A., marzo 2020 – actualidad', '2020-03-01', null],
    ['seit 02.2021', '2021-02-01', null],
    ['dal 01/2019', '2019-01-01', null],
    ['[ 11/2019 – CURRENT ]', '2019-11-01', null],
    ['Σεπτέμβριος 2015 – σήμερα', '2015-09-01', null],
    ['augustus 2019 – heden', '2019-08-01', null],
    ['září 2013 – dosud', '2013-09-01', null],
    ['abril 2020 – actualitat', '2020-04-01', null],
    ['iulie 2017 – prezent', '2017-07-01', null],
    ['1847 ff.', '1847-01-01', null],
    ['październik 2011 – czerwiec 2016', '2011-10-01', '2016-06-01'],
    ['Sep 2015 – Dec 2018', '2015-09-01', '2018-12-01'],
    ['2006 - 2010', '2006-01-01', '2010-01-01'],
    ['01.03.2019 - 31.12.2020', '2019-03-01', '2020-12-01'],
    ['Juin 1997', '1997-06-01', '1997-06-01'],
    ['1577–78', '1577-01-01', '1578-01-01'],
    ['April to May 1581', '1581-04-01', '1581-05-01'],
  ])('reads "%s"', (line, start, end) => {
    expect(findDates(line)).toMatchObject({ start, end });
  });

  it('finds no date in a sentence with a number', () => {
    expect(findDates('Grew online bookings by 30 %.')).toBeNull();
  });
});

describe('entries', () => {
  it('joins a range wrapped in the left margin to the entry on its right', () => {
    const section = [
      l('August 2015 –', 'Teamleiterin Disposition, Spedition Hartmann KG, Halle (Saale)'),
      l('Februar 2019', 'Führung eines Teams von 8 Disponenten.'),
      l('September', 'Disponentin, Spedition Hartmann KG, Halle (Saale)'),
      l('2013 – Juli'),
      l('2015'),
    ];
    expect(entries(section)).toEqual([
      ['Teamleiterin Disposition', 'Spedition Hartmann KG', '2015-08-01', '2019-02-01'],
      ['Disponentin', 'Spedition Hartmann KG', '2013-09-01', '2015-07-01'],
    ]);
  });

  it('tells the title from the organisation on one line, in either order', () => {
    expect(entries(lines('Recruitment Consultant, Atlantic Talent Partners, Galway', '2018 – Present'))).toEqual([
      ['Recruitment Consultant', 'Atlantic Talent Partners', '2018-01-01', null],
    ]);
    expect(entries(lines('Liffey Payments, Dublin — Senior Backend Engineer', 'APRIL 2021 – PRESENT'))).toEqual([
      ['Senior Backend Engineer', 'Liffey Payments', '2021-04-01', null],
    ]);
  });

  it('reads the employer above the title and dates (moderncv banking)', () => {
    const section = [l('Wawel IT Sp. z o.o.', 'Kraków'), l('Specjalistka ds. rekrutacji', 'maj 2019 – obecnie')];
    expect(entries(section)).toEqual([['Specjalistka ds. rekrutacji', 'Wawel IT Sp. z o.o.', '2019-05-01', null]]);
  });

  it('reads the title and the employer below the dates (Europass)', () => {
    const section = [
      l('01/2020 – heute', 'Softwareentwickler'),
      l('Neckar Software AG, Stuttgart'),
      l('Entwicklung von Webanwendungen mit TypeScript und React.'),
    ];
    expect(entries(section)).toEqual([['Softwareentwickler', 'Neckar Software AG', '2020-01-01', null]]);
  });

  it("takes no entry from a page's footer", () => {
    const section = [
      l('1993–1997', 'Bachelor of Science in Sociology and Psychology'),
      l('Trinity College Dublin, Ireland'),
      l('November 1, 2020', '© European Union, 2002 – 2020 | https://europass.cedefop.europa.eu', 'Page 1 / 2'),
    ];
    expect(entries(section)).toEqual([
      ['Bachelor of Science in Sociology and Psychology', 'Trinity College Dublin', '1993-01-01', '1997-01-01'],
    ]);
  });

  it('keeps a comma in the title when the line below is the organisation', () => {
    const section = [l('09/2008 – 06/2013', 'Inženýrka, obor Účetnictví a daně'), l('Mendelova univerzita v Brně')];
    expect(entries(section)).toEqual([
      ['Inženýrka, obor Účetnictví a daně', 'Mendelova univerzita v Brně', '2008-09-01', '2013-06-01'],
    ]);
  });

  it('reads each value by its Europass 2004-2012 label, wrapped or not', () => {
    const section = [
      l('Fechas', '06/2015 – actualidad'),
      l('Profesión o cargo desempeñado', 'Administrativa contable'),
      l('Funciones y responsabilidades', 'Contabilidad general, facturación y nóminas.'),
      l('principales'),
      l('Nombre y dirección de la', 'Aceitunas del Sur S.A., Dos Hermanas'),
      l('empresa o empleador'),
    ];
    expect(entries(section)).toEqual([['Administrativa contable', 'Aceitunas del Sur S.A.', '2015-06-01', null]]);
  });

  it('reads a school in brackets after the degree, and a single date', () => {
    expect(entries(lines('Juin 1997', 'Licence de Mathématiques pures (Université', 'Bordeaux 1)'))).toEqual([
      ['Licence de Mathématiques pures', 'Université Bordeaux 1', '1997-06-01', '1997-06-01'],
    ]);
  });
});

describe('headings', () => {
  const names = (section: CvLine[]) => section.map((line) => line.text);

  it.each([
    ['sv', 'Arbetslivserfarenhet', 'Utbildning'],
    ['cs', 'Pracovní zkušenosti', 'Vzdělání a odborná příprava'],
    ['ro', 'Experiență profesională', 'Educație și formare'],
    ['ca', 'EXPERIÈNCIA PROFESSIONAL', 'FORMACIÓ'],
    ['nl', 'WERKERVARING', 'ONDERWIJS EN OPLEIDING'],
  ])('knows the %s headings', (_, experience, education) => {
    const sections = splitSections(lines('Name', experience, 'Job', education, 'Degree'));
    expect([names(sections.experience), names(sections.education)]).toEqual([['Job'], ['Degree']]);
  });

  it("ends a section at Europass's own headings", () => {
    const sections = splitSections(lines('BERUFSERFAHRUNG', 'Job', 'PERSÖNLICHE FÄHIGKEITEN', 'Muttersprache Deutsch'));
    expect(names(sections.experience)).toEqual(['Job']);
    expect(names(sections.languages)).toEqual(['Muttersprache Deutsch']);
  });

  it('reads a heading beside the other column, wrapped over lines, or with its space lost', () => {
    const sections = splitSections([
      l('Madrid, España', 'Experiencia laboral'),
      l('Analista de datos'),
      l('Capacidades y'),
      l('competencias'),
      l('personales'),
      l('Inglés'),
      l('Expériencesprofessionnelles'),
      l('Enseignant'),
    ]);
    expect(names(sections.head)).toEqual(['Madrid, España']);
    expect(names(sections.languages)).toEqual(['Inglés']);
    expect(names(sections.experience)).toEqual(['Analista de datos', 'Enseignant']);
  });
});

describe('layout', () => {
  const item = (str: string, x: number, y: number, width = str.length * 5): TextItem => ({
    str,
    transform: [10, 0, 0, 10, x, y],
    width,
  });
  const texts = (read: CvLine[]) => read.map((line) => line.cells);

  it('keeps a left column of dates with the rows they date, as cells', () => {
    const page = [
      item('BERUFSERFAHRUNG', 60, 700),
      item('01/2020 – heute', 100, 680),
      item('Softwareentwickler', 200, 680),
      item('Neckar Software AG, Stuttgart', 200, 665),
      item('04/2017 – 12/2019', 100, 640),
      item('Werkstudent', 200, 640),
      item('Bosch GmbH, Leonberg', 200, 625),
      item('AUSBILDUNG', 60, 600),
      item('10/2015 – 09/2019', 100, 580),
      item('Informatik', 200, 580),
    ];
    expect(texts(pageLines(page, 600))).toEqual([
      ['BERUFSERFAHRUNG'],
      ['01/2020 – heute', 'Softwareentwickler'],
      ['Neckar Software AG, Stuttgart'],
      ['04/2017 – 12/2019', 'Werkstudent'],
      ['Bosch GmbH, Leonberg'],
      ['AUSBILDUNG'],
      ['10/2015 – 09/2019', 'Informatik'],
    ]);
  });

  it("tells a heading in small type from the name in large type beside it (Europass's personal information)", () => {
    const heading = { str: 'INFORMAZIONI PERSONALI', transform: [9, 0, 0, 9, 60, 700], width: 117 };
    const name = { str: 'Giulia Romano', transform: [14.3, 0, 0, 14.3, 187, 700], width: 100 };
    const read = pageLines([heading, name], 600);
    expect(texts(read)).toEqual([['INFORMAZIONI PERSONALI', 'Giulia Romano']]);
    expect(splitSections(read).head.map((line) => line.text)).toEqual(['Giulia Romano']);
  });

  it('reads a page column by column when each column has headings of its own (a sidebar)', () => {
    const page = [
      item('SPRACHEN', 40, 700),
      item('BERUFSERFAHRUNG', 240, 700),
      item('Deutsch', 40, 680),
      item('Data Analyst', 240, 680),
      item('Englisch', 40, 660),
      item('Hanse AG', 240, 660),
      item('KENNTNISSE', 40, 640),
      item('seit 02.2021', 240, 640),
      item('Python', 40, 620),
      item('AUSBILDUNG', 240, 620),
    ];
    expect(texts(pageLines(page, 600)).map(([first]) => first)).toEqual([
      'SPRACHEN',
      'Deutsch',
      'Englisch',
      'KENNTNISSE',
      'Python',
      'BERUFSERFAHRUNG',
      'Data Analyst',
      'Hanse AG',
      'seit 02.2021',
      'AUSBILDUNG',
    ]);
  });
});

describe('Word documents', () => {
  it('reads a sidebar table column by column when each column has headings of its own', () => {
    const html =
      '<table><tr><td><p>Kontakt</p><p>Języki obce</p><p>Polski – ojczysty</p></td>' +
      '<td><p>Doświadczenie zawodowe</p><p>Analityczka biznesowa</p><p>Odra Fintech Sp. z o.o. | 10/2020 – obecnie</p>' +
      '</td></tr></table>';
    expect(docxHtmlLines(html).map((line) => line.text)).toEqual([
      'Kontakt',
      'Języki obce',
      'Polski – ojczysty',
      'Doświadczenie zawodowe',
      'Analityczka biznesowa',
      'Odra Fintech Sp. z o.o. | 10/2020 – obecnie',
    ]);
  });

  it('breaks lines at soft line breaks and keeps a table row’s cells side by side', () => {
    const html =
      '<h1>Berufserfahrung</h1><table><tr><td><p>04/2018 – heute</p></td>' +
      '<td><p>Buchhalterin<br />Steirische Bau GmbH, Graz<br />Monatsabschlüsse &amp; Bilanz.</p></td></tr></table>';
    expect(docxHtmlLines(html).map((line) => line.cells)).toEqual([
      ['Berufserfahrung'],
      ['04/2018 – heute', 'Buchhalterin'],
      ['Steirische Bau GmbH, Graz'],
      ['Monatsabschlüsse & Bilanz.'],
    ]);
  });
});
