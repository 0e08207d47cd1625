// Query parameters checked the way WordPress's REST API checks them (rest_validate_value_from_schema): the same
// types, the same messages, every bad parameter named in one 400 rest_invalid_param. Values come as PHP reads them
// (query.ts: `key[]=`, `key[0]=`, `key[terms][]=`). Beyond WordPress, every value is bounded (string lengths, list
// sizes), so no query can ask the database for something unbounded.
import { invalidParams, type ParamProblem } from './errors';
import type { Query, QueryValue } from './query';

export type Spec =
  | { type: 'integer'; minimum?: number; maximum?: number; default?: number }
  | { type: 'string'; maxLength: number; enum?: readonly string[]; default?: string }
  | { type: 'boolean'; default?: boolean }
  | { type: 'date-time' }
  | { type: 'integer-list' }
  | { type: 'string-list'; enum?: readonly string[] }
  /** A taxonomy filter: a list of term ids, or WordPress's object `{terms, operator, include_children}`. */
  | { type: 'term-query'; operator: boolean; children: boolean };

/** What a taxonomy filter asks: posts with any (OR) or all (AND) of the terms. */
export type TermQuery = { terms: number[]; operator: 'AND' | 'OR' };

export type Specs = Record<string, Spec>;

type Value<S extends Spec> = S extends { type: 'integer' }
  ? number
  : S extends { type: 'string' }
    ? string
    : S extends { type: 'boolean' }
      ? boolean
      : S extends { type: 'date-time' }
        ? Date
        : S extends { type: 'integer-list' }
          ? number[]
          : S extends { type: 'term-query' }
            ? TermQuery
            : string[];

/**
 * Lists are always arrays (empty when absent), a term query always has its terms (none when absent); other values
 * are undefined when absent and without a default.
 */
export type Params<S extends Specs> = {
  [K in keyof S]: S[K] extends { default: unknown } | { type: 'integer-list' | 'string-list' | 'term-query' }
    ? Value<S[K]>
    : Value<S[K]> | undefined;
};

const MAX_LIST = 100;
const MAX_ITEM = 200;
// rest_parse_date: ISO 8601 with an optional zone; without one, the site's zone (UTC here).
const DATE = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** wp_sprintf's `%l`: "a, b, and c"; "a and b". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

const typeError = (name: string, type: string): ParamProblem => ({
  code: 'rest_invalid_type',
  message: `${name} is not of type ${type}.`,
});

/**
 * A list parameter's items (rest_sanitize_array): a string is split on commas and spaces like wp_parse_list, an
 * array is taken as it is; an object is not a list.
 */
function rawList(name: string, value: QueryValue | undefined): QueryValue[] | ParamProblem {
  if (value === undefined) return [];
  if (typeof value === 'string') return value.split(/[\s,]+/).filter(Boolean);
  if (!Array.isArray(value)) return typeError(name, 'array');
  return value;
}

function integer(name: string, raw: QueryValue, spec: { minimum?: number; maximum?: number }): number | ParamProblem {
  // rest_is_integer: a number without a fraction ("2", "2.0").
  if (typeof raw !== 'string' || !/^[+-]?\d{1,15}(\.0*)?$/.test(raw.trim())) return typeError(name, 'integer');
  const value = Number.parseInt(raw, 10);
  const { minimum: min, maximum: max } = spec;
  if (min !== undefined && max !== undefined && (value < min || value > max))
    return { code: 'rest_out_of_bounds', message: `${name} must be between ${min} (inclusive) and ${max} (inclusive)` };
  if (min !== undefined && value < min)
    return { code: 'rest_out_of_bounds', message: `${name} must be greater than or equal to ${min}` };
  if (max !== undefined && value > max)
    return { code: 'rest_out_of_bounds', message: `${name} must be less than or equal to ${max}` };
  return value;
}

function boolean(name: string, raw: QueryValue): boolean | ParamProblem {
  // rest_is_boolean.
  if (typeof raw === 'string' && ['true', '1', ''].includes(raw.toLowerCase())) return true;
  if (typeof raw === 'string' && ['false', '0'].includes(raw.toLowerCase())) return false;
  return typeError(name, 'boolean');
}

