// The blog service's tests run in node against one embedded PostgreSQL (test/global-setup.ts) with the api's
// migrations. The client tests (test/wordpress-clients.test.ts) also run the api itself, for its /blog-api proxy and
// pages: the packages that ship only ES modules are the api's (its jest config lists them), which swc transforms.
const api = require('../api/jest.config.cjs');

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // shared-kit and the api's migrate from their TypeScript sources, compiled by swc as the api's tests compile them.
  testEnvironmentOptions: api.testEnvironmentOptions,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  // The api's teardown: it stops the embedded PostgreSQL that global-setup started and removes its data.
  globalTeardown: require.resolve('api/test/global-teardown.ts'),
  moduleFileExtensions: api.moduleFileExtensions,
  transform: api.transform,
  transformIgnorePatterns: api.transformIgnorePatterns,
  testTimeout: 30000,
};
