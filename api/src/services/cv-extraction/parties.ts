// Which text of an entry is its title and which its organisation (docs/cv-extraction.md#entries). CVs write
// "Title, Organisation, City", "Organisation, City — Title" (Google Docs), the employer above the title (moderncv
// banking), or the title above the employer (Europass); the words an organisation's name carries (a legal form, a
// kind of school) and those of a degree tell the two apart where the layout does not.
import { fold } from './headings';

const words = (list: string) => list.replace(/\n\s*/g, '').split('|');

/** Words of organisations' names, folded: legal forms, schools, institutions, in the CV languages. */
const ORG_WORDS = new Set(
  words(`gmbh|ag|kg|ohg|ev|e.v.|se|ltd|limited|inc|llc|plc|corp|co|sa|s.a.|sl|s.l.|srl|s.r.l.|spa|s.p.a.|sp.|o.o.|
  bv|b.v.|nv|n.v.|ab|a.s.|s.r.o.|oy|sas|sarl|ltda|lda|ae|οε|επε|university|universitat|universite|universita|
  universidad|universidade|uniwersytet|universiteit|univerzita|universitet|universitatea|πανεπιστημιο|hochschule|
  fachhochschule|college|school|schule|gymnasium|berufsschule|landesberufsschule|lycee|liceo|instituto|institut|
  institute|istituto|politecnico|politechnika|polytechnic|academy|akademie|akademia|academia|ecole|escuela|escola|
  scuola|szkola|hogeschool|skola|gymnasiet|high school|company|group|gruppe|gruppo|grupo|bank|banca|banco|
  hospital|klinikum|ospedale|policlinico|agency|agentur|agencia|agenzia|ministry|ministerium|ministere|ministerio|
  wifi|iufm|tu|eth|epfl|kanzlei|studio|atelier|partners|partner|consulting|services|solutions|technologies`),
);

/** Words of degrees and qualifications, folded. */
const DEGREE_WORDS = new Set(
  words(`bachelor|master|msc|m.sc.|bsc|b.sc.|ba|ma|mba|phd|ph.d.|dr|diplom|diploma|licence|laurea|grado|grau|
  master's|magister|magistr|inzynier|licencjat|abitur|matura|bachillerato|baccalaureat|bac|licenciatura|mestrado|
  doutoramento|doctorat|dottorato|doktorat|πτυχιο|μεταπτυχιακο|bakalar|inzenyr|kandidatexamen|masterexamen|
  certificate|certificat|certificado|zertifikat|ausbildung|lehre|lehrabschluss|diplome|maturita|licentiate|
  hbo|mbo|wo|hnd|btec|a-levels|gcse|capes|bts|dut|cap|hons`),
);

const wordsOf = (text: string) =>
  fold(text)
    .split(/[\s,()]+/)
    .filter(Boolean);
const looksOrg = (text: string) => wordsOf(text).some((w) => ORG_WORDS.has(w) || ORG_WORDS.has(w.replace(/\.$/, '')));
export const looksDegree = (text: string) => wordsOf(text).some((w) => DEGREE_WORDS.has(w));

/** " — ", " | ", " @ ", " at ": a title and an organisation on one line. */
const STRONG = /\s+[—–|@]\s+|\s+-\s+|\s+at\s+/;
const COMMAS = /\s*,\s+|\s+,\s*/;

/** A description rather than a name: a sentence that ends with a full stop, or a long text. */
const isSentence = (text: string) =>
  text.length > 90 || (/\p{Ll}{3,}\.\s*$/u.test(text) && text.split(/\s+/).length > 4);

/**
 * The organisation from its comma-separated parts: a short last part is the place ("Neckar Software AG, Stuttgart",
 * "Spedition Hartmann KG, Halle (Saale)"); a long one is the name's ("ONAC, Lycées privés hors contrat …").
 */
function orgOf(segments: string[]): string | null {
  const place = segments.length > 1 ? (segments.at(-1) ?? '') : '';
  const kept = place && place.trim().split(/\s+/).length <= 3 ? segments.slice(0, -1) : segments;
  return clean(kept.join(', '));
}

const clean = (text: string | undefined) =>
  text
    ?.replace(/^[\s,;:•·]+|[\s,;:•·]+$/g, '')
    .replace(/(?<=\p{Ll}{2})\.$/u, '')
    .trim() || null;

/**
 * "Title, Org" or "Org — Title" on one line: the line says both. `strict`: under a line of its own, "Org, City"
 * is no title and organisation; "Title, Org, City" is.
 */
