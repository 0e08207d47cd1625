// Stands in for the federation runtime core's `utils/semver/index.js` in production builds (tooling/webpack.ts). The
// runtime asks `satisfy` two things: whether a shared module's version meets a consumer's `requiredVersion`, and
// which of two versions is lower (`<=b`). Ours are singletons at the versions in package.json (tooling/webpack.ts's
// sharedSingletons: exact versions, `0.1.0` for shared-kit), so the runtime's full parser (carets, tildes, hyphen
// and x-ranges, trimming rules: some 1.6 KB on the wire in the shell's `main` on every page) is replaced by this
// one: exact versions, `*`/`x`, `^`, `~`, `<`, `<=`, `>`, `>=`, `=`, a space between comparators (all must hold)
// and `||` between alternatives. A range it cannot read is not satisfied, and says so once in the console.
// Pre-release versions (`1.2.3-beta.1`) match only their own exact version. Tested in tooling/federation-semver.test.mjs.

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?(?:\+[\w.-]+)?$/;
const COMPARATOR = /^(\^|~|<=|>=|<|>|=)?\s*v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([\w.-]+))?$/;

/** -1, 0 or 1 as version a is lower than, equal to or higher than b (numbers only). */
function order(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

const wild = (part) => part === undefined || /^[xX*]$/.test(part);

/** Whether [major, minor, patch] meets one comparator; null when the comparator cannot be read. */
function meets(version, comparator) {
  const match = COMPARATOR.exec(comparator);
  if (!match) return null;
  const [, operator = '=', major, minor, patch, pre] = match;
  if (pre) return null;
  if (wild(major)) return true;
  // A partial version (`1`, `1.2`, `1.x`) names a range: >= its lowest, < the next one.
  const low = [Number(major), wild(minor) ? 0 : Number(minor), wild(patch) ? 0 : Number(patch)];
  const given = wild(minor) ? 1 : wild(patch) ? 2 : 3;
  const lowOrder = order(version, low);
  const below = (high) => order(version, high) < 0;
  const partialHigh = given === 1 ? [low[0] + 1, 0, 0] : [low[0], low[1] + 1, 0];
  switch (operator) {
    case '=':
      return given === 3 ? lowOrder === 0 : lowOrder >= 0 && below(partialHigh);
    case '>=':
      return lowOrder >= 0;
    case '>':
      return given === 3 ? lowOrder > 0 : !below(partialHigh);
    case '<':
      return lowOrder < 0;
    case '<=':
      return given === 3 ? lowOrder <= 0 : below(partialHigh);
    case '~':
      return lowOrder >= 0 && below(given === 1 ? [low[0] + 1, 0, 0] : [low[0], low[1] + 1, 0]);
    default: {
      // `^`: the left-most non-zero part may not change (`^0.1.2` is < 0.2.0, `^0.0.3` is < 0.0.4).
      const high =
        low[0] > 0 || given === 1
          ? [low[0] + 1, 0, 0]
          : low[1] > 0 || given === 2
            ? [0, low[1] + 1, 0]
            : [0, 0, low[2] + 1];
      return lowOrder >= 0 && below(high);
    }
  }
}

let warned = false;

export function satisfy(version, range) {
  const parsed = VERSION.exec(String(version ?? '').trim());
  if (!parsed) return false;
  const numbers = [Number(parsed[1]), Number(parsed[2]), Number(parsed[3])];
  for (const alternative of String(range).split('||')) {
    const text = alternative.trim();
    if (text === '' || text === '*' || text === 'x') return true;
    // A pre-release version only ever matches itself.
    if (parsed[4]) {
      if (text.replace(/^=\s*/, '') === `${parsed[1]}.${parsed[2]}.${parsed[3]}-${parsed[4]}`) return true;
      continue;
    }
    const results = text
      .replace(/(\^|~|<=|>=|<|>|=)\s+/g, '$1')
      .split(/\s+/)
      .map((comparator) => meets(numbers, comparator));
    if (results.includes(null)) {
      if (!warned) console.warn(`[federation] version range not understood: "${text}"`);
      warned = true;
      continue;
    }
    if (results.every(Boolean)) return true;
  }
  return false;
}
