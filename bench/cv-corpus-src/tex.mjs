// LaTeX sources of the corpus's own CVs: moderncv (its five styles), europasscv (the 2013 Europass layout with its
// language grid) and a two-column page with a sidebar in the manner of AltaCV (icons, tags, dates beside the title).
import { entriesAs, range } from './entries.mjs';
import { WORDS } from './words.mjs';

const esc = (text) =>
  String(text ?? '')
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}');

const fonts = (cv) =>
  (cv.engine ?? 'pdflatex') === 'xelatex'
    ? '\\usepackage{fontspec}\n\\setmainfont{DejaVu Serif}\n\\setsansfont{DejaVu Sans}\n'
    : '\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n\\usepackage{lmodern}\n';

function moderncv(cv) {
  const w = WORDS[cv.lang];
  const entries = (list) =>
    list
      .map(
        (e) => `\\cventry{${esc(range(cv, e))}}{${esc(e.puesto)}}{${esc(e.empresa)}}{${esc(e.city)}}{}{${esc(e.desc)}}`,
      )
      .join('\n');
  return `\\documentclass[11pt,a4paper,sans]{moderncv}
\\moderncvstyle{${cv.style}}
\\moderncvcolor{blue}
${fonts(cv)}\\usepackage[scale=0.8]{geometry}
\\name{${esc(cv.first)}}{${esc(cv.last)}}
\\title{${esc(cv.headline)}}
\\address{${esc(cv.place)}}{}{}
\\phone[mobile]{${esc(cv.phone)}}
\\email{${esc(cv.email)}}
\\begin{document}
\\makecvtitle
\\section{${esc(w.exp)}}
${entries(cv.exp)}
\\section{${esc(w.edu)}}
${entries(cv.edu)}
\\section{${esc(w.lang)}}
${cv.langs.map((one) => `\\cvitemwithcomment{${esc(one.label)}}{${esc(one.text)}}{}`).join('\n')}
\\section{${esc(w.skills)}}
\\cvitem{${esc(cv.skillsLabel)}}{${esc(cv.skills.join(', '))}}
\\end{document}
`;
}

const BABEL = {
  en: 'english',
  de: 'german',
  fr: 'french',
  es: 'spanish',
  it: 'italian',
  pl: 'polish',
  pt: 'portuguese',
  el: 'greek',
  cs: 'czech',
  ro: 'romanian',
  sv: 'swedish',
  ca: 'catalan',
};
const PERSONAL = {
  en: 'Personal skills',
  de: 'Persönliche Fähigkeiten',
  es: 'Competencias personales',
  it: 'Competenze personali',
  pl: 'Umiejętności osobiste',
  pt: 'Competências pessoais',
  el: 'Ατομικές δεξιότητες',
  cs: 'Osobní dovednosti',
  ro: 'Competențe personale',
  fr: 'Compétences personnelles',
};

function europasscv(cv) {
  const w = WORDS[cv.lang];
  const entries = entriesAs(
    (e) => `\\ecvtitle{${esc(range(cv, e))}}{${esc(e.puesto)}}\n\\ecvitem{}{${esc(e.empresa)}, ${esc(e.city)}}`,
    (desc) => `\n\\ecvitem{}{${esc(desc)}}`,
  );
  const others = cv.langs.filter((one) => one.grid);
  const grid = others
    .map((one, i) => `\\ecv${i === others.length - 1 ? 'last' : ''}language{${esc(one.label)}}{${one.grid.join('}{')}}`)
    .join('\n');
  const xe = (cv.engine ?? 'pdflatex') === 'xelatex';
  return `\\documentclass[${BABEL[cv.lang]},a4paper]{europasscv}
${xe ? '\\usepackage{fontspec}\n\\setmainfont{DejaVu Sans}\n\\setsansfont{DejaVu Sans}\n' : ''}\\usepackage[${BABEL[cv.lang]}]{babel}
\\ecvname{${esc(cv.first)} ${esc(cv.last)}}
\\ecvaddress{${esc(cv.place)}}
\\ecvmobile{${esc(cv.phone)}}
\\ecvemail{${esc(cv.email)}}
\\begin{document}
\\begin{europasscv}
\\ecvpersonalinfo
\\ecvsection{${esc(w.exp)}}
${entries(cv.exp)}
\\ecvsection{${esc(w.edu)}}
${entries(cv.edu)}
\\ecvsection{${esc(PERSONAL[cv.lang])}}
\\ecvmothertongue{${esc(cv.mother.join(', '))}}
\\ecvlanguageheader
${grid}
\\ecvlanguagefooter
\\ecvblueitem{${esc(cv.skillsLabel)}}{${esc(cv.skills.join(', '))}}
\\end{europasscv}
\\end{document}
`;
}

