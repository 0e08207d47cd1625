// Writes the CV fixtures of the extraction test (test/fixtures/cvs/<id>.pdf|docx and <id>.json, the fields the
// extraction should find) from cv-fixture-data.json. Run from api/: `node scripts/generate-cv-fixtures.mjs`.
// pdfkit and docx are dev dependencies; the PDFs embed DejaVu Sans (Debian's fonts-dejavu-core) for Greek and
// Polish letters. The output is committed: the test reads files, it does not make them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '..', 'test', 'fixtures', 'cvs');
// The people behind the fixtures are data (cv-fixture-data.json): invented names, addresses and careers, in the
// board's languages, with each language's section headings. layout: `one` (one column PDF), `two` (two-column PDF:
// contact, languages and skills on the left), `docx`. style: how an experience entry is written: `lines` (title,
// company, dates), `inline` (title — company, dates), `dates` (dates, title, company). languages: [line as written,
// expected slug, expected level].
const { headings: HEADINGS, people: PEOPLE } = JSON.parse(readFileSync(join(HERE, 'cv-fixture-data.json'), 'utf8'));
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

const DESCRIPTION = [
  'Responsible for the weekly reporting of the sales and marketing teams.',
  'Built and maintained dashboards used by more than two hundred colleagues.',
  'Designed experiments and explained their results to product managers.',
  'Automated the monthly close, saving two working days every month.',
  'Mentored two junior colleagues and ran the internal training on SQL.',
  'Worked with finance on forecasting models for the yearly budget.',
];

/** An entry's lines in the person's style. */
function entryLines(style, [title, place, dates], long) {
  const lines =
    style === 'dates'
      ? [dates, title, place]
      : style === 'inline'
        ? [`${title} — ${place.split(',')[0]}`, dates]
        : [title, place, dates];
  return long ? [...lines, ...DESCRIPTION, ...DESCRIPTION] : lines;
}

function blocks(person) {
  const [experience, education, languages, skills] = HEADINGS[person.lang];
  const eduStyle = person.style === 'inline' ? 'lines' : person.style;
  return {
    top: [`${person.name[0]} ${person.name[1]}`, person.headline],
    contact: [`E-Mail: ${person.email}`, person.phone[0], person.location],
    side: [
      [languages, person.languages.map(([line]) => line)],
      [skills, [person.skills.join(', ')]],
    ],
    main: [
      [experience, person.experience.flatMap((entry) => entryLines(person.style, entry, person.long))],
      [education, person.education.flatMap((entry) => entryLines(eduStyle, entry, false))],
    ],
  };
}

function pdf(person) {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { CreationDate: FIXED_DATE, Title: 'CV' } });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  doc.registerFont('body', FONT).registerFont('bold', BOLD);
  const { top, contact, side, main } = blocks(person);
  doc.font('bold').fontSize(20).text(top[0], 50, 50);
  doc.font('body').fontSize(12).text(top[1]);
  const section = (x, width, [heading, lines]) => {
    doc.moveDown(0.8).font('bold').fontSize(12).text(heading, x, undefined, { width });
    doc.font('body').fontSize(10);
    for (const line of lines) doc.text(line, x, undefined, { width });
  };
  if (person.layout === 'two') {
    const startY = doc.y + 20;
    doc.font('body').fontSize(10);
    doc.text(contact[0], 50, startY, { width: 170 });
    for (const line of contact.slice(1)) doc.text(line, 50, undefined, { width: 170 });
    for (const part of side) section(50, 170, part);
    doc.text('', 240, startY);
    doc.y = startY;
    for (const part of main) section(240, 305, part);
  } else {
    doc.moveDown(0.5).fontSize(10).text(contact.join(' | '), 50);
    for (const part of [...main, ...side]) section(50, 495, part);
  }
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

function docx(person) {
  const { top, contact, side, main } = blocks(person);
  const p = (text, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  const children = [p(top[0], true), p(top[1]), ...contact.map((line) => p(line))];
  for (const [heading, lines] of [...main, ...side]) children.push(p(heading, true), ...lines.map((line) => p(line)));
  const document = new Document({ creator: 'EuLangJobs fixtures', sections: [{ children }] });
  return Packer.toBuffer(document);
}

mkdirSync(OUT, { recursive: true });
readFileSync(FONT);
for (const person of PEOPLE) {
  const file = `${person.id}.${person.layout === 'docx' ? 'docx' : 'pdf'}`;
  writeFileSync(join(OUT, file), person.layout === 'docx' ? await docx(person) : await pdf(person));
  const expected = {
    file,
    language: person.lang,
    layout: person.layout,
    name: person.display ?? `${person.name[0]} ${person.name[1]}`,
    email: person.email.toLowerCase(),
    phone: person.phone[1],
    location: person.location,
    languages: (person.expectedLanguages ?? person.languages.map(([, language, level]) => [language, level])).map(
      ([language, level]) => ({ language, level }),
    ),
    experience: person.experience.map(([title]) => title),
    education: person.education.map(([title]) => title),
    skills: person.skills,
  };
  writeFileSync(join(OUT, `${person.id}.json`), `${JSON.stringify(expected, null, 2)}\n`);
}
console.log(`${PEOPLE.length} CVs written to ${OUT}`);
