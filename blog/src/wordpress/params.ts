// Query parameters checked the way WordPress's REST API checks them (rest_validate_value_from_schema): the same
// types, the same messages, every bad parameter named in one 400 rest_invalid_param. Beyond WordPress, every value
// is bounded (string lengths, list sizes), so no query can ask the database for something unbounded.
import { invalidParams, type ParamProblem } from './errors';

type Spec =
  | { type: 'integer'; minimum?: number; maximum?: number; default?: number }
  | { type: 'string'; maxLength: number; enum?: readonly string[]; default?: string }
  | { type: 'boolean'; default?: boolean }
  | { type: 'date-time' }
  | { type: 'integer-list' }
  | { type: 'string-list'; enum?: readonly string[] };

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
          : string[];

/** Lists are always arrays (empty when absent); other values are undefined when absent and without a default. */
export type Params<S extends Specs> = {
  [K in keyof S]: S[K] extends { default: unknown } | { type: 'integer-list' | 'string-list' }
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

/** The values of `name` and `name[]` (PHP's array syntax), each split on commas and spaces like wp_parse_list. */
function rawList(query: URLSearchParams, name: string): string[] {
  return [...query.getAll(name), ...query.getAll(`${name}[]`)]
    .flatMap((value) => value.split(/[\s,]+/))
    .filter(Boolean);
}

function rawOne(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  return values.length ? values[values.length - 1] : undefined;
}

function integer(name: string, raw: string, spec: { minimum?: number; maximum?: number }): number | ParamProblem {
  // rest_is_integer: a number without a fraction ("2", "2.0").
  if (!/^[+-]?\d{1,15}(\.0*)?$/.test(raw.trim()))
    return { code: 'rest_invalid_type', message: `${name} is not of type integer.` };
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

function parseOne(name: string, spec: Spec, query: URLSearchParams): unknown | ParamProblem {
  if (spec.type === 'integer-list' || spec.type === 'string-list') {
    const items = rawList(query, name);
    if (items.length > MAX_LIST)
      return { code: 'rest_too_many_items', message: `${name} must contain at most ${MAX_LIST} items.` };
    const out: Array<number | string> = [];
    for (const [index, item] of items.entries()) {
      const itemName = `${name}[${index}]`;
      if (spec.type === 'integer-list') {
        const value = integer(itemName, item, {});
        if (typeof value !== 'number') return value;
        out.push(value);
        continue;
      }
      if (item.length > MAX_ITEM)
        return { code: 'rest_too_long', message: `${itemName} must be at most ${MAX_ITEM} characters.` };
      if (spec.enum && !spec.enum.includes(item))
        return { code: 'rest_not_in_enum', message: `${itemName} is not one of ${listOf(spec.enum)}.` };
      out.push(item);
    }
    return out;
  }
  const raw = rawOne(query, name);
  if (raw === undefined) return 'default' in spec ? spec.default : undefined;
  switch (spec.type) {
    case 'integer':
      return integer(name, raw, spec);
    case 'boolean':
      // rest_is_boolean.
      if (['true', '1', ''].includes(raw.toLowerCase())) return true;
      if (['false', '0'].includes(raw.toLowerCase())) return false;
      return { code: 'rest_invalid_type', message: `${name} is not of type boolean.` };
    case 'date-time': {
      const match = DATE.exec(raw);
      const date = match ? new Date(match[8] ? raw.replace(' ', 'T') : `${raw.replace(' ', 'T')}Z`) : null;
      if (!date || Number.isNaN(date.getTime())) return { code: 'rest_invalid_date', message: 'Invalid date.' };
      return date;
    }
    default:
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
export function parseParams<S extends Specs>(query: URLSearchParams, specs: S): Params<S> {
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