function sidebar(cv) {
  const w = WORDS[cv.lang];
  const entries = entriesAs(
    (e) =>
      `{\\large\\bfseries ${esc(e.puesto)}}\\\\\n{\\color{accent}${esc(e.empresa)}}\\\\\n{\\small\\faCalendar*~${esc(range(cv, e))}\\hfill\\faMapMarker*~${esc(e.city)}}`,
    (desc) => `\\\\\n{\\small ${esc(desc)}}`,
    '\\par\\medskip',
  );
  const side = `\\cvsection{${esc(w.contact)}}
\\faEnvelope~${esc(cv.email)}\\\\
\\faPhone~${esc(cv.phone)}\\\\
\\faMapMarker*~${esc(cv.place)}
\\cvsection{${esc(w.lang)}}
${cv.langs.map((one) => `\\textbf{${esc(one.label)}} \\hfill ${esc(one.text)}\\\\`).join('\n')}
\\cvsection{${esc(w.skills)}}
${cv.skills.map((one) => `\\cvtag{${esc(one)}}`).join('\n')}
`;
  const main = `\\cvsection{${esc(w.exp)}}
${entries(cv.exp)}
\\cvsection{${esc(w.edu)}}
${entries(cv.edu)}
`;
  const left = cv.right ? main : side;
  const right = cv.right ? side : main;
  return `\\documentclass[10pt,a4paper]{article}
${fonts(cv)}\\usepackage[margin=1.5cm]{geometry}
\\usepackage{xcolor,fontawesome5,tcolorbox}
\\definecolor{accent}{HTML}{8F0D0D}
\\renewcommand{\\familydefault}{\\sfdefault}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
\\newcommand{\\cvsection}[1]{\\par\\bigskip{\\color{accent}\\Large\\bfseries\\MakeUppercase{#1}}\\par\\smallskip\\hrule\\medskip}
\\newcommand{\\cvtag}[1]{\\tcbox[on line,size=small,colback=white,colframe=black!40,boxrule=0.4pt]{#1}}
\\begin{document}
{\\Huge\\bfseries ${esc(cv.first)} ${esc(cv.last)}}\\par
{\\large\\color{accent}${esc(cv.headline)}}\\par\\bigskip
\\begin{minipage}[t]{${cv.right ? '0.62' : '0.33'}\\textwidth}
${left}\\end{minipage}\\hfill
\\begin{minipage}[t]{${cv.right ? '0.33' : '0.62'}\\textwidth}
${right}\\end{minipage}
\\end{document}
`;
}

