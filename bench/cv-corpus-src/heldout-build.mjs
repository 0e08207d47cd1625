// Typesets the held-out corpus (heldout-cvs.mjs) into bench/cv-corpus-heldout/ with its truth files. A maintainer's
// tool, not part of the bench: it needs TeX Live (texlive-latex-extra: curve, currvita, harnon-cv), LibreOffice
// Writer (its own CV templates), Chromium (HTML printed to PDF), zip, and the JSON Resume themes installed in a
// directory OUTSIDE the workspace: THEMES=/tmp/themes (npm install jsonresume-theme-even jsonresume-theme-elegant
// jsonresume-theme-stackoverflow jsonresume-theme-macchiato jsonresume-theme-flat there).
// Usage: THEMES=/tmp/themes node bench/cv-corpus-src/heldout-build.mjs [id-prefix]
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { docxHeader, docxTextbox } from './heldout-docx.mjs';
import { HELDOUT } from './heldout-cvs.mjs';
import { htmlCanva, htmlTwoColumns } from './heldout-html.mjs';
import { texArticle, texCurrvita, texCurve, texHarnon } from './heldout-tex.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, '..', 'cv-corpus-heldout');
const only = process.argv[2] ?? '';

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 });
}

/** What the CV says, in the shape of bench/cv-corpus/README.md#truth-files. */
function truthOf(cv, file) {
  // What the CV shows where its make shows less than its data (a theme that prints no employer, no level).
  const entry = (e, title, place) => ({
    [title]: e.title ?? e.puesto,
    [place]: cv.hidesEmployer && title === 'puesto' ? null : e.empresa,
    start: e.start,
    end: e.end,
  });
  return {
    file,
    language: cv.lang,
    columns: ['html:twocol', 'html:canva', 'docx:textbox', 'jsonresume:macchiato'].includes(cv.make) ? 2 : 1,
    family: { jsonresume: 'html', html: 'html', lo: 'word', docx: 'word' }[cv.make.split(':')[0]] ?? 'latex',
    make: cv.make,
    name: cv.name,
    email: [cv.email],
    phone: [cv.e164],
    languages: cv.langs.map(({ language, level }) => ({ language, level: cv.hidesLevels ? null : level })),
    experience: cv.exp.map((e) => entry(e, 'puesto', 'empresa')),
    education: cv.edu.map((e) => entry(e, 'titulo', 'centro_estudios')),
    skills: cv.skills,
  };
}

/** JSON Resume (jsonresume.org schema) of a CV: the themes print their own English headings. */
function jsonResume(cv) {
  const [city] = cv.place.split(',');
  return {
    basics: {
      name: cv.name,
      label: cv.headline,
      email: cv.email,
      phone: cv.phone,
      location: { city: city.trim(), countryCode: cv.lang.toUpperCase() },
      profiles: [],
    },
    work: cv.exp.map((e) => ({
      name: e.empresa,
      position: e.puesto,
      location: e.city,
      startDate: e.start,
      ...(e.end ? { endDate: e.end } : {}),
      highlights: [],
    })),
    education: cv.edu.map((e) => ({
      institution: e.empresa,
      studyType: e.puesto,
      area: e.desc,
      startDate: e.start,
      endDate: e.end,
      courses: [],
    })),
    languages: cv.langs.map((one) => ({ language: one.label, fluency: one.text })),
    skills: [{ name: 'Skills', keywords: cv.skills }],
  };
}

async function renderTheme(name, resume) {
  const dir = path.join(process.env.THEMES ?? '/tmp/themes', 'node_modules', `jsonresume-theme-${name}`);
  const theme =
    name === 'even'
      ? await import(pathToFileURL(path.join(dir, 'dist', 'index.js')))
      : createRequire(import.meta.url)(dir);
  return await theme.render(resume);
}

function printHtml(work, id, html) {
  writeFileSync(path.join(work, `${id}.html`), html);
  run(
    'chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      `--print-to-pdf=${path.join(work, `${id}.pdf`)}`,
      pathToFileURL(path.join(work, `${id}.html`)).href,
    ],
    work,
  );
  return `${id}.pdf`;
}

