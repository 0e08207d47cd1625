// Languages and their levels, in the board's languages and on SPEC's scale (docs/product-rules.md#cv-extraction,
// docs/cv-extraction.md#languages): one per line ("Deutsch (Muttersprache)", "Inglés: C1"), several on one line
// ("Languages: English (native), German (basic)"), a name on one line and its level on the next, and the Europass
// grid (five CEFR levels after the name; the mother tongue under its own label).
import { languageOfName } from './language-names';
import { fold } from './sections';

/** Level words, folded, to SPEC's scale: 1 basic A1-A2, 2 intermediate B1-B2, 3 advanced C1-C2, 4 mother tongue. */
const L = '(?<![\\p{L}])';
const E = '(?![\\p{L}])';
const LEVELS: [RegExp, number][] = [
  [
    new RegExp(
      `${L}(muttersprach|erstsprache|native|mother tongue|first language|lengua materna|idioma materno|nativ[oae]${E}|langue maternelle|natif|madre ?lingua|lingua madre|lingua materna|ojczyst|μητρικ|moedertaal|modersmal|matersk|rodil|limba materna|llengua materna|anyanyelv|materinsk|aidinkiel)`,
      'u',
    ),
    4,
  ],
  // Compounds that contain an advanced word but mean intermediate ("średniozaawansowany", "středně pokročilý").
  [new RegExp(`${L}(srednio|stredne|upper.intermediate|pre.intermediate|mittelstufe)`, 'u'), 2],
  [
    new RegExp(
      `${L}(verhandlungssicher|flie(ss|ß)end|sehr gute?${E}|fluent|fluency|proficien|advanced|excellent|fluid[oa]${E}|avanzad|courant|avance|tres bon|bilingu|avanzat|ottim|molto buon|fluente|avancad|zaawansowan|biegl|plynn|αριστ|αψογ|πολυ καλ|προχωρημεν|vloeiend|uitstekend|zeer goed|flytande|avancerad|mycket god|pokrocil|vyborn|avansat|avancat|experimentat|felsofok|flydende|erinomai|sujuva)`,
      'u',
    ),
    3,
  ],
  [
    new RegExp(
      `${L}(intermedi|gut${E}|gute${E}|good${E}|conversational|working knowledge|buon[oa]?${E}|discret[oa]${E}|bon${E}|bonne${E}|dobr[aey]?${E}|komunikatywn|καλ[ηαο]${E}|μετρι|μεσ|bom${E}|boa${E}|redelijk|goed${E}|gemiddeld|god${E}|goda${E}|mellan|dobr[aáeé]|mediu${E}|selbstandig|independent|autonom|kozepfok|hyva${E}|tyydyttava|godt${E}|gode${E})`,
      'u',
    ),
    2,
  ],
  [
    new RegExp(
      `${L}(grundkenntnis|grundlagen|basic|basis|elementar|elementary|beginner|notions|basico|basica|basique|base${E}|scolaire|podstawow|βασικ|basisch|grundlaggande|nyborjare|zakladn|zacatec|incepator|de baza|bits of|a little|debutant|principiante|rudiment|elementa|alapfok|grundlæggende|grundlaeggende|alkeet|perustaso)`,
      'u',
    ),
    1,
  ],
];

const CEFR = /(?<![\p{L}\d])([abc][12])(?![\p{L}\d])/gu;

/** Every level word of LEVELS with the rest of its word, and words that go with a level ("level", "Niveau"). */
const LEVEL_WORDS = new RegExp(
  [
    ...LEVELS.map(([pattern]) => `(?:${pattern.source})\\p{L}*`),
    CEFR.source,
    `${L}(level|niveau|nivel|livello|poziom|uroven|niva|επιπεδο|spoken|written|oral|ecrit|speaker|sprecher|hablante|locuteur|locutor|parlante|user|utente|usuario|utilisateur|uzytkownik|and|und|et|y|e|i|a|in)${E}`,
  ].join('|'),
  'gu',
);

/** Whether a (folded) text is only a level: what is left once its level words are taken out is nothing. */
const onlyLevel = (text: string) => !text.replace(LEVEL_WORDS, ' ').trim();
const bandOf = (cefr: string) => (cefr[0] === 'a' ? 1 : cefr[0] === 'b' ? 2 : 3);

/**
 * The level of a Europass self-assessment (five CEFR levels: listening, reading, interaction, production,
 * writing): the band of their median ("C1 C2 B2 C1 C2" is 3), null when none is a CEFR level.
 */
