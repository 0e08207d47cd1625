// The date grammar of CV entries (docs/cv-extraction.md#dates): a range or a single date anywhere in a line, with
// month names and abbreviations, "present" and "since" words in the CV languages we read, numeric forms
// (03/2019, 03.2019, 2019-03, 01.03.2019), seasons and years alone.

/** A list written as one string, "a|b|c" (line breaks in it are not part of the words). */
const words = (list: string) => list.replace(/\n\s*/g, '').split('|');

/** Month names and abbreviations, folded (lower case, no accents), per month 1-12, in all the CV languages. */
const MONTHS: string[][] = [
  words(`january|jan|januar|janner|janv|janvier|enero|ene|gennaio|gen|styczen|stycznia|sty|januari|janeiro|
    ιανουαριοσ|ιανουαριου|ιαν|leden|ledna|gener|ianuarie|ian|tammikuu|tammikuuta|tammi`),
  words(`february|feb|februar|fevrier|fevr|fev|febrero|febbraio|luty|lutego|lut|februari|fevereiro|φεβρουαριοσ|
    φεβρουαριου|φεβ|unor|unora|febrer|februarie|febr|helmikuu|helmikuuta|helmi`),
  words(`march|mar|marz|mrz|mars|marzo|marzec|marca|maart|mrt|marco|μαρτιοσ|μαρτιου|μαρ|brezen|brezna|marc|martie|marts|marec|marcius|maaliskuu|
    maaliskuuta|maalis`),
  words(
    `april|apr|avril|avr|abril|abr|aprile|kwiecien|kwietnia|kwi|απριλιοσ|απριλιου|απρ|duben|dubna|aprilie|aprilis|huhtikuu|huhtikuuta|huhti`,
  ),
  words(`may|mai|mayo|maggio|mag|maj|maja|mei|maio|μαιοσ|μαιου|μαι|kveten|kvetna|maig|majus|toukokuu|toukokuuta|touko`),
  words(`june|jun|juni|juin|junio|giugno|giu|czerwiec|czerwca|cze|junho|ιουνιοσ|ιουνιου|ιουν|cerven|cervna|juny|
    iunie|iun|junius|kesakuu|kesakuuta|kesa`),
  words(`july|jul|juli|juillet|juil|julio|luglio|lug|lipiec|lipca|lip|julho|ιουλιοσ|ιουλιου|ιουλ|cervenec|cervence|
    juliol|iulie|iul|julius|heinakuu|heinakuuta|heina`),
  words(`august|aug|aout|agosto|ago|sierpien|sierpnia|sie|augustus|αυγουστοσ|αυγουστου|αυγ|srpen|srpna|augusti|
    agost|augusztus|elokuu|elokuuta|elo`),
  words(`september|sep|sept|septembre|septiembre|setiembre|settembre|set|wrzesien|wrzesnia|wrz|setembro|
    σεπτεμβριοσ|σεπτεμβριου|σεπ|zari|setembre|septembrie|szeptember|szept|syyskuu|syyskuuta|syys`),
  words(`october|oct|oktober|okt|octobre|octubre|ottobre|ott|pazdziernik|pazdziernika|paz|outubro|out|οκτωβριοσ|
    οκτωβριου|οκτ|rijen|rijna|octombrie|lokakuu|lokakuuta|loka`),
  words(`november|nov|novembre|noviembre|listopad|listopada|lis|novembro|νοεμβριοσ|νοεμβριου|νοε|listopadu|
    noiembrie|noi|marraskuu|marraskuuta|marras`),
  words(`december|dec|dezember|dez|decembre|diciembre|dic|dicembre|grudzien|grudnia|gru|dezembro|δεκεμβριοσ|
    δεκεμβριου|δεκ|prosinec|prosince|desembre|decembrie|desember|joulukuu|
    joulukuuta|joulu`),
];

/** Seasons and semesters, as the month they start in: "Summer 2019", "Wintersemester 2015". */
const SEASONS: [string, number][] = [
  [words('spring|fruhling|fruhjahr|printemps|primavera|wiosna|lente|jaro|sommersemester'), 4] as const,
  [words('summer|sommer|ete|estate|verano|lato|zomer|verao|leto|sommar|estiu'), 7] as const,
  [words('autumn|fall|herbst|automne|autunno|otono|jesien|herfst|outono|podzim|tardor|toamna'), 10] as const,
  [words('winter|wintersemester|hiver|inverno|invierno|zima|iarna|vinter|hivern'), 10] as const,
].flatMap(([names, month]) => names.map((name): [string, number] => [name, month]));

