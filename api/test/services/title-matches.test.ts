import { createPool } from '../../src/db/database';
import { createTitleMatches, titleMatch } from '../../src/services/jobs/title-words';
import { recordingDb } from '../support/query-plans';

// The keywords' title words are read from the database once per jobs version and keyword, and again when the
// version moves (docs/search.md#title-words-kept-per-jobs-version).
describe('title words kept per jobs version', () => {
  const pool = createPool(process.env.TEST_DATABASE_URL ?? '', 2);
  pool.on('error', () => undefined);
  const recording = recordingDb(pool);
  const lookups = () => recording.queries.filter((query) => query.sql.includes('job_title_words')).length;
  afterAll(async () => {
    await recording.db.destroy().catch(() => undefined);
  });

  it('answers what the database answers, reading it once per version and keywords', async () => {
    let version = 'v1';
    const matches = createTitleMatches(async () => version);
    const fresh = await titleMatch(recording.db, 'service');
    recording.queries.length = 0;

    expect(await matches(recording.db, 'service')).toEqual(fresh);
    expect(await matches(recording.db, 'service')).toEqual(fresh);
    expect(lookups()).toBe(1);
    // Other keywords are looked up apart; keywords no title is searched for are not looked up at all.
    await matches(recording.db, 'representative');
    expect(await matches(recording.db, 'hr')).toBeNull();
    expect(lookups()).toBe(2);
    // A job changed anywhere moves the version: the words are read again.
    version = 'v2';
    expect(await matches(recording.db, 'service')).toEqual(fresh);
    expect(lookups()).toBe(3);
  });
});