/** LibreOffice's own template (Debian's libreoffice-common), its sample texts replaced in order. */
function fromTemplate(work, cv, template, replacements, format, append = '') {
  const dir = path.join(work, 'odt');
  mkdirSync(dir);
  run('unzip', ['-q', `/usr/lib/libreoffice/share/template/common/personal/${template}.ott`, '-d', dir], work);
  let xml = readFileSync(path.join(dir, 'content.xml'), 'utf8');
  let from = xml.indexOf('<office:body>');
  for (const [old, text] of replacements) {
    const at = xml.indexOf(old, from);
    if (at < 0) throw new Error(`${template}: no ${old}`);
    xml = xml.slice(0, at) + text + xml.slice(at + old.length);
    from = at + text.length;
  }
  // Text after the last replaced element (a paragraph under a heading the template leaves empty).
  if (append) {
    const end = xml.slice(from).search(/<\/text:[hp]>/) + from + '</text:p>'.length;
    xml = xml.slice(0, end) + append + xml.slice(end);
  }
  writeFileSync(path.join(dir, 'content.xml'), xml);
  // A template saved as a document: its type in the mimetype and the manifest.
  writeFileSync(path.join(dir, 'mimetype'), 'application/vnd.oasis.opendocument.text');
  const manifest = path.join(dir, 'META-INF', 'manifest.xml');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replace(/opendocument\.text-template/g, 'opendocument.text'));
  run('zip', ['-q', '-X', '-0', path.join(work, `${cv.id}.odt`), 'mimetype'], dir);
  run('zip', ['-q', '-X', '-r', path.join(work, `${cv.id}.odt`), '.', '-x', 'mimetype'], dir);
  const filter = format === 'docx' ? 'docx:MS Word 2007 XML' : 'pdf';
  run('soffice', ['--headless', '--convert-to', filter, `${cv.id}.odt`], work);
  return `${cv.id}.${format}`;
}

const esc = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const t = (old, text) => [`>${old}<`, `>${esc(text)}<`];

function libreofficeCv(work, cv) {
  const [exp1, exp2] = cv.exp;
  const [edu1, edu2, edu3] = cv.edu;
  const [street, town] = cv.place.split(', ');
  const [l1, l2, l3] = cv.langs;
  const line = (e) => `${e.puesto}, ${e.empresa}${e.city ? `, ${e.city}` : ''}`;
  return fromTemplate(
    work,
    cv,
    'CV',
    [
      t('About me', 'O mnie'),
      t('Name', 'Imię i nazwisko'),
      t('Joe Bloggs', cv.name),
      t('Address', 'Adres'),
      t('42 Main Street', street),
      t('258348 Anytown', town),
      t('Phone', 'Telefon'),
      t('3208578573', cv.phone),
      t('Email', 'E-mail'),
      t('j.bloggs@localhost.com', cv.email),
      t('Date of Birth', 'Data urodzenia'),
      t('15th August 1991', '12 kwietnia 1990'),
      t('Nationality', 'Obywatelstwo'),
      t('British', 'polskie'),
      t('Experience', 'Doświadczenie zawodowe'),
      t('Jun. 2008 -present', exp1.when),
      t('Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam nonumy eirmod tempor invidunt', line(exp1)),
      t('Feb. 2004 – Nov. 2006', exp2.when),
      t(
        'At vero eos et accusam et justo duo dolores et ea rebum. Stet clita kasd gubergren, no sea takimata sanctus est Lorem ipsum dolor sit amet.',
        line(exp2),
      ),
      t('Education', 'Wykształcenie'),
      t('2010 - present', edu1.when),
      t('Msc. Lorem Ipsum at LID University of Applied Sciences', line(edu1)),
      t('2007 - 2010', edu2.when),
      t('Lorem ipsum dolor sit amet, consetetur sadipscing elitr, sed diam, 97%', line(edu2)),
      t('2005 – 2007', edu3.when),
      t('Hec prodere movens adipiscur esse', line(edu3)),
      t('Skills', 'Umiejętności'),
      t('Software', 'Programy'),
      t('LibreOffice, LaTeX, Git', cv.skills.slice(0, 2).join(', ')),
      t('Programming', 'Kadry'),
      t('C, C++', cv.skills.slice(2).join(', ')),
      t('Languages', 'Języki'),
      t('English', l1.label),
      t('Mother tongue', l1.text),
      t('French', l2.label),
      t('Fluent (DELF 2010)', l2.text),
      t('Japanese', l3.label),
      t('Fair', l3.text),
    ],
    'pdf',
  );
}

