import type { PageDocument } from 'shared-kit/contracts';
import type { Db } from '../database';

/**
 * Inserts the pages that have no row yet, published, each with its first version to roll back to (the seeded
 * landings and the special events' pages). Idempotent: a page a marketer changed (or deleted and rebuilt) is left
 * alone.
 */
export async function insertMissingPages(db: Db, pages: { key: string; document: PageDocument }[]): Promise<void> {
  const now = new Date();
  const rows = pages.map(({ key, document }) => {
    const json = JSON.stringify(document);
    return { key, draft: json, published: json, published_at: now, updated_at: now };
  });
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('site_pages')
      .values(rows)
      .onConflict((oc) => oc.column('key').doNothing())
      .returning(['key', 'published'])
      .execute();
    if (inserted.length > 0) {
      await trx
        .insertInto('site_page_versions')
        .values(
          inserted.map((row) => ({ page_key: row.key, document: JSON.stringify(row.published), published_at: now })),
        )
        .execute();
    }
  });
}
