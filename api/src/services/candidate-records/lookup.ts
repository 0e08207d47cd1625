import type { Db } from '../../db/database';

/** Serialises a candidate's changes (every change runs in a transaction that takes this lock first: index.ts); a user without a candidate row has nothing to change. */
export async function lockCandidate(trx: Db, userId: number): Promise<void> {
  await trx.selectFrom('candidates').select('user_id').where('user_id', '=', userId).forUpdate().execute();
}

const isId = (value: number | string): value is number | `${number}` =>
  typeof value === 'number' || /^[0-9]{1,10}$/.test(value);

/** A reference entry (language, skill) by id, slug or name, case-insensitively: the client may hold any of them. */
export function findReference<T extends { id: number; slug: string; name: string }>(
  items: T[],
  value: number | string,
): T | undefined {
  if (isId(value)) return items.find((item) => item.id === Number(value));
  const wanted = value.trim().toLowerCase();
  return (
    items.find((item) => item.slug.toLowerCase() === wanted) ?? items.find((item) => item.name.toLowerCase() === wanted)
  );
}
