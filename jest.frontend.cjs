// Shared jest settings for the front-end packages (shell, mfe-*, shared-kit).
const path = require('node:path');

// Packages that ship only ES modules and must go through swc (jest runs CommonJS).
// jotai 3 and typebox 1 (`.mjs` files) are the ones the front ends use today; marked for the content tests, which
// call the Markdown loader (tooling/markdown-loader.cjs) themselves.
const ESM_ONLY = ['jotai', 'typebox', 'marked'];
const esm = ESM_ONLY.join('|');

/** @param {string} dir the package directory */
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  // jsdom resolves package exports with the 'browser' condition: shared-kit maps it to its TypeScript source.
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs'), path.join(__dirname, 'jest.i18n.ts')],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  // A screen test renders a whole page in jsdom: about a second alone, five or more on a two-core machine that runs
  // other steps beside it (docs/testing.md#unit-tests). 5 s, jest's default, failed such tests only in full runs.
  testTimeout: 30_000,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'node'],
  moduleNameMapper: {
    '\\.(css)$': path.join(__dirname, 'jest.style-stub.cjs'),
    // shared-kit's subpaths (also its own imports of itself by name) resolve to one source file each.
    '^shared-kit/(contracts|blog|constants|account-rules|http|i18n|session|notify|routes|router|ui|ui/account|ui/form|ui/menu|testing|standalone)$':
      path.join(__dirname, 'shared-kit/src/$1/index.ts'),
  },
  transform: {
    // Content pages: compiled by the webpack loader's own function (tooling/markdown-loader.cjs).
    '^.+\\.md$': path.join(__dirname, 'jest.markdown-transform.cjs'),
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // pnpm keeps packages under node_modules/.pnpm/<name>@<version>/node_modules/<name>/ (jest sees real paths):
  // a path is ignored unless each of its node_modules segments names an ESM-only package.
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(?:${esm})@|(?:${esm})/)`],
});
