// The corpus's own CVs (bench/cv-corpus/README.md): invented people, typeset by build.mjs from public templates
// (LaTeX classes shipped by Debian's TeX Live, and Word documents written with LibreOffice). Each entry is what the
// CV shows; build.mjs writes its truth file from it. Dates are "YYYY-MM" or "YYYY"; null is "present". The records
// are data, in cvs.json (rows read by cv-records.mjs).
// render: moderncv (style), europasscv, sidebar (LaTeX, two columns), word (LibreOffice; table, gdocs, sidebar,
// europass2020). dates: how the CV writes them (words.mjs#showDate).
import { readCvs } from './cv-records.mjs';

export const CVS = readCvs(
  'cvs.json',
  ['puesto', 'empresa', 'city', 'start', 'end', 'desc'],
  ['label', 'language', 'level', 'text', 'grid'],
);