function libreofficeResume(work, cv) {
  const [exp1, exp2] = cv.exp;
  const [edu1, edu2] = cv.edu;
  return fromTemplate(
    work,
    cv,
    'Resume1page',
    [
      t('Your Name', cv.name),
      t('Address Line 1', '14 Chorlton Street'),
      t('Address Line 2', cv.place),
      t('(000) 000 000', cv.phone),
      t('(000) 000 000', ''),
      t('(000) 000 000', ''),
      t('you@example.com', cv.email),
      t('webpage.url', 'linkedin.example.com/in/rwhitmore'),
      t('PhD in Egg Engineering', edu1.puesto),
      t('University of Eggington, May 2010', `${edu1.empresa}, ${edu1.when}`),
      t('Cumulative GPA: 2.89', 'First-class honours'),
      t('BS in Hamology', edu2.puesto),
      t('Hammsworth College, May 2007', `${edu2.empresa}, ${edu2.when}`),
      t('Cumulative GPA: 3.26', 'Grades A, A, B'),
      t('Egg Inspector', exp1.puesto),
      t('Eggs and Ham, Co.', exp1.empresa),
      t('Jan 2013 – Mar 2014 ', exp1.when),
      t('Ham Inspector', exp2.puesto),
      t('Ham and Eggs, Co.', exp2.empresa),
      t('Jun 2011 – Nov 2013 ', exp2.when),
      t('Skills', 'Skills'),
    ],
    'docx',
    `<text:p text:style-name="Standard">${esc(cv.skills.join(', '))}</text:p>`,
  );
}

async function build(cv, work) {
  const [family, style] = cv.make.split(':');
  const tex = { curve: texCurve, currvita: texCurrvita, harnon: texHarnon, article: texArticle }[cv.make];
  if (tex) {
    const files = tex(cv);
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(work, name), text);
    for (let pass = 0; pass < 2; pass += 1)
      run('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], work);
    copyFileSync(path.join(work, 'cv.pdf'), path.join(work, `${cv.id}.pdf`));
    return `${cv.id}.pdf`;
  }
  if (family === 'jsonresume') return printHtml(work, cv.id, await renderTheme(style, jsonResume(cv)));
  if (family === 'html') return printHtml(work, cv.id, style === 'canva' ? htmlCanva(cv) : htmlTwoColumns(cv));
  if (cv.make === 'lo:CV') return libreofficeCv(work, cv);
  if (cv.make === 'lo:Resume1page') return libreofficeResume(work, cv);
  const parts = style === 'header' ? docxHeader(cv) : docxTextbox(cv);
  const dir = path.join(work, 'docx');
  for (const [name, text] of Object.entries(parts)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  run('zip', ['-q', '-X', '-r', path.join(work, `${cv.id}.docx`), '.'], dir);
  return `${cv.id}.docx`;
}

mkdirSync(OUT, { recursive: true });
for (const cv of HELDOUT.filter((one) => one.id.startsWith(only))) {
  const work = mkdtempSync(path.join(tmpdir(), `cv-${cv.id}-`));
  const file = await build(cv, work);
  copyFileSync(path.join(work, file), path.join(OUT, file));
  writeFileSync(path.join(OUT, `${cv.id}.truth.json`), `${JSON.stringify(truthOf(cv, file), null, 2)}\n`);
  console.log(`${file}  (${work})`);
}
