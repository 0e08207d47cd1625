// Word documents of the corpus's own CVs, written as HTML that LibreOffice opens as a Writer document and saves
// as DOCX (and exports as PDF): a tabular CV (dates in a left column, German "Lebenslauf" manner), a Google Docs
// manner (headings, "COMPANY, City — Title", dates on their own line), a plain one, a two-column page with a
// sidebar table, and the 2020 Europass editor's layout.
import { entriesAs, range } from './entries.mjs';
import { showDate, WORDS } from './words.mjs';

const esc = (text) =>
  String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const dash = (text) => text.replace(/ -- /g, ' – ');
const page = (cv, body) => `<!DOCTYPE html>
<html lang="${cv.lang}"><head><meta charset="utf-8"><title>${esc(cv.first)} ${esc(cv.last)}</title>
<style>body{font-family:'Liberation Sans',Arial,sans-serif;font-size:10.5pt} h1{font-size:22pt;margin:0}
h2{font-size:12.5pt;color:#1f4e79;border-bottom:1px solid #1f4e79;margin:14pt 0 4pt} td{vertical-align:top}
p{margin:0 0 3pt}</style></head><body>
${body}
</body></html>`;

const paragraph = (text) => `<p>${esc(text)}</p>`;
const langLine = (cv) => cv.langs.map((one) => `${esc(one.label)} (${esc(one.text)})`).join(', ');

function table(cv) {
  const w = WORDS[cv.lang];
  const rows = entriesAs(
    (e) =>
      `<tr><td width="28%">${esc(dash(range(cv, e)))}</td><td><b>${esc(e.puesto)}</b><br>${esc(e.empresa)}, ${esc(e.city)}`,
    (desc) => `<br>${esc(desc)}`,
    '</td></tr>',
  );
  return page(
    cv,
    `<p align="center"><b>${esc(cv.headline.toUpperCase())}</b></p>
<h1>${esc(cv.first)} ${esc(cv.last)}</h1>
<table width="100%"><tr><td width="28%">${esc(w.phone)}</td><td>${esc(cv.phone)}</td></tr>
<tr><td>E-Mail</td><td>${esc(cv.email)}</td></tr><tr><td></td><td>${esc(cv.place)}</td></tr></table>
<h2>${esc(w.exp)}</h2><table width="100%">${rows(cv.exp)}</table>
<h2>${esc(w.edu)}</h2><table width="100%">${rows(cv.edu)}</table>
<h2>${esc(w.lang)}</h2><table width="100%">${cv.langs.map((one) => `<tr><td width="28%">${esc(one.label)}</td><td>${esc(one.text)}</td></tr>`).join('')}</table>
<h2>${esc(w.skills)}</h2><p>${esc(cv.skillsLabel)}: ${esc(cv.skills.join(', '))}</p>`,
  );
}

function gdocs(cv) {
  const w = WORDS[cv.lang];
  const entries = entriesAs(
    (e) =>
      `<p><b>${esc(e.empresa)}</b>, ${esc(e.city)} — <i>${esc(e.puesto)}</i></p>\n<p><small>${esc(dash(range(cv, e)))}</small></p>`,
    (desc) => `\n<ul><li>${esc(desc)}</li></ul>`,
  );
  return page(
    cv,
    `<h1>${esc(cv.first)} ${esc(cv.last)}</h1>
<p>${esc(cv.headline)}</p>
<p>${esc(cv.place)} · ${esc(cv.phone)} · ${esc(cv.email)}</p>
<h2>${esc(w.exp.toUpperCase())}</h2>
${entries(cv.exp)}
<h2>${esc(w.edu.toUpperCase())}</h2>
${entries(cv.edu)}
<h2>${esc(w.skills.toUpperCase())}</h2>
<ul>${cv.skills.map((one) => `<li>${esc(one)}</li>`).join('')}</ul>
<p><b>${esc(w.lang)}:</b> ${langLine(cv)}</p>`,
  );
}

function plain(cv) {
  const w = WORDS[cv.lang];
  const entries = entriesAs(
    (e) => `<p><b>${esc(e.puesto)}</b>, ${esc(e.empresa)}, ${esc(e.city)}<br>${esc(dash(range(cv, e)))}</p>`,
    paragraph,
  );
  return page(
    cv,
    `<p align="center"><b>${esc(cv.headline)}</b></p>
<h1 align="center">${esc(cv.first)} ${esc(cv.last)}</h1>
<p align="center">${esc(cv.place)} | ${esc(w.phone)}: ${esc(cv.phone)} | ${esc(cv.email)}</p>
<h2>${esc(w.exp)}</h2>
${entries(cv.exp)}
<h2>${esc(w.edu)}</h2>
${entries(cv.edu)}
<h2>${esc(w.skills)}</h2>
<p>${esc(cv.skills.join(' • '))}</p>
<p>${esc(w.lang)}: ${langLine(cv)}</p>`,
  );
}

