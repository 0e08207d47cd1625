// The blog service's tests run in node against one embedded PostgreSQL (test/global-setup.ts) with the api's
// migrations. The client tests (test/wordpress-clients.test.ts) also run the api itself, for its /blog-api proxy and
// pages: the packages that ship only ES modules are the api's (its jest config lists them), which swc transforms.
const api = require('../api/jest.config.cjs');

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
  transformIgnorePatterns: api.transformIgnorePatterns,
  testTimeout: 30000,
};
