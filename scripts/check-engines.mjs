// Every installed package runs on the Node we support (docs/code-checks.md#every-package-runs-on-node-20): the lowest
// version the root package.json's `engines.node` admits (20.19) must satisfy each package's own `engines.node`, as
// pnpm-lock.yaml records it. Several libraries' latest majors moved to Node 22; we pin the release before or override
// a dependency's dependency (pnpm-workspace.yaml), and docs/code-checks.md lists which and why. Run directly it
// prints every package that excludes that version and exits 1; `enginesOf` and `excluding` are exported for its test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Browser libraries that Node never loads as themselves, so their `engines` do not bind us: jest transforms them
 * (jest.frontend.cjs) and the server modules bundle them with esbuild (tooling/build-server-module.mjs).
 * jotai 3 is ES modules only and asks Node 22.12 for require(esm); 2.20.3, the last release that admits Node 20, adds
 * 0.9 KB to every route's first JavaScript and puts /jobs over its 140 KB (docs/code-checks.md).
 */
const BROWSER_ONLY = new Set(['jotai']);

/**
 * The `engines.node` range of each package of a pnpm lockfile's `packages:` section, as `name@version` → range.
 * The lockfile writes a package as `  name@version:` and its engines on an indented line below,
 * `    engines: {node: '>=18'}` (quoted or not).
 */
export function enginesOf(lockfile) {
  const engines = new Map();
  let current = null;
  let inPackages = false;
  for (const line of lockfile.split('\n')) {
    if (/^\S/.test(line)) {
      inPackages = line === 'packages:';
      current = null;
      continue;
    }
    if (!inPackages) continue;
    const entry = /^ {2}'?([^\s'][^']*?)'?:\s*$/.exec(line);
    if (entry) {
      current = entry[1];
      continue;
    }
    const node = /^ {4}engines: \{.*?\bnode: ('([^']*)'|([^,}]*))/.exec(line);
    if (current && node) engines.set(current, (node[2] ?? node[3]).trim());
  }
  return engines;
}

/** The packages whose engines range leaves out `version`, as `name@version: range`. */
export function excluding(engines, version) {
  const problems = [];
  for (const [name, range] of engines) {
    if (BROWSER_ONLY.has(name.slice(0, name.lastIndexOf('@')))) continue;
    // A range semver cannot read ("*", a typo in someone's package.json) says nothing we can hold it to.
    if (semver.validRange(range) === null) continue;
    if (!semver.satisfies(version, range, { includePrerelease: true })) problems.push(`${name}: node ${range}`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const lowest = semver.minVersion(root.engines.node).version;
  const problems = excluding(enginesOf(readFileSync(path.join(ROOT, 'pnpm-lock.yaml'), 'utf8')), lowest);
  if (problems.length) {
    console.error(
      `Packages that do not run on Node ${lowest}, the lowest the root package.json admits ` +
        `(docs/code-checks.md#every-package-runs-on-node-20):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`Every installed package admits Node ${lowest}.`);
}
