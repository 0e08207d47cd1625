import { databaseUrl, workerDatabaseName } from './support/databases';

// Each jest worker has its own copy of the seeded database (global-setup.ts): test files running side by side
// neither see nor undo each other's writes (docs/testing.md#api-tests). jest gives every test file its own
// process.env, so this runs before each file.
process.env.TEST_DATABASE_URL = databaseUrl(
  workerDatabaseName(process.env.JEST_WORKER_ID ?? '1'),
  process.env.TEST_SEEDED_DATABASE_URL,
);
