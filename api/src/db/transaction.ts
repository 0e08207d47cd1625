import type { Db } from './database';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own. A service that makes
 * several changes as one (accepting a CV's proposals: docs/product-rules.md#cv-extraction) can then call the
 * services of each change, which need a transaction too, and everything commits or rolls back together.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
