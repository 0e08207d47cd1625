// The query string as PHP reads it for WordPress (docs/blog.md#parameters): `key=v` is a value (the last one wins),
// `key[]=v`, `key[0]=v` and `key[terms][]=v` build arrays and objects. Clients write all of these: node-wpapi sends
// `categories[]=2`, @wordpress/url (api-fetch) sends `categories[0]=2`, the object form `categories[terms][0]=2&
// categories[operator]=AND` is WordPress's advanced term query. Two levels of brackets at most; deeper names and
// broken brackets are kept as plain names, which no route knows (ignored, as WordPress ignores unknown names).

/** A parameter's value: a string, a list (PHP array with numeric keys) or an object (any other keys). */
export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };

export type Query = {
  /** The value of `name`, or undefined when the query does not have it. */
  get(name: string): QueryValue | undefined;
  /** The query's pairs as they came (to rebuild a link), without `rest_route`. */
  readonly pairs: ReadonlyArray<readonly [string, string]>;
};

/** `name`, then up to two `[key]` parts (a key may be empty: `[]`). */
const NAME = /^([^[\]]+)((?:\[[^[\]]*\]){1,2})$/;

/** A PHP array while it is built: keys in insertion order, and the next index `[]` takes. */
class PhpArray {
  readonly entries = new Map<string, string | PhpArray>();
  private next = 0;

  set(key: string, value: string | PhpArray): void {
    const index = key === '' ? String(this.next) : key;
    if (/^(?:0|[1-9]\d{0,8})$/.test(index)) this.next = Math.max(this.next, Number(index) + 1);
    this.entries.set(index, value);
  }

  /** The child array under `key`, made (replacing a plain value) when there is none; `[]` always makes a new one. */
  child(key: string): PhpArray {
    const current = key === '' ? undefined : this.entries.get(key);
    if (current instanceof PhpArray) return current;
    const made = new PhpArray();
    this.set(key, made);
    return made;
  }

  /** A list when every key is an index (wp_is_numeric_array), else an object. */
  toValue(): QueryValue {
    const keys = [...this.entries.keys()];
    const value = (entry: string | PhpArray) => (entry instanceof PhpArray ? entry.toValue() : entry);
    if (keys.every((key) => /^\d+$/.test(key))) return [...this.entries.values()].map(value);
    return Object.fromEntries([...this.entries].map(([key, entry]) => [key, value(entry)]));
  }
}

/** Parses a raw query string (without `?`) the way PHP fills `$_GET`. */
export function parseQuery(raw: string): Query {
  const pairs = [...new URLSearchParams(raw)].filter(([name]) => name !== 'rest_route');
  const values = new Map<string, string | PhpArray>();
  for (const [name, value] of pairs) {
    const match = NAME.exec(name);
    if (!match) {
      values.set(name, value);
      continue;
    }
    const [, base = '', brackets = ''] = match;
    const keys = [...brackets.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
    let array = values.get(base);
    if (!(array instanceof PhpArray)) {
      array = new PhpArray();
      values.set(base, array);
    }
    if (keys.length === 1) array.set(keys[0] ?? '', value);
    else array.child(keys[0] ?? '').set(keys[1] ?? '', value);
  }
  return {
    get: (name) => {
      const value = values.get(name);
      return value instanceof PhpArray ? value.toValue() : value;
    },
    pairs,
  };
}
