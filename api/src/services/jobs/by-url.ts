import type { Db } from '../../db/database';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The job of `/jobs/{url}`: by the url column (unique), else by an id inside the url (`<slug>-<id>`, `<id>-<slug>`),
 * with its external apply link (schema.org directApply is false when applying happens elsewhere).
 */
export async function jobOfPageSegment(
  db: Db,
  segment: string,
): Promise<{ id: number; apply_url: string | null } | undefined> {
  const url = decode(segment).replace(/\.html$/i, '');
  const byUrl = await db.selectFrom('jobs').select(['id', 'apply_url']).where('url', '=', url).executeTakeFirst();
  if (byUrl) return byUrl;
  const match = /(?:^|-)(\d+)$/.exec(url) ?? /^(\d+)(?:-|$)/.exec(url);
  const id = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  return db.selectFrom('jobs').select(['id', 'apply_url']).where('id', '=', id).executeTakeFirst();
}
