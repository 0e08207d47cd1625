// The blog's categories in the admin area (docs/blog.md#authoring): a name, a slug for the category's address
// (/blog/category/{slug}/1) and a description (the category page's intro).
import { sql } from 'kysely';
import { type AdminBlogCategory, BLOG_CATEGORY_LIMITS, type BlogCategoryInput } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { notFound, ValidationFailed } from '../../lib/http-errors';
import { isUniqueViolation } from '../users';
import { slugify, slugTaken, uniqueSlug } from './slugs';

const CATEGORY_SLUG_MAX = BLOG_CATEGORY_LIMITS.slug;

const categoryNotFound = () => notFound(text('api.blog.categoryNotFound'));

/** Every category by name, each with its number of posts (drafts included: the editor sees what deleting touches). */
export async function adminBlogCategories(db: Db, ids?: number[]): Promise<AdminBlogCategory[]> {
  if (ids?.length === 0) return [];
  return db
    .selectFrom('blog_categories as c')
    .select([
      'c.id',
      'c.slug',
      'c.name',
      'c.description',
      (eb) =>
        eb
          .selectFrom('blog_post_categories as pc')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('pc.category_id', '=', 'c.id')
          .as('post_count'),
    ])
    .$if(ids !== undefined, (query) => query.where('c.id', 'in', ids as number[]))
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, post_count: Number(row.post_count ?? 0) })));
}

async function oneCategory(db: Db, id: number): Promise<AdminBlogCategory> {
  const [category] = await adminBlogCategories(db, [id]);
  if (!category) throw categoryNotFound();
  return category;
}

/** The slug a save writes: the one sent (422 when another category has it), else the stored one, else from the name. */
async function checkedSlug(db: Db, input: BlogCategoryInput, current?: { id: number; slug: string }) {
  if (input.slug !== undefined) {
    if (input.slug !== current?.slug && (await slugTaken(db, 'blog_categories', input.slug, current?.id))) {
      throw new ValidationFailed({ slug: [text('api.blog.slugTaken')] });
    }
    return input.slug;
  }
  if (current) return current.slug;
  const base = slugify(input.name, CATEGORY_SLUG_MAX) || 'category';
  return uniqueSlug(db, 'blog_categories', base, { max: CATEGORY_SLUG_MAX });
}

function fields(input: BlogCategoryInput) {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new ValidationFailed({ name: [text('api.validation.required', { field: 'name' })] });
  return { name, description: input.description.trim() };
}

const uniqueProblem = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new ValidationFailed({ slug: [text('api.blog.slugTaken')] });
  throw error;
};

export async function createBlogCategory(db: Db, input: BlogCategoryInput): Promise<AdminBlogCategory> {
  const values = fields(input);
  const slug = await checkedSlug(db, input);
  const row = await db
    .insertInto('blog_categories')
    .values({ ...values, slug })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch(uniqueProblem);
  return oneCategory(db, row.id);
}

export async function updateBlogCategory(db: Db, id: number, input: BlogCategoryInput): Promise<AdminBlogCategory> {
  const current = await db.selectFrom('blog_categories').select(['id', 'slug']).where('id', '=', id).executeTakeFirst();
  if (!current) throw categoryNotFound();
  const values = fields(input);
  const slug = await checkedSlug(db, input, current);
  await db
    .updateTable('blog_categories')
    .set({ ...values, slug })
    .where('id', '=', id)
    .execute()
    .catch(uniqueProblem);
  return oneCategory(db, id);
}

/** Deletes a category; its posts stay, without it (blog_post_categories cascades). */
export async function deleteBlogCategory(db: Db, id: number): Promise<void> {
  const deleted = await db.deleteFrom('blog_categories').where('id', '=', id).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw categoryNotFound();
}