/** The labels of the Europass layout of 2004-2012 (europecv), as the Europass editor wrote them. */
const OLD_EUROPASS = {
  it: {
    exp: 'Esperienza professionale',
    dates: 'Date',
    job: 'Lavoro o posizione ricoperti',
    tasks: 'Principali attività e responsabilità',
    employer: 'Nome e indirizzo del datore di lavoro',
    edu: 'Istruzione e formazione',
    title: 'Titolo della qualifica rilasciata',
    school: "Nome e tipo d'organizzazione erogatrice dell'istruzione e formazione",
    personal: 'Capacità e competenze personali',
  },
  de: {
    exp: 'Berufserfahrung',
    dates: 'Zeitraum',
    job: 'Beruf oder Funktion',
    tasks: 'Wichtigste Tätigkeiten und Zuständigkeiten',
    employer: 'Name und Adresse des Arbeitgebers',
    edu: 'Schul- und Berufsbildung',
    title: 'Bezeichnung der erworbenen Qualifikation',
    school: 'Name und Art der Bildungs- oder Ausbildungseinrichtung',
    personal: 'Persönliche Fähigkeiten und Kompetenzen',
  },
  es: {
    exp: 'Experiencia laboral',
    dates: 'Fechas',
    job: 'Profesión o cargo desempeñado',
    tasks: 'Funciones y responsabilidades principales',
    employer: 'Nombre y dirección de la empresa o empleador',
    edu: 'Educación y formación',
    title: 'Cualificación obtenida',
    school: 'Nombre y tipo del centro de estudios',
    personal: 'Capacidades y competencias personales',
  },
};
const LEVEL_MACRO = (level) => `\\ecv${level[0]}${level[1] === '1' ? 'One' : 'Two'}`;

function europecv(cv) {
  const t = OLD_EUROPASS[cv.lang];
  const job = (e) =>
    `\\ecvitem{${esc(t.dates)}}{${esc(range(cv, e))}}\n\\ecvitem{${esc(t.job)}}{${esc(e.puesto)}}\n` +
    (e.desc ? `\\ecvitem{${esc(t.tasks)}}{${esc(e.desc)}}\n` : '') +
    `\\ecvitem[10pt]{${esc(t.employer)}}{${esc(e.empresa)}, ${esc(e.city)}}`;
  const course = (e) =>
    `\\ecvitem{${esc(t.dates)}}{${esc(range(cv, e))}}\n\\ecvitem{${esc(t.title)}}{${esc(e.puesto)}}\n\\ecvitem[10pt]{${esc(t.school)}}{${esc(e.empresa)}, ${esc(e.city)}}`;
  const others = cv.langs.filter((one) => one.grid);
  // Italian Europass CVs of that time often wrote the surname first ("Cognome Nome").
  const name = cv.lang === 'it' ? `${cv.last} ${cv.first}` : `${cv.first} ${cv.last}`;
  return `\\documentclass[${BABEL[cv.lang]},a4paper]{europecv}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage[${BABEL[cv.lang]}]{babel}
\\usepackage{graphicx,hyperref}
\\renewcommand*\\draweuropasslogo{}
\\usepackage[a4paper,height=24.2truecm,width=17.5truecm]{geometry}
\\ecvname{${esc(name)}}
\\ecvaddress{${esc(cv.place)}}
\\ecvtelephone{${esc(cv.phone)}}
\\ecvemail{${esc(cv.email)}}
\\begin{document}
\\begin{europecv}
\\ecvpersonalinfo
\\section{${esc(t.exp)}}
${cv.exp.map(job).join('\n')}
\\section{${esc(t.edu)}}
${cv.edu.map(course).join('\n')}
\\section{${esc(t.personal)}}
\\ecvmothertongue{${esc(cv.mother.join(', '))}}
\\ecvlanguageheader{(*)}
${others.map((one, i) => `\\ecv${i === others.length - 1 ? 'last' : ''}language{${esc(one.label)}}{${one.grid.map(LEVEL_MACRO).join('}{')}}`).join('\n')}
\\ecvlanguagefooter{(*)}
\\ecvitem{${esc(cv.skillsLabel)}}{${esc(cv.skills.join(', '))}}
\\end{europecv}
\\end{document}
`;
}

export function renderTex(cv) {
  if (cv.render === 'europecv') return europecv(cv);
  if (cv.render === 'moderncv') return moderncv(cv);
  if (cv.render === 'europasscv') return europasscv(cv);
  return sidebar(cv);
}
