// The held-out corpus's CVs (bench/cv-corpus-heldout/README.md): invented people, in makes that bench/cv-corpus/
// does not have, written by hand for a test the extraction's rules were not tuned on. Each entry is what the CV
// shows: `when` is the date as the CV prints it, start/end the truth ("YYYY-MM" or "YYYY", null for present).
// heldout-build.mjs typesets them and writes the truth files from these same fields. The records are data, in
// heldout-cvs.json (rows read by cv-records.mjs).
import { readCvs } from './cv-records.mjs';

export const HELDOUT = readCvs(
  'heldout-cvs.json',
  ['puesto', 'empresa', 'city', 'when', 'start', 'end', 'desc'],
  ['label', 'language', 'level', 'text'],
);
