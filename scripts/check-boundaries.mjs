// Import boundaries (docs/architecture.md#import-boundaries), checked on every source file:
// - a remote imports only relative files, shared-kit subpaths and npm packages, never another area;
// - the shell never imports a remote or the api at build time; the api imports only shared-kit/contracts,
//   shared-kit/blog and shared-kit/messages (plain data), the blog service (blog/) only shared-kit/blog;
// - react-router is reached only through shared-kit/router, so the page has one router;
// - shared-kit/contracts stays free of React, the DOM and the other subpaths; nobody imports shared-kit's root
//   or its files directly;
// - inside a package, imports flow one way: shared code -> features -> app, and no feature imports another;
// - in the api, a route folder imports no other route folder, and nothing outside routes/ imports a route but
//   app.ts, which registers them: what two routes share is a service (api/README.md).
// - in a front end, a component (features/<feature>/components/) never imports the http client: each call to the
//   api is an endpoint file, features/<feature>/api/<verb-noun>.ts;
// - front ends (and shared-kit's front-end subpaths) import shared-kit/contracts only as types: its schemas load
//   TypeBox; values come from shared-kit/constants or shared-kit/routes, which stay free of TypeBox
//   (docs/shared-kit-api.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

const AREAS = ['shell', 'mfe-jobs', 'mfe-candidate', 'mfe-company', 'mfe-events', 'api', 'blog', 'shared-kit'];
// The server-side packages' shared-kit subpaths: free of React and the DOM.
const SERVER_SUBPATHS = {
  api: ['shared-kit/contracts', 'shared-kit/blog', 'shared-kit/messages'],
  blog: ['shared-kit/blog'],
};
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mjs|cjs|js)$/.test(name)) yield full;
  }
}

/** The layer of a file inside a package's src: app, features/<name>, or shared. */
function layerOf(relativeToSrc) {
  const parts = relativeToSrc.split(path.sep);
  // The entry files at the top of src (main, bootstrap, remote-entry) compose the app.
  if (parts[0] === 'app' || parts.length === 1) return { layer: 'app' };
  if (parts[0] === 'features') return { layer: 'feature', feature: parts[1] };
  return { layer: 'shared' };
}

const CONTRACTS = path.join(ROOT, 'shared-kit', 'src', 'contracts');
const pullsTypeboxCache = new Map();

/** Whether a contracts file loads TypeBox, itself or through the contracts files it imports. */
function pullsTypebox(file) {
  if (pullsTypeboxCache.has(file)) return pullsTypeboxCache.get(file);
  pullsTypeboxCache.set(file, false);
  let pulls = false;
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (/^(import|export)\s+type\s/.test(match[0])) continue;
    if (spec === 'typebox' || spec.startsWith('typebox/')) pulls = true;
    else if (spec.startsWith('.') && pullsTypebox(`${path.resolve(path.dirname(file), spec)}.ts`)) pulls = true;
    if (pulls) break;
  }
  pullsTypeboxCache.set(file, pulls);
  return pulls;
}

/** Whether `spec`, imported from `file`, is a module that loads the contracts' schemas (and so TypeBox). */
function schemaModule(file, spec) {
  if (spec === 'shared-kit/contracts') return true;
  if (!spec.startsWith('.')) return false;
  const target = path.resolve(path.dirname(file), spec);
  if (!target.startsWith(CONTRACTS + path.sep) && target !== CONTRACTS) return false;
  return pullsTypebox(target === CONTRACTS ? path.join(CONTRACTS, 'index.ts') : `${target}.ts`);
}

