import type { AdminCompanyList } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { likePattern } from '../lib/like-pattern';

const MAX_COMPANIES = 20;

/** `%text%` for ILIKE with its wildcards taken literally. */

/** Companies whose name or slug contains `q` (case-insensitive), those starting with it first, then by name. */
export async function searchCompanies(db: Db, q: string): Promise<AdminCompanyList['companies']> {
  const pattern = likePattern(q);
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name', 'slug'])
    .where((eb) => eb.or([eb('name', 'ilike', pattern), eb('slug', 'ilike', pattern)]))
    .orderBy('name')
    .orderBy('id')
    .limit(200)
    .execute();
  const start = q.trim().toLowerCase();
  const first = rows.filter((row) => row.name.toLowerCase().startsWith(start));
  const rest = rows.filter((row) => !row.name.toLowerCase().startsWith(start));
  return [...first, ...rest].slice(0, MAX_COMPANIES);
}