/** "Until now": an entry that has not ended. */
const PRESENT = words(`present|current|currently|now|today|ongoing|to date|date|heute|jetzt|aktuell|dato|bis heute|
  actuel|actuellement|aujourd'hui|auj|ce jour|a ce jour|presente|actualidad|actualmente|hoy|la fecha|oggi|attuale|
  in corso|obecnie|teraz|nadal|atual|atualmente|hoje|heden|nu|huidig|dosud|soucasnost|nyni|dnes|pagaende|idag|
  tills vidare|actualitat|avui|prezent|in prezent|τωρα|σημερα|παρον|sucasnost|jelenleg|napjainkig|
  nykyhetki|nyt|i dag|dags dato`);

/** "Since March 2019": a start and an open end. */
const SINCE = words(`since|seit|ab|depuis|dal|dall'|dalla|dallo|desde|des de|od|sinds|vanaf|sedan|fran|din|απο|
  a partir de|from`);

/** Words between the two ends of a range, besides dashes. */
const TO = words('to|until|till|bis|a|au|al|hasta|do|tot|t/m|pana la|pana|la|εωσ|μεχρι|fins a|fins|ate|ao');

const escapeWord = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const alternation = (list: string[]) =>
  [...list]
    .sort((a, b) => b.length - a.length)
    .map(escapeWord)
    .join('|');

const MONTH_INDEX = new Map(MONTHS.flatMap((names, i) => names.map((name): [string, number] => [name, i + 1])));
const SEASON_INDEX = new Map(SEASONS);

const NOT_LETTER = '(?<!\\p{L})';
const END_LETTER = '(?!\\p{L})';
const YEAR = '(?:1[5-9]|20)\\d{2}';
const NAMED = `${NOT_LETTER}(${alternation([...MONTH_INDEX.keys(), ...SEASON_INDEX.keys()])})${END_LETTER}\\.?`;
// One point, 7 groups: a month name or season and its year ("März 2019", "marzo de 2020", "d'abril 2020", "Apr,
// 2018" as JSON Resume themes print it); a month
// and a year in numbers, maybe after a day (03/2019, 01.03.2019); a year and a month (2019-03); a year alone.
const POINT = [
  `${NAMED}(?:\\s*de|,)?\\s*(${YEAR})`,
  `(?<![\\d.,])(?:\\d{1,2}[./]\\s?)?(\\d{1,2})\\s?[./-]\\s?(${YEAR})`,
  `(?<![\\d.,])(${YEAR})[-/](\\d{1,2})(?!\\d)`,
  `(?<![\\d.,])(${YEAR})`,
]
  .map((form) => `(?:${form})`)
  .join('|');
const SEP = `\\s*(?:[-–—]+|\\s(?:${alternation(TO)})\\s)\\s*`;
const PRESENT_WORD = `${NOT_LETTER}(${alternation(PRESENT)})${END_LETTER}\\.?`;
// Groups: 1 since, 2-8 start, 9-15 end, 16 present, 17 "ff." (German "1847 ff.": and after).
const RANGE_RE = new RegExp(
  `(?:${NOT_LETTER}(${alternation(SINCE)})\\s+)?(?:${POINT})(?!\\d)(?:${SEP}(?:(?:${POINT})(?!\\d)|${PRESENT_WORD}|(?=$|[\\])}]))|\\s+(ff)\\.)?`,
  'gu',
);

/** A month name and a dash or "to" word just before a dated month: the start of "April to May 1581". */
const LEADING_MONTH = new RegExp(`${NOT_LETTER}(${alternation([...MONTH_INDEX.keys()])})\\.?${SEP}$`, 'u');

export type DateRange = {
  /** `YYYY-MM-01`; a year alone reads as January. */
  start: string;
  /** `YYYY-MM-01`, or null when the entry goes on ("heute", "seit 2021"). */
  end: string | null;
  /** True when the range stops after its dash ("März 2019 –"): its end may be on the next line. */
  open: boolean;
  /** Where the dates are in the line, to take them out of it. */
  index: number;
  length: number;
};

/** Lower case without accents, one character for one, so that positions in it are positions in the line. */
function foldKeepingLength(text: string): string {
  let out = '';
  for (const char of text) {
    const base = char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const one = base.length === char.length ? base : char;
    out += one.replace('ł', 'l').replace('ς', 'σ');
  }
  return out;
}

/**
 * Hungarian writes the year first ("2019. március"): turned round, its length kept ("marcius. 2019"), so that the
 * grammar reads it and positions in the text stay positions in the line.
 */
