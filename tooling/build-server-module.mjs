// Builds a remote's server module (docs/architecture.md#one-rendering): one CommonJS file, `dist/server/render.js`,
// that the api fetches from the remote's deployment and runs to write the first HTML of the remote's public pages
// with the remote's own React components. React, react-dom/server, the router and the remote's catalogues (compiled
// as the browser's are, by tooling/catalogue-loader.cjs's rules) are inside it, so the api needs neither React nor
// the remote's source: the file is a built artefact of the remote, deployed with it.
// Usage (from a remote's folder, after its webpack build): node ../tooling/build-server-module.mjs src/server-render.tsx
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// esbuild is the remote's own dev dependency (resolved from its folder, where the build runs).
const { build } = createRequire(path.resolve('package.json'))('esbuild');
const { compileCatalogue } = require('./catalogue-loader.cjs');

const entry = process.argv[2];
if (!entry) throw new Error('usage: build-server-module.mjs <entry>');

/** A catalogue (`locales/<locale>.json`) compiled at build time, as the browser's: no ICU parser in the module. */
const catalogues = {
  name: 'catalogues',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]locales[\\/](pages[\\/])?[a-z]{2}\.json$/ }, async (args) => {
      const compiled = compileCatalogue(JSON.parse(await readFile(args.path, 'utf8')), args.path);
      return { contents: JSON.stringify(compiled), loader: 'json' };
    });
  },
};

const { compileContent } = require('./markdown-loader.cjs');

/** A content page (`content/<page>/<locale>.md`) compiled to `{ title, html }`, as the browser's chunk of it is. */
const contentPages = {
  name: 'content-pages',
  setup(esbuild) {
    esbuild.onLoad({ filter: /[\\/]content[\\/][a-z0-9-]+[\\/][a-z]{2}\.md$/ }, async (args) => ({
      contents: `export default ${JSON.stringify(compileContent(await readFile(args.path, 'utf8'), args.path))};`,
      loader: 'js',
    }));
  },
};

await build({
  entryPoints: [entry],
  outfile: path.resolve('dist/server/render.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // shared-kit's packages point at their TypeScript sources under `source`, as the webpack builds read them.
  conditions: ['source'],
  // Styles are the browser's business: the page links the remote's stylesheet.
  loader: { '.css': 'empty', '.svg': 'dataurl', '.md': 'text' },
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [catalogues, contentPages],
});
