// Where PostgreSQL's time went, by statement (docs/search.md#where-postgresqls-time-goes-by-statement): for
// traffic-cpu.mjs with BENCH_STATEMENTS=n. It needs pg_stat_statements loaded when the server starts, which the bench
// does not do for you (the module costs every query a little): add
//   shared_preload_libraries = 'pg_stat_statements'
//   pg_stat_statements.track_planning = on
// to the bench database's postgresql.auto.conf, run, and take the lines out again.
import { openPool } from './traffic-data.mjs';

/** Forgets what was counted so far (the sign-ins, the warm-up). */
export async function resetStatements() {
  const pool = openPool(1);
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await pool.query('SELECT pg_stat_statements_reset()');
  } finally {
    await pool.end();
  }
}

/** Prints the `limit` statements that took the most planning + execution time, per request served. */
export async function printStatements(requests, limit) {
  const pool = openPool(1);
  try {
    const { rows } = await pool.query(
      `SELECT calls, total_plan_time AS plan, total_exec_time AS exec, rows,
              regexp_replace(left(query, 150), '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements
        WHERE query NOT LIKE '%pg_stat_statements%'
        ORDER BY total_plan_time + total_exec_time DESC LIMIT $1`,
      [limit],
    );
    const all = await pool.query(
      `SELECT sum(calls) AS calls, sum(total_plan_time) AS plan, sum(total_exec_time) AS exec
         FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat_statements%'`,
    );
    const per = (ms) => (Number(ms) / requests).toFixed(3).padStart(7);
    const total = all.rows[0];
    console.log(
      `PostgreSQL's statements, ms per request: planning ${per(total.plan)}, execution ${per(total.exec)}, ` +
        `${(Number(total.calls) / requests).toFixed(2)} statements a request`,
    );
    console.log('     plan    exec   calls  ms/call  statement');
    for (const row of rows)
      console.log(
        `  ${per(row.plan)} ${per(row.exec)} ${String(row.calls).padStart(7)} ${((row.plan + row.exec) / row.calls).toFixed(2).padStart(8)}  ${row.query}`,
      );
  } finally {
    await pool.end();
  }
}