function sidebar(cv) {
  const w = WORDS[cv.lang];
  const entries = entriesAs(
    (e) => `<p><b>${esc(e.puesto)}</b></p><p>${esc(e.empresa)} | ${esc(dash(range(cv, e)))}</p>`,
    paragraph,
  );
  return page(
    cv,
    `<table width="100%" cellpadding="8"><tr>
<td width="32%" bgcolor="#e8eef4"><h1>${esc(cv.first)}<br>${esc(cv.last)}</h1><p>${esc(cv.headline)}</p>
<h2>${esc(w.contact)}</h2><p>${esc(cv.email)}</p><p>${esc(cv.phone)}</p><p>${esc(cv.place)}</p>
<h2>${esc(w.lang)}</h2>${cv.langs.map((one) => `<p>${esc(one.label)} – ${esc(one.text)}</p>`).join('')}
<h2>${esc(w.skills)}</h2>${cv.skills.map((one) => `<p>${esc(one)}</p>`).join('')}</td>
<td><h2>${esc(w.exp)}</h2>${entries(cv.exp)}<h2>${esc(w.edu)}</h2>${entries(cv.edu)}</td></tr></table>`,
  );
}

/** The 2020 Europass editor's labels, in the three languages the corpus has it in. */
const EUROPASS = {
  en: {
    current: 'Current',
    exp: 'WORK EXPERIENCE',
    edu: 'EDUCATION AND TRAINING',
    lang: 'LANGUAGE SKILLS',
    mother: 'Mother tongue(s):',
    other: 'Other language(s):',
    digital: 'DIGITAL SKILLS',
    email: 'Email address:',
    phone: 'Phone number:',
    city: 'City:',
    grid: 'Listening|Reading|Spoken production|Spoken interaction|Writing',
  },
  fr: {
    current: 'Actuel',
    exp: 'EXPÉRIENCE PROFESSIONNELLE',
    edu: 'ÉDUCATION ET FORMATION',
    lang: 'COMPÉTENCES LINGUISTIQUES',
    mother: 'Langue(s) maternelle(s):',
    other: 'Autre(s) langue(s):',
    digital: 'COMPÉTENCES NUMÉRIQUES',
    email: 'Adresse e-mail:',
    phone: 'Numéro de téléphone:',
    city: 'Ville:',
    grid: 'Compréhension orale|Lecture|Production orale|Interaction orale|Écriture',
  },
  nl: {
    current: 'Huidig',
    exp: 'WERKERVARING',
    edu: 'ONDERWIJS EN OPLEIDING',
    lang: 'TAALVAARDIGHEDEN',
    mother: 'Moedertaal/-talen:',
    other: 'Andere talen:',
    digital: 'DIGITALE VAARDIGHEDEN',
    email: 'E-mailadres:',
    phone: 'Telefoonnummer:',
    city: 'Plaats:',
    grid: 'Luisteren|Lezen|Spreken|Gesprekken voeren|Schrijven',
  },
};

function europass2020(cv) {
  const t = EUROPASS[cv.lang];
  const when = (value) => (value === null ? t.current.toUpperCase() : showDate(value, cv.lang, 'numeric'));
  const entries = entriesAs(
    (e) =>
      `<p><small>[ ${when(e.start)} – ${when(e.end)} ]</small></p><p><b>${esc(e.puesto.toUpperCase())}</b></p>` +
      `<p><b>${esc(e.empresa)}</b></p><p>${esc(t.city)} ${esc(e.city)}</p>`,
    paragraph,
  );
  const labels = t.grid.split('|');
  const others = cv.langs.filter((one) => one.grid);
  return page(
    cv,
    `<h1>${esc(cv.first)} ${esc(cv.last)}</h1>
<p><b>${esc(t.email)}</b> ${esc(cv.email)} <b>${esc(t.phone)}</b> ${esc(cv.phone)}</p>
<p>${esc(cv.place)}</p>
<h2>${esc(t.exp)}</h2>
${entries(cv.exp)}
<h2>${esc(t.edu)}</h2>
${entries(cv.edu)}
<h2>${esc(t.lang)}</h2>
<p>${esc(t.mother)} <b>${esc(cv.mother.map((one) => one.toUpperCase()).join(' | '))}</b></p>
<p>${esc(t.other)}</p>
<table width="100%" border="1" cellpadding="3"><tr><td></td>${labels.map((one) => `<td><small>${esc(one.toUpperCase())}</small></td>`).join('')}</tr>
${others.map((one) => `<tr><td><b>${esc(one.label.toUpperCase())}</b></td>${[0, 1, 3, 2, 4].map((i) => `<td>${one.grid[i]}</td>`).join('')}</tr>`).join('\n')}
</table>
<h2>${esc(t.digital)}</h2>
<p>${esc(cv.skills.join(' | '))}</p>`,
  );
}

export function renderHtml(cv) {
  return { table, gdocs, plain, sidebar, europass2020 }[cv.style](cv);
}
