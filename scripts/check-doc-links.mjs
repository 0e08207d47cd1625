// Every reference to the docs must lead somewhere a newcomer can open (docs/architecture.md):
// - a `docs/<file>.md` cited anywhere in code, tests, scripts or docs names a file that exists, and its
//   `#heading`, if any, names a heading of that file (GitHub's anchor rules);
// - a relative markdown link `[text](file.md#heading)` in a .md file resolves the same way;
// - no file cites a document that is not in the repository (the early product specification and design notes
//   lived outside it; their rules are restated in docs/product-rules.md and docs/architecture.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report', 'coverage']);
const EXTENSIONS = /\.(ts|tsx|mts|js|mjs|cjs|md|css|html|json|yaml|yml|sql)$/;
const SKIP_FILES = new Set(['pnpm-lock.yaml', 'package-lock.json']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.github') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* files(full);
    } else if (EXTENSIONS.test(entry.name) && !SKIP_FILES.has(entry.name)) {
      yield full;
    }
  }
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2... */
function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .replace(/`/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map();
function check(target, anchor) {
  if (!existsSync(target)) return `no such file ${path.relative(ROOT, target)}`;
  if (!anchor) return null;
  if (!anchorCache.has(target)) anchorCache.set(target, anchorsOf(target));
  return anchorCache.get(target).has(anchor) ? null : `no heading #${anchor} in ${path.relative(ROOT, target)}`;
}

// `docs/<file>.md#<heading>` from the repository root, not preceded by a path character (so `../docs/x.md` is a
// relative link, handled below).
const ROOT_REFERENCE = /(?<![\w./-])docs\/([\w./-]+?\.md)(?:#([\w-]+))?/g;
const MARKDOWN_LINK = /\]\(((?!https?:|mailto:|#)[^)\s#]+\.md)(?:#([^)\s]+))?\)/g;
// Built from parts so that this file does not match itself.
const OUTSIDE = new RegExp(
  [
    `\\b(?:${['SP', 'EC'].join('')}|${['DES', 'IGN'].join('')}|${['STY', 'LE'].join('')})(?:\\.md\\b|\\s+sections?\\b)`,
    '\\.\\./shared/',
  ].join('|'),
);

const problems = [];
let references = 0;
for (const file of files(ROOT)) {
  const where = path.relative(ROOT, file);
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    const at = `${where}:${index + 1}`;
    if (OUTSIDE.test(line)) problems.push(`${at}: cites a document outside the repository: ${line.trim()}`);
    for (const [, name, anchor] of line.matchAll(ROOT_REFERENCE)) {
      references += 1;
      const problem = check(path.join(ROOT, 'docs', name), anchor);
      if (problem) problems.push(`${at}: docs/${name}${anchor ? `#${anchor}` : ''}: ${problem}`);
    }
    if (!file.endsWith('.md')) return;
    for (const [, name, anchor] of line.matchAll(MARKDOWN_LINK)) {
      references += 1;
      const problem = check(path.resolve(path.dirname(file), name), anchor);
      if (problem) problems.push(`${at}: ${name}${anchor ? `#${anchor}` : ''}: ${problem}`);
    }
  });
}

if (problems.length > 0) {
  console.error(`${problems.length} broken doc reference(s):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`doc references: ${references} checked, all lead to a file and heading in the repository`);