const problems = [];
for (const area of AREAS) {
  const src = path.join(ROOT, area, 'src');
  let exists = true;
  try {
    statSync(src);
  } catch {
    exists = false;
  }
  if (!exists) continue;
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(ROOT, file);
    const from = layerOf(path.relative(src, file));
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3] ?? match[4];
      const bad = (why) => problems.push(`${where}: '${spec}' ${why}`);
      // Tests may render the whole area (through its entry) to assert what a user sees.
      const isTest = where.includes(`${path.sep}__tests__${path.sep}`);
      const otherArea = AREAS.find((a) => a !== area && a !== 'shared-kit' && (spec === a || spec.startsWith(`${a}/`)));
      if (otherArea) bad(`imports the package ${otherArea}: areas talk only through shared-kit`);
      if (/(^|\/)(mfe-(jobs|candidate|company|events)|shell|api)\/src\//.test(spec))
        bad('reaches into another package');
      if (spec === 'shared-kit' || spec.startsWith('shared-kit/src')) bad('use a shared-kit subpath export');
      // One router for the page: only shared-kit/router (a shared singleton) may import it.
      if (/^react-router(-dom)?(\/|$)/.test(spec) && !where.startsWith(`shared-kit${path.sep}src${path.sep}router`))
        bad("import the router from 'shared-kit/router'");
      if (SERVER_SUBPATHS[area] && spec.startsWith('shared-kit/') && !SERVER_SUBPATHS[area].includes(spec))
        bad(`${area} imports only ${SERVER_SUBPATHS[area].join(' and ')}`);
      const inComponents =
        where.split(path.sep).join('/').includes('/src/features/') &&
        where.includes(`${path.sep}components${path.sep}`);
      if (inComponents && !isTest && spec === 'shared-kit/http' && /[{,]\s*http\s*[,}]/.test(match[0]))
        bad('a component calls the api through an endpoint file (features/<feature>/api/<verb-noun>.ts)');
      const typeOnly = /^(import|export)\s+type\s/.test(match[0]);
      const inContracts = where.startsWith(`shared-kit${path.sep}src${path.sep}contracts`);
      if (area !== 'api' && !inContracts && !isTest && !typeOnly && schemaModule(file, spec))
        bad(
          'loads TypeBox into a front end: use `import type`, or shared-kit/constants or shared-kit/routes for values',
        );
      if (area === 'shared-kit' && where.startsWith(`shared-kit${path.sep}src${path.sep}blog`)) {
        const target = spec.startsWith('.') ? path.resolve(path.dirname(file), spec) : '';
        const allowed = !target || target.startsWith(path.join(src, 'blog')) || target.startsWith(CONTRACTS);
        if (/^(react|react-dom|jotai|axios|react-router)/.test(spec) || spec.startsWith('shared-kit/') || !allowed)
          bad('shared-kit/blog is read by the servers too: no React, DOM, axios or other shared-kit subpaths');
      }
      if (area === 'shared-kit' && where.startsWith(`shared-kit${path.sep}src${path.sep}contracts`)) {
        const contracts = path.join(src, 'contracts');
        const leaves = spec.startsWith('.') && !path.resolve(path.dirname(file), spec).startsWith(contracts);
        if (
          /^(react|react-dom|jotai|axios|react-router)/.test(spec) ||
          (spec.startsWith('shared-kit/') && spec !== 'shared-kit/contracts' && !isTest) ||
          leaves
        )
          bad('contracts must stay free of React, the DOM and other shared-kit subpaths');
      }
      if (spec.startsWith('.') && area === 'api') {
        const routes = path.join(src, 'routes');
        const target = path.resolve(path.dirname(file), spec);
        const folderOf = (p) => path.relative(routes, p).split(path.sep)[0];
        if (target.startsWith(routes + path.sep)) {
          if (!file.startsWith(routes + path.sep) && file !== path.join(src, 'app.ts'))
            bad('only app.ts imports routes: move shared code to services/');
          else if (file.startsWith(routes + path.sep) && folderOf(file) !== folderOf(target))
            bad('a route folder imports another route folder: move shared code to services/');
        }
      }
      if (spec.startsWith('.') && area !== 'api' && !isTest) {
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(src + path.sep)) {
          if (!target.startsWith(path.join(ROOT, area))) bad('leaves the package');
          continue;
        }
        // A folder is imported through its index: `../locales` is src/locales/index.ts, shared code, not an entry file.
        const isFolder = statSync(target, { throwIfNoEntry: false })?.isDirectory() ?? false;
        const to = layerOf(path.relative(src, isFolder ? path.join(target, 'index') : target));
        if (from.layer === 'shared' && to.layer !== 'shared') bad(`shared code must not import ${to.layer} code`);
        if (from.layer === 'feature' && to.layer === 'app') bad('a feature must not import the app layer');
        if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature)
          bad(`the feature ${from.feature} must not import the feature ${to.feature}`);
      }
    }
  }
}

if (problems.length) {
  console.error(`Import boundaries broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Import boundaries hold.');
