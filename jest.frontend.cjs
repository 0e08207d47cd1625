// Shared jest settings for the front-end packages (shell, mfe-*, shared-kit).
const path = require('node:path');

/** @param {string} dir the package directory */
module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  // jsdom resolves package exports with the 'browser' condition: shared-kit maps it to its TypeScript source.
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'jest.style-stub.cjs') },
  transform: {
    '^.+\\.(t|j)sx?$': [
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
  // jotai 3 ships only ES modules: let swc transform it (pnpm keeps packages under node_modules/.pnpm/).
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jotai))', '/node_modules/\\.pnpm/(?!jotai)'],
});
