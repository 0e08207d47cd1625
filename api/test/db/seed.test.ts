import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { createDb, createPool } from '../../src/db/database';
import { MIGRATIONS_DIR, migrate } from '../../src/db/migrate';
import { seedDemo, seedReference } from '../../src/db/seed';

describe('full demo seed (fresh database)', () => {
  it('migrates and seeds reference and demo data quickly, once', async () => {
    const pool = createPool(process.env.TEST_DEMO_DATABASE_URL as string);
    const db = createDb(pool);
    try {
      const started = Date.now();
      const files = readdirSync(MIGRATIONS_DIR)
        .filter((name) => name.endsWith('.sql'))
        .sort();
      expect(files.slice(0, 2)).toEqual(['001_init.sql', '002_candidate_jobs.sql']);
      expect(await migrate(pool)).toEqual(files);
      expect(await migrate(pool)).toEqual([]);
      await seedReference(db);
      expect(await seedDemo(db, pool)).toBe(true);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await seedDemo(db, pool)).toBe(false);

      const count = async (table: 'jobs' | 'companies' | 'languages' | 'users') =>
        Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]?.n);
      expect(await count('jobs')).toBe(3000);
      expect(await count('companies')).toBeGreaterThanOrEqual(40);
      expect(await count('languages')).toBeGreaterThanOrEqual(40);
      expect(await count('users')).toBe(3);
      const minisites = await db
        .selectFrom('companies')
        .select('id')
        .where('has_minisite_service', '=', true)
        .execute();
      expect(minisites.length).toBeGreaterThan(0);
      // Titles in the jobs' own languages, and every job with 1-3 languages.
      const titles = (await db.selectFrom('jobs').select('title').execute()).map((row) => row.title);
      expect(titles).toEqual(
        expect.arrayContaining(['Softwareentwickler (m/w/d)', 'Développeur Full Stack', 'Μηχανικός λογισμικού']),
      );
      const perJob = await sql<{ n: number }>`SELECT count(*) AS n FROM job_languages GROUP BY job_id`.execute(db);
      expect(perJob.rows.every((row) => row.n >= 1 && row.n <= 3)).toBe(true);
      const expired = await sql<{ n: number }>`SELECT count(*) AS n FROM jobs WHERE expires_at < now()`.execute(db);
      expect(Number(expired.rows[0]?.n)).toBeGreaterThan(0);
      // Some demo jobs ask screening questions.
      const questions = await sql<{ n: number }>`SELECT count(DISTINCT job_id) AS n FROM screening_questions`.execute(
        db,
      );
      expect(Number(questions.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await db.destroy();
    }
  });
});