function list(
  name: string,
  value: QueryValue | undefined,
  items: 'integer' | { enum?: readonly string[] },
): Array<number | string> | ParamProblem {
  const raw = rawList(name, value);
  if (!Array.isArray(raw)) return raw;
  if (raw.length > MAX_LIST)
    return { code: 'rest_too_many_items', message: `${name} must contain at most ${MAX_LIST} items.` };
  const out: Array<number | string> = [];
  for (const [index, item] of raw.entries()) {
    const itemName = `${name}[${index}]`;
    if (items === 'integer') {
      const parsed = integer(itemName, item, {});
      if (typeof parsed !== 'number') return parsed;
      out.push(parsed);
      continue;
    }
    if (typeof item !== 'string') return typeError(itemName, 'string');
    if (item.length > MAX_ITEM)
      return { code: 'rest_too_long', message: `${itemName} must be at most ${MAX_ITEM} characters.` };
    if (items.enum && !items.enum.includes(item))
      return { code: 'rest_not_in_enum', message: `${itemName} is not one of ${listOf(items.enum)}.` };
    out.push(item);
  }
  return out;
}

/**
 * `categories`, `tags` and their `_exclude`: a list of ids, or the object `{terms, include_children, operator}`
 * (operator only where WordPress has it, include_children only for a hierarchical taxonomy), no other property.
 */
function termQuery(
  name: string,
  value: QueryValue | undefined,
  spec: { operator: boolean; children: boolean },
): TermQuery | ParamProblem {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) {
    const terms = list(name, value, 'integer');
    return Array.isArray(terms) ? { terms: terms as number[], operator: 'OR' } : terms;
  }
  const allowed = ['terms', ...(spec.operator ? ['operator'] : []), ...(spec.children ? ['include_children'] : [])];
  const extra = Object.keys(value).find((key) => !allowed.includes(key));
  if (extra !== undefined)
    return { code: 'rest_additional_properties_forbidden', message: `${extra} is not a valid property of Object.` };
  const terms = list(`${name}[terms]`, value.terms, 'integer');
  if (!Array.isArray(terms)) return terms;
  if (value.include_children !== undefined) {
    // Our categories are flat: with or without their children, the same posts.
    const children = boolean(`${name}[include_children]`, value.include_children);
    if (typeof children !== 'boolean') return children;
  }
  const operator = value.operator ?? 'OR';
  if (operator !== 'AND' && operator !== 'OR')
    return { code: 'rest_not_in_enum', message: `${name}[operator] is not one of AND and OR.` };
  return { terms: terms as number[], operator };
}

function parseOne(name: string, spec: Spec, query: Query): unknown | ParamProblem {
  const raw = query.get(name);
  if (spec.type === 'term-query') return termQuery(name, raw, spec);
  if (spec.type === 'integer-list') return list(name, raw, 'integer');
  if (spec.type === 'string-list') return list(name, raw, { enum: spec.enum });
  if (raw === undefined) return 'default' in spec ? spec.default : undefined;
  switch (spec.type) {
    case 'integer':
      return integer(name, raw, spec);
    case 'boolean':
      return boolean(name, raw);
    case 'date-time': {
      if (typeof raw !== 'string') return typeError(name, 'string');
      const match = DATE.exec(raw);
      const date = match ? new Date(match[8] ? raw.replace(' ', 'T') : `${raw.replace(' ', 'T')}Z`) : null;
      if (!date || Number.isNaN(date.getTime())) return { code: 'rest_invalid_date', message: 'Invalid date.' };
      return date;
    }
    default:
      if (typeof raw !== 'string') return typeError(name, 'string');
      if (raw.length > spec.maxLength)
        return { code: 'rest_too_long', message: `${name} must be at most ${spec.maxLength} characters.` };
      if (spec.enum && !spec.enum.includes(raw))
        return { code: 'rest_not_in_enum', message: `${name} is not one of ${listOf(spec.enum)}.` };
      return raw;
  }
}

function isProblem(value: unknown): value is ParamProblem {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/** The route's parameters from the query string, or WordPress's 400 naming every bad one. Unknown ones are ignored, as WordPress does. */
export function parseParams<S extends Specs>(query: Query, specs: S): Params<S> {
  const out: Record<string, unknown> = {};
  const problems: Record<string, ParamProblem> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = parseOne(name, spec, query);
    if (isProblem(value)) problems[name] = value;
    else out[name] = value;
  }
  if (Object.keys(problems).length > 0) throw invalidParams(problems);
  return out as Params<S>;
}

/** The parameters every collection has (WP_REST_Controller::get_collection_params). */
export const collectionSpecs = {
  context: { type: 'string', maxLength: 10, enum: ['view', 'embed', 'edit'], default: 'view' },
  // No maximum, as in WordPress: a page past the end is rest_post_invalid_page_number (15 digits at most).
  page: { type: 'integer', minimum: 1, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  search: { type: 'string', maxLength: 200 },
} as const satisfies Specs;
