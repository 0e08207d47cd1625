// Skills from a CV (docs/product-rules.md#cv-extraction, docs/cv-extraction.md#skills): the items of its skills
// section, split on commas, bullets and semicolons, each a short phrase, a label before them ("Skills:",
// "Competenze digitali:") left out; and the items of any line elsewhere that is a list of them ("SAP, Excel, Sales,
// SolidWorks" under a Europass heading the sections do not know). Common spellings of a skill become its usual
// name ("MS Excel" -> "Excel", "Node" -> "Node.js"). proposals.ts keeps the board's skills among them and, from the
// whole items of the skills section only (`readSkillItems`), those the board does not list as new tags
// (`newSkillTags`), held to look like a skill: precision first, a wrong new tag is worse than a missed one.
import { skillTagKey, skillTagName } from 'shared-kit/contracts';
import { fold, headingOf } from './headings';
import { languageOfName } from './language-names';
/** A bound on what one CV lists; proposals.ts keeps the board's skills among them, at most CV_PROPOSAL_LIMITS. */
const MAX_SKILLS = 200;

/** Other spellings, folded to lower case, and the usual name of the skill they write. */
const SPELLINGS: Record<string, string> = {
  node: 'Node.js',
  nodejs: 'Node.js',
  'node js': 'Node.js',
  'ms excel': 'Excel',
  'microsoft excel': 'Excel',
  'excel avanzado': 'Excel',
  'advanced excel': 'Excel',
  postgres: 'PostgreSQL',
  postgre: 'PostgreSQL',
  'postgre sql': 'PostgreSQL',
  js: 'JavaScript',
  ecmascript: 'JavaScript',
  ts: 'TypeScript',
  reactjs: 'React',
  'react.js': 'React',
  k8s: 'Kubernetes',
  'amazon web services': 'AWS',
  'microsoft azure': 'Azure',
  'ms azure': 'Azure',
  'c sharp': 'C#',
  dotnet: '.NET',
  'asp.net': '.NET',
  '.net core': '.NET',
  'net core': '.NET',
  powerbi: 'Power BI',
  'power-bi': 'Power BI',
  'microsoft power bi': 'Power BI',
  'ms power bi': 'Power BI',
  'sap erp': 'SAP',
  'sap s/4hana': 'SAP',
  'salesforce crm': 'Salesforce',
  'gnu/linux': 'Linux',
};