const yearFirst = (text: string) =>
  text.replace(/(?<![\d.])((?:1[5-9]|20)\d{2})\. (\p{L}+)(\.?)/gu, (whole, year: string, name: string, dot: string) =>
    MONTH_INDEX.has(name) ? `${name}.${dot ? '  ' : ' '}${year}` : whole,
  );

type Point = { year: string; month: number | null };

function pointOf(parts: (string | undefined)[]): Point | null {
  const [named, namedYear, numMonth, numYear, isoYear, isoMonth, year] = parts;
  if (namedYear) {
    const key = named?.replace(/\.$/, '') ?? '';
    return { year: namedYear, month: MONTH_INDEX.get(key) ?? SEASON_INDEX.get(key) ?? null };
  }
  if (numYear) return { year: numYear, month: Number(numMonth) };
  if (isoYear) return { year: isoYear, month: Number(isoMonth) };
  return year ? { year, month: null } : null;
}

const iso = (p: Point) => `${p.year}-${String(p.month && p.month <= 12 ? p.month : 1).padStart(2, '0')}-01`;

/**
 * How long a range lasted, printed after it by LinkedIn and JSON Resume themes ("3 years 2 months", "(2 Jahre)",
 * "· 1 an 3 mois"): part of the dates, not of the title beside them.
 */
const DURATION =
  /^\s*[·•(,–-]?\s*(?:\d{1,2}\s*(?:years?|yrs?|months?|mos?|jahre?|monate?|ans?|mois|anos?|meses?|anni|anno|mesi|mese|lat[a]?|rok|roky|let|miesiecy|miesiace|miesiac|jaar|maanden|maand|ar|manader|manad|mesos|anys?)\.?\s*){1,2}\)?(?!\p{L})/u;

/** Whether a text is only a duration ("3 years 2 months" in a cell of its own beside the dates). */
export const isDuration = (text: string) => {
  const found = foldKeepingLength(text).match(DURATION);
  return !!found && !text.slice(found[0].length).trim();
};

/** The range with the duration after it, when there is one. */
function withDuration(text: string, range: DateRange): DateRange {
  const tail = text.slice(range.index + range.length).match(DURATION);
  return tail ? { ...range, length: range.length + tail[0].length } : range;
}

/**
 * The first date range in a line, or its first date when it has no range ("Juin 1997": start and end alike), or
 * null. "since" forms and a present end give a null end.
 */
export function findDates(line: string): DateRange | null {
  const text = yearFirst(foldKeepingLength(line));
  for (const found of text.matchAll(RANGE_RE)) {
    const start = pointOf(found.slice(2, 9));
    if (!start) continue;
    let end = pointOf(found.slice(9, 16));
    const base = { index: found.index ?? 0, length: found[0].length };
    const after = text.slice(base.index + base.length);
    const before = text.slice(0, base.index);
    // "1577–78": the end's century is the start's.
    const short = !end && found[16] === undefined ? after.match(/^\s*[-–—]\s*(\d{2})(?![\d.,])/) : null;
    if (short) {
      end = { year: `${start.year.slice(0, 2)}${short[1]}`, month: null };
      base.length += short[0].length;
    }
    // "April to May 1581", "Jan – Mar 2019": the start's month before it, its year the end's.
    const lead = end ? null : before.match(LEADING_MONTH);
    if (lead && start.month !== null) {
      end = { ...start };
      start.month = MONTH_INDEX.get(lead[1]) ?? null;
      base.index -= lead[0].length;
      base.length += lead[0].length;
    }
    if (end) return withDuration(text, { ...base, start: iso(start), end: iso(end), open: false });
    if (found[16] !== undefined || found[17] !== undefined || found[1] !== undefined) {
      return withDuration(text, { ...base, start: iso(start), end: null, open: false });
    }
    if (/[-–—]\s*$/.test(found[0])) return { ...base, start: iso(start), end: null, open: true };
    return { ...base, start: iso(start), end: iso(start), open: false };
  }
  return null;
}

const PIECE_WORDS = new Set([...MONTH_INDEX.keys(), ...SEASON_INDEX.keys(), ...PRESENT, ...SINCE, ...TO]);

/** True when a text is only a date or a piece of one ("September", "2013 – Juli", "heute"): a margin's wrap. */
export function isDatePiece(text: string): boolean {
  const folded = foldKeepingLength(text)
    .replace(/[\s\-–—.,()[\]{}]+/g, ' ')
    .trim();
  if (!folded) return false;
  return folded
    .split(' ')
    .every((word) => /^\d{1,4}$/.test(word) || /^\d{1,2}\/\d{2,4}$/.test(word) || PIECE_WORDS.has(word));
}
