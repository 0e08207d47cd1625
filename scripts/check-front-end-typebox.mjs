// The front ends ship no TypeBox (docs/shared-kit-api.md): they import only types from
// shared-kit/contracts, and constants or pure rules from shared-kit/constants or shared-kit/routes. A value
// import from shared-kit/contracts would pull the whole schema library (some 66 KB) into the chunks of the first
// render. Run after the build: it reads the built chunks of the shell and every remote and fails if one contains
// TypeBox; it names the chunks of the first render (the shell's startup files, the remotes' entries and the
// modules they expose) so the failure says where it hurts. Part of `npm test` (scripts/test.mjs), after the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

const FRONT_ENDS = ['shell', 'mfe-jobs', 'mfe-candidate', 'mfe-company', 'mfe-events'];
// TypeBox 1.x tags every schema it builds with this key; it survives minification as a string.
const TYPEBOX_MARKER = '"~kind"';

/**
 * The chunks a first render can load, from the lists the build writes: the shell's startup files, a remote's entry
 * and the chunks of the modules it exposes (their lazy pages too: /jobs renders the job-list page of mfe-jobs).
 */
function firstRenderFiles(dist) {
  const files = new Set();
  const startup = path.join(dist, 'startup-files.json');
  if (existsSync(startup)) for (const file of JSON.parse(readFileSync(startup, 'utf8'))) files.add(file);
  const manifest = path.join(dist, 'mf-manifest.json');
  if (existsSync(manifest)) {
    const { metaData, exposes } = JSON.parse(readFileSync(manifest, 'utf8'));
    files.add(metaData.remoteEntry.name);
    for (const expose of exposes)
      for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) files.add(file);
  }
  return files;
}

const problems = [];
let scanned = 0;
for (const pkg of FRONT_ENDS) {
  const dist = path.join(ROOT, pkg, 'dist');
  if (!existsSync(dist)) {
    problems.push(`${pkg}: no dist/ (build it first)`);
    continue;
  }
  const firstRender = firstRenderFiles(dist);
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    scanned += 1;
    if (!readFileSync(path.join(dist, file), 'utf8').includes(TYPEBOX_MARKER)) continue;
    const when = firstRender.has(file) ? 'loaded for the first render' : 'loaded later';
    problems.push(
      `${pkg}/dist/${file} (${when}) contains TypeBox: import types with \`import type\` and values from shared-kit/constants or shared-kit/routes`,
    );
  }
}

if (problems.length) {
  console.error(`TypeBox in front-end chunks (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`No TypeBox in the ${scanned} built chunks of ${FRONT_ENDS.join(', ')}.`);
