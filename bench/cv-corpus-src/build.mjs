// Typesets the corpus's own CVs (cvs.mjs) into bench/cv-corpus/ with their truth files. A maintainer's tool, not
// part of the bench: it needs TeX Live (texlive-latex-extra, texlive-xetex, texlive-fonts-extra, the texlive-lang-*
// packages), LibreOffice Writer and qpdf from Debian. The corpus it wrote is committed; the bench reads only that.
// Usage: node bench/cv-corpus-src/build.mjs [id-prefix]   (see bench/cv-corpus/README.md)
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CVS } from './cvs.mjs';
import { europassXml, skillsPassportXml } from './europass-xml.mjs';
import { renderHtml } from './html.mjs';
import { renderTex } from './tex.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(HERE, '..', 'cv-corpus');
const only = process.argv[2] ?? '';

/** What the CV says, in the shape of bench/cv-corpus/README.md#truth-files. */
function truthOf(cv, file) {
  const entry = (e, title, place) => ({ [title]: e.puesto, [place]: e.empresa, start: e.start, end: e.end });
  return {
    file,
    language: cv.lang,
    columns: ['sidebar'].includes(cv.render) || cv.style === 'sidebar' ? 2 : 1,
    family:
      ['europasscv', 'europecv'].includes(cv.render) || cv.style === 'europass2020'
        ? 'europass'
        : cv.render === 'word'
          ? 'word'
          : 'latex',
    name: `${cv.first} ${cv.last}`,
    email: [cv.email],
    phone: [cv.e164],
    languages: cv.langs.map(({ language, level }) => ({ language, level })),
    experience: cv.exp.map((e) => entry(e, 'puesto', 'empresa')),
    education: cv.edu.map((e) => entry(e, 'titulo', 'centro_estudios')),
    skills: cv.skills,
    ...(cv.style === 'europass2020' ? { attachment: 'attachment.xml (Europass Candidate XML, 2020 editor)' } : {}),
    ...(cv.attach === 'skillspassport'
      ? { attachment: 'Europass-XML-Attachment.xml (Europass SkillsPassport XML V3, 2012-2020 editor)' }
      : {}),
  };
}

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 });
}

mkdirSync(OUT, { recursive: true });
for (const cv of CVS.filter((one) => one.id.startsWith(only))) {
  const work = mkdtempSync(path.join(tmpdir(), `cv-${cv.id}-`));
  let file;
  if (cv.render === 'word') {
    writeFileSync(path.join(work, `${cv.id}.html`), renderHtml(cv));
    // HTML opened as a Writer document, saved as Word; the PDFs are exported from that Word file, as a candidate
    // who writes in Word and sends a PDF would.
    run(
      'soffice',
      ['--headless', '--infilter=HTML (StarWriter)', '--convert-to', 'docx:MS Word 2007 XML', `${cv.id}.html`],
      work,
    );
    if (cv.format === 'pdf') {
      run('soffice', ['--headless', '--convert-to', 'pdf', `${cv.id}.docx`], work);
      file = `${cv.id}.pdf`;
      if (cv.style === 'europass2020') {
        writeFileSync(path.join(work, 'attachment.xml'), europassXml(cv));
        run(
          'qpdf',
          [
            `${cv.id}.pdf`,
            '--add-attachment',
            'attachment.xml',
            '--mimetype=text/xml',
            '--description=Europass',
            '--',
            'out.pdf',
          ],
          work,
        );
        copyFileSync(path.join(work, 'out.pdf'), path.join(work, file));
      }
    } else file = `${cv.id}.docx`;
  } else {
    writeFileSync(path.join(work, `${cv.id}.tex`), renderTex(cv));
    const engine = cv.engine ?? 'pdflatex';
    for (let pass = 0; pass < 2; pass += 1)
      run(engine, ['-interaction=nonstopmode', '-halt-on-error', `${cv.id}.tex`], work);
    file = `${cv.id}.pdf`;
    if (cv.attach === 'skillspassport') {
      writeFileSync(path.join(work, 'Europass-XML-Attachment.xml'), skillsPassportXml(cv));
      run(
        'qpdf',
        [file, '--add-attachment', 'Europass-XML-Attachment.xml', '--mimetype=text/xml', '--', 'out.pdf'],
        work,
      );
      copyFileSync(path.join(work, 'out.pdf'), path.join(work, file));
    }
  }
  copyFileSync(path.join(work, file), path.join(OUT, file));
  writeFileSync(path.join(OUT, `${cv.id}.truth.json`), `${JSON.stringify(truthOf(cv, file), null, 2)}\n`);
  console.log(`${file}  (${work})`);
}
