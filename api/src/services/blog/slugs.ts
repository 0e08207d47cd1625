// Slugs of posts, categories and images (docs/blog.md#authoring): what the address of a post says, so readable,
// ASCII and stable. BLOG_SLUG_PATTERN (shared-kit/contracts) is the shape the database checks too.
import type { Db } from '../../db/database';

/** Letters NFKD does not take apart into a base letter and an accent. */
const FOLDED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * A slug made from a title: lower case, accents folded ("Über München" -> "uber-munchen"), anything that is not a
 * letter or digit a hyphen, at most `max` characters cut at a word's end. Empty when nothing Latin is left (a
 * Greek title): the caller then gives a fallback.
 */
export function slugify(title: string, max = 120): string {
  const words = title
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => FOLDED[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .split('-')
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  // A first word longer than max is cut rather than lost.
  return slug || (words[0]?.slice(0, max) ?? '');
}

type SluggedTable = 'blog_posts' | 'blog_categories';

/**
 * `base`, or `base-2`, `base-3`, ... : the first that no other row of the table has (`exceptId`: the row being
 * changed keeps its own). Room is left for the suffix within `max`.
 */
export async function uniqueSlug(
  db: Db,
  table: SluggedTable,
  base: string,
  { max, exceptId }: { max: number; exceptId?: number },
): Promise<string> {
  const stem = base.slice(0, max - 6).replace(/-+$/, '') || base;
  const rows = await db
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${stem}-%`)]))
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId as number))
    .execute();
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${stem}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Whether another row of the table has this slug. */
export async function slugTaken(db: Db, table: SluggedTable, slug: string, exceptId?: number): Promise<boolean> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (query) => query.where('id', '<>', exceptId as number))
    .executeTakeFirst();
  return row !== undefined;
}
