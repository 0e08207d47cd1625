import { sql } from 'kysely';
import { createDb, createPool } from '../../src/db/database';
import { ginIndexes } from '../../src/db/seed/gin-bulk';

// Every GIN index is written without a pending list (migration 249, docs/search.md#gin-indexes-without-a-pending-list):
// with one, each search of the index reads every entry written since the last merge, up to 4 MB, before its own.
// A GIN index added later without `WITH (fastupdate = off)` fails here.
describe('GIN indexes', () => {
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
  const db = createDb(pool);
  afterAll(() => db.destroy());

  it('keep no pending list, so a search reads only the entries it needs', async () => {
    const indexes = await ginIndexes(pool);
    expect(indexes.map((index) => index.name)).toEqual(
      expect.arrayContaining(['jobs_active_language_ids', 'jobs_active_search', 'jobs_active_skill_ids']),
    );
    for (const index of indexes)
      expect({ index: index.name, options: index.options }).toEqual({
        index: index.name,
        options: expect.arrayContaining(['fastupdate=off']),
      });
  });

  it('find a job by a word its title gained a moment ago', async () => {
    const job = await db
      .selectFrom('jobs')
      .select(['id', 'title'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const word = 'Zyxwortneu';
    try {
      await db
        .updateTable('jobs')
        .set({ title: `${job.title} ${word}` })
        .where('id', '=', job.id)
        .execute();
      const found = await sql<{ id: number }>`
        SELECT id FROM jobs WHERE status = 'active' AND search @@ to_tsquery('simple', lower(${word}))`.execute(db);
      expect(found.rows.map((row) => row.id)).toEqual([job.id]);
    } finally {
      await db.updateTable('jobs').set({ title: job.title }).where('id', '=', job.id).execute();
    }
  });
});
