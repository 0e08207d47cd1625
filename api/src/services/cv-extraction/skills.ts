// Skills from a CV (docs/product-rules.md#cv-extraction, docs/cv-extraction.md#skills): the items of its skills
// section, split on commas, bullets and semicolons, each a short phrase, a label before them ("Skills:",
// "Competenze digitali:") left out; and the items of any line elsewhere that is a list of them ("SAP, Excel, Sales,
// SolidWorks" under a Europass heading the sections do not know). Common spellings of a skill become its usual
// name ("MS Excel" -> "Excel", "Node" -> "Node.js"); proposals.ts keeps only the board's skills.
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

export function readSkills(section: string[], all: string[] = []): string[] {
  const found = new Map<string, string>();
  const keep = (value: string) => {
    if (!found.has(value.toLowerCase())) found.set(value.toLowerCase(), value);
  };
  for (const line of section) items(line, true).forEach(keep);
  for (const line of all) listOf(line).forEach(keep);
  return [...found.values()].slice(0, MAX_SKILLS);
}
