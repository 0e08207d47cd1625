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
    .replace(/^[-–*•·]\s*/, '')
    .replace(/\s*\(.*\)$/, '')
    .trim();
  if (text.length < 2 || text.length > 50 || text.split(' ').length > 5 || /\.$/.test(text)) return null;
  return SPELLINGS[text.toLowerCase()] ?? text;
}

/** The items of a line, a label before a colon left out ("Skills : Marketing, SEO"). */
function items(line: string): string[] {
  const list = line.replace(/^[^:,]{1,40}:\s*/, '');
  return list.split(/\s*[,;•·|]\s*/).flatMap((raw) => item(raw) ?? []);
}

/** A line elsewhere that is a list of skills: three or more short items separated by commas. */
const isList = (line: string) => !/[.!?]$/.test(line.trim()) && line.split(',').length >= 3;

export function readSkills(section: string[], all: string[] = []): string[] {
  const found = new Map<string, string>();
  const keep = (value: string) => {
    if (!found.has(value.toLowerCase())) found.set(value.toLowerCase(), value);
  };
  for (const line of section) items(line).forEach(keep);
  for (const line of all) {
    const list = items(line);
    if (isList(line) && list.length >= 3 && list.length === line.split(/[,;•·|]/).length) list.forEach(keep);
  }
  return [...found.values()].slice(0, MAX_SKILLS);
}