export const saysBoth = (text: string | undefined, strict = false) =>
  Boolean(text && (text.split(STRONG).length > 1 || text.split(COMMAS).length > (strict ? 2 : 1)));

/**
 * The title and organisation of an entry from its lines of text (each a list of cells; a line's later cells are
 * places). `restIsTitle`: the last line is the one beside the dates, under the organisation (moderncv banking).
 */
export function orderParts(lines: string[][], restIsTitle: boolean): { title: string; org: string | null } | null {
  const mains = joinWraps(lines.map((cells) => cells[0]).filter((text): text is string => Boolean(text?.trim())));
  if (!mains.length) return null;
  let title: string | null;
  let org: string | null;
  let first = restIsTitle ? (mains.at(-1) as string) : mains[0];
  let second = restIsTitle ? mains[0] : mains[1];
  // "Org, City" beside the dates under a title (a Word table's rows): the title is above.
  if (restIsTitle && second && COMMAS.test(first) && !COMMAS.test(second)) [first, second] = [second, first];
  const strong = first.split(STRONG);
  const commas = first.split(COMMAS);
  const inBrackets = second?.match(/^([^()]*?)\s*\(([^()]+)\)$/);
  if (inBrackets && !isSentence(second as string) && (!inBrackets[1] || looksOrg(inBrackets[2]))) {
    // "C2I N2E, Certificat Informatique et Internet" / "Niveau 2 Enseignant (IUFM Mérignac)": the school in brackets
    // at the end of the title, which may wrap.
    title = clean(`${first} ${inBrackets[1]}`);
    org = clean(inBrackets[2]);
  } else if (strong.length > 1) {
    const [a, b] = [strong[0], strong.slice(1).join(' - ')];
    // "Org, City — Title": the part with the city is the organisation's.
    const orgFirst = a.includes(',') && !b.includes(',');
    title = clean(orgFirst ? b : a);
    org = orgOf((orgFirst ? a : b).split(COMMAS));
  } else if (
    commas.length > 1 &&
    !/^(and|und|et|y|e|i|och|en|oraz|a|si|και)\s/i.test(commas[1]) &&
    // "Inženýrka, obor Účetnictví a daně" above "Mendelova univerzita v Brně": the comma is the title's own.
    !(second && !isSentence(second) && looksOrg(second) && !looksOrg(commas.slice(1).join(' ')))
  ) {
    title = clean(commas[0]);
    org = orgOf(commas.slice(1));
    // "Máster en Ciencia de Datos, Universidad" / "Politécnica de Madrid, Madrid.": the name goes on below.
    const below = second && !isSentence(second) ? second.split(COMMAS)[0] : null;
    if (org && below && commas.length === 2 && (org.endsWith('-') || !org.includes(' '))) {
      org = org.endsWith('-') ? `${org.slice(0, -1)}${below}` : `${org} ${below}`;
    }
  } else {
    title = clean(first);
    org = second && !isSentence(second) ? orgOf(second.split(COMMAS)) : null;
  }
  // "Licence de Mathématiques pures (Université Bordeaux 1)": the organisation in brackets after the title.
  const bracketed = title?.match(/^(.+?)\s*\(([^()]+)\)$/);
  if (bracketed && looksOrg(bracketed[2]) && !org) [title, org] = [bracketed[1], bracketed[2]];
  if (!title || title.length > 100) return null;
  if (org && ((looksOrg(title) && !looksOrg(org)) || (looksDegree(org) && !looksDegree(title)))) {
    [title, org] = [org, title];
  }
  return { title, org };
}

/**
 * Lines that go on: a word hyphenated at the line's end ("Education Na-" / "tionale"), a bracket left open, a next
 * line that starts in lower case ("Lycées privés hors" / "contrat ACADIS").
 */
function joinWraps(mains: string[]): string[] {
  const out: string[] = [];
  for (const text of mains) {
    const last = out.at(-1);
    if (last && /\p{L}-$/u.test(last) && /^\p{Ll}/u.test(text)) out[out.length - 1] = `${last.slice(0, -1)}${text}`;
    else if (
      last &&
      ((last.match(/\(/g)?.length ?? 0) > (last.match(/\)/g)?.length ?? 0) ||
        (/^\p{Ll}/u.test(text) && !/[.;:!?]$/.test(last)))
    ) {
      out[out.length - 1] = `${last} ${text}`;
    } else out.push(text);
  }
  return out;
}