export function levelOfGrid(levels: string[]): number | null {
  const bands = levels
    .map((level) => level.trim().toLowerCase())
    .filter((level) => /^[abc][12]$/.test(level))
    .map(bandOf)
    .sort((a, b) => a - b);
  return bands.length ? bands[Math.floor((bands.length - 1) / 2)] : null;
}

/** The level a (folded) text gives: a CEFR level first, then level words; null when it gives none. */
function levelOf(folded: string): number | null {
  const cefr = [...folded.matchAll(CEFR)].map((match) => match[1]);
  if (cefr.length) return levelOfGrid(cefr);
  for (const [pattern, level] of LEVELS) if (pattern.test(folded)) return level;
  return null;
}

/** Labels before a mother tongue ("Mother tongue(s):", "Muttersprache", "Lingua madre"): what follows is level 4. */
const MOTHER_LABEL =
  /^(mother tongues?|native languages?|first language|muttersprachen?|lengua materna|langues? maternelles?|lingua madre|madrelingua|lingue? madri|jezyki? ojczyste?|jezyk ojczysty|μητρικη γλωσσα|moedertaal|modersmal|matersky jazyk|limba materna|llengua materna|lingua materna)(\(.{1,3}\))?$/u;

export type LanguageProposal = { language: string; level: number };

type Mention = { slug: string; at: number; end: number };

/** The language names a folded line mentions, in order, with where each word starts and ends. */
function mentions(folded: string): Mention[] {
  return [...folded.matchAll(/[\p{L}]+/gu)].flatMap((match) => {
    const slug = languageOfName(match[0]);
    return slug ? [{ slug, at: match.index, end: match.index + match[0].length }] : [];
  });
}

/** A line made of a language's name only ("Englisch", "inglese:"), or null. */
function nameOnly(folded: string): string | null {
  const words = folded.replace(/[():,.;–—-]+/g, ' ').trim();
  return languageOfName(words) ?? null;
}

/** The five CEFR levels of a Europass grid row ("C1 C1 C1 B2 C1", words between them allowed), or null. */
function gridRow(folded: string): string[] | null {
  if (folded.includes(':')) return null; // the grid's legend: "Levels: A1 and A2: Basic user - ..."
  const levels = [...folded.matchAll(CEFR)].map((match) => match[1]);
  return levels.length === 5 ? levels : null;
}

/** A short line that is only a level ("langue maternelle", "Niveau scolaire", "C1"): the level, or null. */
function levelOnly(folded: string): number | null {
  if (!folded || mentions(folded).length || folded.split(/\s+/).length > 4) return null;
  return levelOf(folded);
}

type Placed = { index: number };
type Named = { slug: string; index: number };
type Grid = { levels: string[]; index: number };

/** Runs of items on consecutive lines. */
function runs<T extends Placed>(items: T[]): T[][] {
  const out: T[][] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && last[last.length - 1].index === item.index - 1) last.push(item);
    else out.push([item]);
  }
  return out;
}

/**
 * The languages of a CV. `section` holds the languages section's lines (any line there that names a language and
 * a level counts); `all` the whole CV, where only the strict forms count: a language with a level right after it
 * ("English (C1)", "Deutsch – fließend"), the mother tongue after its label, names and levels in two columns of a
 * table or a grid. A language named without a level is left out rather than guessed.
 */
