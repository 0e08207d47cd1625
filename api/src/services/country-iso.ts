import type { Db } from '../db/database';
import { createCachedValue } from '../lib/cache';

/**
 * countries.iso2 by country id, for the JobPosting markup. Countries change only by migration or admin import:
 * one small query per TTL, shared by every page request, as the reference cache does.
 */
export function createCountryIsoCache(db: Db, ttlMs = 10 * 60_000): () => Promise<Map<number, string>> {
  return createCachedValue(
    () =>
      db
        .selectFrom('countries')
        .select(['id', 'iso2'])
        .where('iso2', 'is not', null)
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.id, row.iso2 as string]))),
    { ttlMs },
  );
}
