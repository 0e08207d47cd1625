// LaTeX sources of the held-out corpus (heldout-build.mjs): classes of Debian's TeX Live that bench/cv-corpus/
// does not use: curve (rubrics in files of their own), currvita (cv lists), harnon-cv (a timeline), and a plain
// article with \section* and a tabular, the way many write their CV by hand. Each returns { 'cv.tex': ..., ... }.
const tex = (text) =>
  String(text ?? '')
    .replace(/\\/g, '\\textbackslash{}')
    .replace(/([&%$#_{}])/g, '\\$1')
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/–/g, '--');
const preamble = (cls, extra = '') => `\\documentclass[a4paper,11pt]{${cls}}
\\usepackage[utf8]{inputenc}
\\usepackage[T1]{fontenc}
\\usepackage{lmodern}
${extra}
`;
const langLine = (one) => `${tex(one.label)}: ${tex(one.text)}`;

export function texCurve(cv) {
  const rubric = (title, body) => `\\begin{rubric}{${tex(title)}}\n${body}\n\\end{rubric}\n`;
  const entries = (list) =>
    list
      .map((e) => `\\entry*[${tex(e.when)}] \\textbf{${tex(e.puesto)}}, ${tex(e.empresa)}, ${tex(e.city)}`)
      .join('\n');
  return {
    'exp.tex': rubric(cv.h.exp, entries(cv.exp)),
    'edu.tex': rubric(cv.h.edu, entries(cv.edu)),
    'lang.tex': rubric(cv.h.lang, cv.langs.map((one) => `\\entry*[${tex(one.label)}] ${tex(one.text)}`).join('\n')),
    'skills.tex': rubric(cv.h.skills, `\\entry* ${cv.skills.map(tex).join(', ')}`),
    'cv.tex': `${preamble('curve')}
\\leftheader{${tex(cv.email)}\\\\ ${tex(cv.phone)}}
\\rightheader{${tex(cv.place)}}
\\title{${tex(cv.shown ?? cv.name)}}
\\subtitle{${tex(cv.headline)}}
\\begin{document}
\\makeheaders[c]
\\maketitle
\\makerubric{exp}
\\makerubric{edu}
\\makerubric{lang}
\\makerubric{skills}
\\end{document}
`,
  };
}

export function texCurrvita(cv) {
  const items = (list) =>
    list
      .map((e) => `\\item[${tex(e.when)}] \\textbf{${tex(e.puesto)}}\\newline ${tex(e.empresa)}, ${tex(e.city)}`)
      .join('\n');
  return {
    'cv.tex': `${preamble('article', '\\usepackage[LabelsAligned]{currvita}\n\\usepackage[margin=2.5cm]{geometry}')}
\\begin{document}
\\begin{cv}{${tex(cv.name)}}
\\begin{cvlist}{}
\\item ${tex(cv.headline)}
\\item ${tex(cv.place)}
\\item Tlf.: ${tex(cv.phone)} \\quad E-mail: ${tex(cv.email)}
\\end{cvlist}
\\begin{cvlist}{${tex(cv.h.exp)}}
${items(cv.exp)}
\\end{cvlist}
\\begin{cvlist}{${tex(cv.h.edu)}}
${items(cv.edu)}
\\end{cvlist}
\\begin{cvlist}{${tex(cv.h.lang)}}
${cv.langs.map((one) => `\\item[${tex(one.label)}] ${tex(one.text)}`).join('\n')}
\\end{cvlist}
\\begin{cvlist}{${tex(cv.h.skills)}}
\\item ${cv.skills.map(tex).join(', ')}
\\end{cvlist}
\\end{cv}
\\end{document}
`,
  };
}

export function texHarnon(cv) {
  const items = (list) =>
    list
      .map(
        (e) =>
          `\\timelineitem{${tex(e.when)}}{\\addsubheader{${tex(e.puesto)}}\n\\addcallout{${tex(e.empresa)}, ${tex(e.city)}}}\n\\timelinespacer`,
      )
      .join('\n');
  return {
    'cv.tex': `\\documentclass{harnon-cv}
\\usepackage[utf8]{inputenc}
\\begin{document}
\\adddocumentheader{${tex(cv.name)}}

${tex(cv.headline)} \\hfill ${tex(cv.place)}\\\\
${tex(cv.phone)} \\hfill ${tex(cv.email)}

\\addheadertext{${tex(cv.h.exp)}}
\\starttimeline
${items(cv.exp)}
\\stoptimeline

\\addheadertext{${tex(cv.h.edu)}}
\\starttimeline
${items(cv.edu)}
\\stoptimeline

\\addheadertext{${tex(cv.h.lang)}}
${cv.langs.map((one) => `\\addcallout{${langLine(one)}}\\\\`).join('\n')}

\\addheadertext{${tex(cv.h.skills)}}
${cv.skills.map(tex).join(' \\textbullet{} ')}
\\end{document}
`,
  };
}

export function texArticle(cv) {
  const rows = (list) =>
    list
      .map((e) => `${tex(e.when)} & \\textbf{${tex(e.puesto)}}\\newline ${tex(e.empresa)}, ${tex(e.city)} \\\\[4pt]`)
      .join('\n');
  const table = (body) => `\\noindent\\begin{tabular}{@{}p{3.4cm}p{12.2cm}@{}}\n${body}\n\\end{tabular}\n`;
  return {
    'cv.tex': `${preamble('article', '\\usepackage[margin=2cm]{geometry}\n\\usepackage{titlesec}\n\\titleformat{\\section}{\\large\\bfseries\\scshape}{}{0pt}{}[\\titlerule]\n\\pagestyle{empty}')}
\\begin{document}
\\begin{center}
{\\Huge\\bfseries ${tex(cv.name)}}\\\\[4pt]
${tex(cv.headline)}\\\\[2pt]
${tex(cv.place)} \\textbullet{} ${tex(cv.phone)} \\textbullet{} ${tex(cv.email)}
\\end{center}
\\section*{${tex(cv.h.exp)}}
${table(rows(cv.exp))}
\\section*{${tex(cv.h.edu)}}
${table(rows(cv.edu))}
\\section*{${tex(cv.h.lang)}}
${table(cv.langs.map((one) => `${tex(one.label)} & ${tex(one.text)} \\\\`).join('\n'))}
\\section*{${tex(cv.h.skills)}}
${cv.skills.map(tex).join(', ')}
\\end{document}
`,
  };
}