export function readLanguages(section: string[], all: string[] = section): LanguageProposal[] {
  const found = new Map<string, number>();
  const put = (slug: string, level: number | null) => {
    if (level && !found.has(slug)) found.set(slug, level);
  };
  const inSection = new Set(section);
  const names: { slug: string; index: number }[] = [];
  const levels: { level: number; index: number }[] = [];
  const grids: Grid[] = [];
  const led: Named[] = [];
  let motherLabel = false;
  all.forEach((line, index) => {
    const folded = fold(line).replace(/\(\p{L}{1,3}\)/gu, '');
    const grid = gridRow(folded);
    const listed = mentions(folded);
    if (grid && (!listed.length || listed[0].at > 0)) {
      grids.push({ levels: grid, index });
      return;
    }
    if (grid) {
      put(listed[0].slug, levelOfGrid(grid));
      return;
    }
    const alone = nameOnly(folded);
    if (alone) {
      // A name alone, its level on the next line ("Français" / "langue maternelle").
      const level = levelOnly(fold(all[index + 1] ?? ''));
      if (level) put(alone, level);
      else names.push({ slug: alone, index });
      return;
    }
    const label = folded.match(/^([^:]{2,40}?)\s*:?\s*$/u)?.[1];
    // The mother-tongue label alone is also a level in a table's column ("Italiano" … "madrelingua").
    if (label && MOTHER_LABEL.test(label)) motherLabel = true;
    const level = levelOnly(folded);
    if (level) levels.push({ level, index });
    // A name leading a line with no level of its own: a grid row's name, set beside the row's second line.
    if (listed.length === 1 && listed[0].at === 0 && levelOf(folded.slice(listed[0].end)) === null) {
      led.push({ slug: listed[0].slug, index });
    }
    readMentions(folded, listed, inSection.has(line), put);
  });
  const adjacent = pairAdjacent(grids, [...names, ...led], put);
  const alone = names.filter((one) => !adjacent.used.has(one));
  const paired = pairColumns(alone, adjacent.rest, levels, put);
  if (motherLabel) for (const one of alone) if (!paired.has(one)) put(one.slug, 4);
  return [...found].map(([language, level]) => ({ language, level }));
}
/** Each language a line names, with the level in the text up to the next name (or before it, after a label). */
function readMentions(
  folded: string,
  listed: Mention[],
  loose: boolean,
  put: (slug: string, level: number | null) => void,
) {
  if (!listed.length) return;
  const before = folded.slice(0, listed[0].at);
  const mother = MOTHER_LABEL.test(before.replace(/[\s:–—-]+$/u, '').trim()) || levelOf(before) === 4;
  listed.forEach((mention, n) => {
    const rest = folded.slice(mention.end, listed[n + 1]?.at ?? folded.length);
    // Outside the languages section only a level right after the name counts, nothing else with it: "English
    // (C1)", "Deutsch – fließend", not "German Teacher, advanced courses".
    const strict = rest.replace(/[()[\]:,;|/–—.-]+/g, ' ').trim();
    const level = loose || onlyLevel(strict) ? levelOf(rest) : null;
    put(mention.slug, level ?? (mother && (loose || !strict) ? 4 : null));
  });
}

/**
 * Grid rows whose language's name is on the line just below (or, in another layout, just above) them: a name set
 * in the middle of a row of two lines. One direction for the whole CV, the one that pairs more rows, so a row does
 * not take the next language's name. Returns the rows left without a name and the names it used.
 */
function pairAdjacent(
  grids: Grid[],
  names: Named[],
  put: (slug: string, level: number | null) => void,
): { rest: Grid[]; used: Set<Named> } {
  const at = new Map(names.map((name) => [name.index, name]));
  const matches = (step: number) => grids.filter((grid) => at.has(grid.index + step));
  const [step, rows] = [1, -1].map((one) => [one, matches(one)] as const).sort((a, b) => b[1].length - a[1].length)[0];
  const used = new Set<Named>();
  for (const grid of rows) {
    const name = at.get(grid.index + step) as Named;
    put(name.slug, levelOfGrid(grid.levels));
    used.add(name);
  }
  return { rest: grids.filter((grid) => !rows.includes(grid)), used };
}

/**
 * Names and levels read column by column (a Europass grid, a table of two columns, a sidebar): the names on lines
 * of their own, one after the other, and their levels elsewhere in the same order: the grid's rows (five CEFR
 * levels each), or a run of lines that are only a level. Returns the names it paired.
 */
function pairColumns(
  names: Named[],
  grids: Grid[],
  levels: { level: number; index: number }[],
  put: (slug: string, level: number | null) => void,
): Set<{ slug: string; index: number }> {
  const paired = new Set<{ slug: string; index: number }>();
  const nameRuns = runs(names);
  const gridRun = grids.length ? nameRuns.find((run) => run.length >= grids.length) : undefined;
  gridRun?.slice(0, grids.length).forEach((one, n) => {
    put(one.slug, levelOfGrid(grids[n].levels));
    paired.add(one);
  });
  const levelRuns = runs(levels);
  for (const run of nameRuns) {
    if (run.some((one) => paired.has(one))) continue;
    const at = levelRuns.findIndex((levelRun) => levelRun.length >= run.length && levelRun[0].index > run[0].index);
    if (at < 0) continue;
    const [levelRun] = levelRuns.splice(at, 1);
    run.forEach((one, n) => {
      put(one.slug, levelRun[n].level);
      paired.add(one);
    });
  }
  return paired;
}
