import type { SalaryRange } from 'shared-kit/contracts';

/**
 * Reads the free-text salary of a job ("45.000 - 55.000 € pro Jahr", "€1,400 per month", "8 000 zł miesięcznie")
 * into the job's `salary_range` (docs/contracts.md#jobs), which the screens format in the visitor's language and
 * the job page's JSON-LD sends as schema.org's baseSalary. Null unless the currency, the amount(s) and the period
 * are all recognisable: Google rejects a baseSalary without a unit, and a guessed one would be wrong data. Called
 * once per job, where jobs are hydrated (services/jobs/hydrate.ts).
 */

const CURRENCIES: [RegExp, string][] = [
  [/€|\beur\b|\beuros?\b/i, 'EUR'],
  [/£|\bgbp\b/i, 'GBP'],
  [/\bchf\b/i, 'CHF'],
  [/zł|\bpln\b/i, 'PLN'],
  [/kč|\bczk\b/i, 'CZK'],
  [/\bron\b|\blei\b/i, 'RON'],
  [/\bhuf\b|\bft\b/i, 'HUF'],
  [/\bsek\b/i, 'SEK'],
  [/\bnok\b/i, 'NOK'],
  [/\bdkk\b/i, 'DKK'],
];

/** "kr" is the krona/krone of several countries: the job's country decides. */
const KRONA_BY_COUNTRY: Record<string, string> = { SE: 'SEK', NO: 'NOK', DK: 'DKK', IS: 'ISK', FO: 'DKK' };

// Periods in the board's languages, shortest first: "per hour" is never read as a year.
const UNITS: [RegExp, SalaryRange['period']][] = [
  [/\b(?:hour|hourly|stunde|heure|hora|uur|ora)\b|\/\s*h\b|stündlich/i, 'HOUR'],
  [/\b(?:day|daily|tag|jour|día|dia|giorno)\b/i, 'DAY'],
  [/\b(?:week|weekly|woche|semaine|semana|settimana)\b/i, 'WEEK'],
  [/month|monat|mensuel|\bmes\b|mês|maand|månad|måned|měsíčn|mesięczn|miesięczn|μηνιαί|\bmensile\b|lunar/i, 'MONTH'],
  [/year|annual|jahr|jährlich|par an\b|anual|annu|por ano\b|per anno\b|jaar|per år|årlig|ročn|roczn|ετήσι/i, 'YEAR'],
];

// A number glued to letters or digits is not an amount: the 2 of "B2B", the 4 of "H4".
const AMOUNT = /(?<![\p{L}\d])(?:\d{1,3}(?:[.,\s\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)/gu;

function amount(text: string): number {
  // "45.000", "45,000", "45 000" are thousands; a trailing ",50"/".50" is a decimal part.
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = decimal ? text.slice(0, -decimal[0].length) : text;
  const value = Number(whole.replace(/[.,\s\u00a0\u202f]/g, ''));
  return decimal ? value + Number(`0.${decimal[1]}`) : value;
}

export function parseSalary(salary: string | null, countryIso2: string | null): SalaryRange | null {
  if (!salary) return null;
  let currency = CURRENCIES.find(([pattern]) => pattern.test(salary))?.[1];
  if (!currency && /\bkr\b/i.test(salary) && countryIso2) currency = KRONA_BY_COUNTRY[countryIso2];
  const period = UNITS.find(([pattern]) => pattern.test(salary))?.[1];
  const values = (salary.match(AMOUNT) ?? []).map(amount).filter((n) => Number.isFinite(n) && n > 0);
  if (!currency || !period || values.length === 0 || values.length > 2) return null;
  return { min: Math.min(...values), max: Math.max(...values), currency, period };
}