/** An item of a list: not a sentence (at most five words, no final full stop), 2 to 50 characters. */
function item(raw: string): string | null {
  const text = raw
    // Bullets, and icons of a symbol font that come out as private-use characters; not ".NET"'s dot.
    .replace(/^[^\p{L}\p{N}.#+]+|^\.(?!\p{L})/u, '')
    .replace(/\s*\(.*\)$/, '')
    .trim();
  if (text.length < 2 || text.length > 50 || text.split(' ').length > 5 || /\.$/.test(text)) return null;
  return SPELLINGS[text.toLowerCase()] ?? text;
}

/** The runs of one to three words of an item: tags set apart by spaces only ("Python SQL Power BI"). */
function wordRuns(text: string): string[] {
  const words = text.split(' ');
  const out: string[] = [];
  for (let size = 1; size <= 3; size += 1) {
    for (let at = 0; at + size <= words.length; at += 1) out.push(words.slice(at, at + size).join(' '));
  }
  return out;
}

/**
 * The items of a line, a label before a colon left out ("Skills : Marketing, SEO"). A label without a colon stays
 * glued to the first item ("Informatique Accounting", "Kompetenser C#"): its last words are an item too.
 */
function items(line: string, runsOfWords: boolean): string[] {
  const list = line.replace(/^[^:,]{1,40}:\s*/, '');
  return list.split(/\s*[,;•·|]\s*/).flatMap((raw, index) => {
    const one = item(raw);
    if (!one) return [];
    const words = one.split(' ');
    const more = runsOfWords ? wordRuns(one) : index === 0 ? [1, 2, 3].map((n) => words.slice(-n).join(' ')) : [];
    return [one, ...more.flatMap((text) => item(text) ?? [])];
  });
}

/** A line elsewhere that is a list of skills: two or more short items separated by commas, not a sentence. */
const listOf = (line: string) => {
  const parts = line.split(/[,;•·|]/);
  const list = items(line, false);
  return !/[.!?]$/.test(line.trim()) && parts.length >= 2 && parts.every((part) => item(part)) ? list : [];
};

/**
 * A page's furniture, not a list: a footer with a copyright or an address ("© European Union, 2002-2020 |
 * europass.europa.eu", "Page 1 / 2"), which the last section of a page (often the skills) runs into.
 */
const pageFurniture = (line: string) => /©|\bhttps?:\/\/|\bwww\.|\b\p{L}+\s+\d+\s*\/\s*\d+\s*$/u.test(line);

export function readSkills(section: string[], all: string[] = []): string[] {
  const found = new Map<string, string>();
  const keep = (value: string) => {
    if (!found.has(value.toLowerCase())) found.set(value.toLowerCase(), value);
  };
  for (const line of section.filter((text) => !pageFurniture(text))) items(line, true).forEach(keep);
  for (const line of all) listOf(line).forEach(keep);
  return [...found.values()].slice(0, MAX_SKILLS);
}

/**
 * The whole items of the skills section, a label before them left out, without the runs of words `readSkills`
 * adds to find the board's tags inside them: what may be proposed as a new tag.
 */
export function readSkillItems(section: string[]): string[] {
  const found = new Map<string, string>();
  for (const line of section.filter((text) => !pageFurniture(text))) {
    for (const raw of line.replace(/^[^:,]{1,40}:\s*/, '').split(/\s*[,;•·|]\s*/)) {
      const one = item(raw);
      if (one && !found.has(one.toLowerCase())) found.set(one.toLowerCase(), one);
    }
  }
  return [...found.values()].slice(0, MAX_SKILLS);
}

/** Words that say a level, not a skill (CEFR, and "fluent", "gut", "avanzado"... in the board's languages). */
const LEVEL_WORD =
  /^(?:[abc][12][+-]?|native|fluent|basic|basics|good|very|excellent|advanced|intermediate|beginner|expert|proficient|proficiency|level|knowledge|skills?|muttersprache|fliessend|grundkenntnisse|gut|sehr|verhandlungssicher|kenntnisse|nativo|nativa|fluido|basico|avanzado|intermedio|alto|medio|bajo|courant|bilingue|natif|notions|maternelle|madrelingua|buono|ottimo|discreto|ojczysty|biegly|podstawowy|zaawansowany|sredni|dobry|bardzo)$/;

/** Months and date words: an item with them is a date, not a skill. */
const DATE_WORD =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|januar|februar|marz|mai|juni|juli|oktober|dezember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janvier|fevrier|mars|avril|juin|juillet|aout|septembre|octobre|novembre|decembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|today|present|heute|actualidad|aujourd'hui|oggi|obecnie)$/;

/** Whether an item reads as a skill: a short name, not a sentence, a language, a level, a heading or a date. */
function looksLikeSkill(name: string): boolean {
  const words = fold(name)
    .split(/[\s/]+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 4) return false;
  if (headingOf(name) !== null) return false;
  if (words.some((word) => languageOfName(word) !== undefined)) return false;
  if (words.every((word) => LEVEL_WORD.test(word)) || words.some((word) => /^[abc][12]$/.test(word))) return false;
  if (words.some((word) => DATE_WORD.test(word.replace(/\.$/, '')))) return false;
  // Years, phone numbers, postcodes: a run of 4 digits or more, or more digits than letters.
  const digits = name.replace(/\D/g, '').length;
  if (/\d{4}/.test(name) || digits > name.replace(/[^\p{L}]/gu, '').length) return false;
  // A sentence's pieces: starts lower case with a function word, or ends on one ("and", "with").
  if (/^(?:and|or|with|for|of|the|und|oder|mit|y|con|et|avec|e|di|i|oraz|z)$/.test(words[0] ?? '')) return false;
  if (/^(?:and|or|with|und|oder|mit|y|con|et|avec|e|i|oraz)$/.test(words[words.length - 1] ?? '')) return false;
  return true;
}

/**
 * The items of the skills section that the board does not list, as new tags: each held to the tag rule of the
 * skills call (shared-kit skill-tags.ts) and to `looksLikeSkill`; an item that holds a board skill ("Python SQL
 * Power BI", "Kompetenser C#") is its board skills, not a new one. `board` gives the board's name of a text, if any.
 */
export function newSkillTags(
  items: string[],
  board: (text: string) => string | undefined,
  /** Texts the CV gives as something else: the candidate's name, the parts of the place ("Lyon", "France"). */
  elsewhere: string[] = [],
): string[] {
  const other = new Set(elsewhere.map((text) => skillTagKey(text)).filter(Boolean));
  const out = new Map<string, string>();
  for (const raw of items) {
    const name = skillTagName(raw);
    if (!name || board(name) || !looksLikeSkill(name) || other.has(skillTagKey(name))) continue;
    const runs = wordRuns(name).map((run) => SPELLINGS[run.toLowerCase()] ?? run);
    if (runs.some((run) => board(run))) continue;
    const key = skillTagKey(name);
    if (!out.has(key)) out.set(key, name);
  }
  return [...out.values()];
}
