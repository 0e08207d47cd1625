// No import cycles (docs/code-checks.md#no-import-cycles): in every package's src, the modules that import each
// other at run time form no loop. In a loop one module runs before the other has finished, and sees its exports as
// undefined (or, with ES modules, as not yet initialised): an error that depends on which file was loaded first.
// What counts is what runs: `import x from`, `import { a } from`, `export { a } from`, `export * from`,
// `import 'x'` and `require('x')`. Type-only imports (`import type`, `export type`, or an import whose every name is
// `type`) are erased by the compiler and do not count; nor does `import('x')`, which loads later, on demand.
// Only relative imports are followed: a package reaches another only through its name (`shared-kit/contracts`), and
// the import boundaries (scripts/check-boundaries.mjs) keep those one-way.
// Run directly it prints each cycle as `a -> b -> a` and exits 1; the functions are exported for its test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withoutComments } from './source-text.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['shell', 'mfe-jobs', 'mfe-candidate', 'mfe-company', 'mfe-events', 'shared-kit', 'api', 'blog'];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];

const STATIC =
  /^[ \t]*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Whether `{ type A, type B }` (every named binding a type, and no default or namespace binding). */
function onlyTypes(clause) {
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const names = named[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The specifiers a module's source imports at run time, in order. */
export function runtimeImports(source) {
  const specs = [];
  for (const match of withoutComments(source).matchAll(STATIC)) {
    const [, keyword, typeOnly, clause, from, bare, required] = match;
    if (bare ?? required) specs.push(bare ?? required);
    else if (!typeOnly && !(keyword === 'import' || keyword === 'export' ? onlyTypes(clause) : false)) specs.push(from);
  }
  return specs;
}

/**
 * Every cycle of a graph (`Map<node, node[]>`), one per strongly connected component that has a loop, as the
 * list of its nodes from its smallest, that node repeated at the end. Tarjan's algorithm, then the shortest way
 * back to the first node inside the component.
 */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  const cycles = [];
  for (const component of components) {
    const members = new Set(component);
    const start = [...component].sort()[0];
    const selfLoop = (graph.get(start) ?? []).includes(start);
    if (component.length === 1 && !selfLoop) continue;
    if (selfLoop) {
      cycles.push([start, start]);
      continue;
    }
    // Breadth-first from start's successors back to start, inside the component.
    const previous = new Map();
    const queue = [];
    for (const next of graph.get(start) ?? [])
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, start);
        queue.push(next);
      }
    while (queue.length && !previous.has(start)) {
      const node = queue.shift();
      for (const next of graph.get(node) ?? [])
        if (members.has(next) && !previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
    }
    const path = [start];
    for (let node = previous.get(start); node !== start; node = previous.get(node)) path.unshift(node);
    cycles.push([start, ...path]);
  }
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) yield full;
  }
}

const isFile = (file) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** The file a relative specifier names: as written, with an extension, or a folder's index; else null. */
function resolve(from, spec) {
  const target = path.resolve(path.dirname(from), spec);
  const stem = target.replace(/\.(js|mjs|cjs)$/, '');
  for (const candidate of [
    target,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => path.join(target, `index${ext}`)),
  ])
    if (isFile(candidate)) return candidate;
  return null;
}

function check() {
  const cycles = [];
  for (const pkg of PACKAGES) {
    const src = path.join(ROOT, pkg, 'src');
    if (!statSync(src, { throwIfNoEntry: false })?.isDirectory()) continue;
    const graph = new Map();
    for (const file of walk(src)) {
      const where = path.relative(ROOT, file).split(path.sep).join('/');
      const targets = runtimeImports(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(file, spec))
        .filter(Boolean)
        .map((target) => path.relative(ROOT, target).split(path.sep).join('/'));
      graph.set(where, [...new Set(targets)]);
    }
    cycles.push(...findCycles(graph));
  }
  return cycles;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = check();
  if (cycles.length) {
    console.error(
      `Import cycles (${cycles.length}; docs/code-checks.md#no-import-cycles):\n${cycles.map((c) => `  ${c.join(' -> ')}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('No import cycles.');
}
