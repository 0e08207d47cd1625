/**
 * A message as tooling/catalogue-loader.cjs compiles it (the form of `@lingui/message-utils`' compileMessage): text,
 * and arguments as tokens. `{name}` is `['name']`; `{n, plural, one {# job} other {# jobs}}` is
 * `['n', 'plural', { one: ['#', ' job'], other: ['#', ' jobs'] }]` (`=0` becomes the case `0`). The catalogues use
 * no other argument type (number, date and time fail the build: docs/i18n.md#catalogues). A plain string is a
 * message that was not compiled: tests load the ICU sources and set a compiler (see `i18n.setMessagesCompiler`).
 */
export type CompiledMessage = string | CompiledTokens;
export type CompiledTokens = readonly Token[];
type Token = string | readonly [name: string] | readonly [name: string, type: ChoiceType, cases: Cases];
type ChoiceType = 'plural' | 'selectordinal' | 'select';
type Cases = Readonly<Record<string, readonly Token[]>>;

// One of each per language and kind: building an Intl object costs far more than using it.
const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCase(locale: string, type: 'plural' | 'selectordinal', count: number): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(count);
}

function formatNumber(locale: string, count: number): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(count);
}

/**
 * The text of a compiled message in `locale` with `values`: a plural takes the exact case (`=0`) first, then the
 * language's plural category, then `other`, and `#` inside it is the count in the language's digits; a select takes
 * the value's case or `other`. A value that is missing leaves its place empty.
 */
export function interpret(message: CompiledTokens, locale: string, values: Record<string, unknown> = {}): string {
  const format = (tokens: readonly Token[], count: string | undefined): string => {
    let text = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        text += token === '#' && count !== undefined ? count : token;
        continue;
      }
      const [name, type, cases] = token;
      const value = values[name];
      if (!type || !cases) text += value == null ? '' : String(value);
      else if (type === 'select') text += format(cases[String(value)] ?? cases.other ?? [], count);
      else {
        const n = Number(value);
        const chosen = cases[String(n)] ?? cases[pluralCase(locale, type, n)] ?? cases.other ?? [];
        text += format(chosen, formatNumber(locale, n));
      }
    }
    return text;
  };
  return format(message, undefined);
}
