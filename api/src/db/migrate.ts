import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';

// The build copies the .sql files next to the compiled code (swc --copy-files), so this path works from
// src/ (tests) and dist/ (production) alike.
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

// Serialises migrations between replicas that start at the same time.
const LOCK_ID = 4_242_001;

type Logger = { info: (obj: object, msg?: string) => void };

/** Applies every migrations/*.sql not yet recorded in schema_migrations, in name order, each in a transaction. */
export async function migrate(pool: pg.Pool, log?: Logger, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
    );
    for (const name of files) {
      if (done.has(name)) continue;
      const sqlText = await readFile(path.join(dir, name), 'utf8');
      try {
        await client.query('BEGIN');
        await client.query(sqlText);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
      log?.info({ migration: name }, 'migration applied');
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return applied;
}
