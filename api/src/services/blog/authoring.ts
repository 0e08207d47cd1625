// Writing posts in the admin area (docs/blog.md#authoring, calls in docs/contracts.md#blog-authoring). The schema has
// checked shapes and bounds; what needs the database, the clock or more than one field is checked here, every problem
// at once, as a 422 naming the field. The Markdown is rendered and sanitised when a post is saved, so the blog service
// and its readers only ever read stored HTML.
import { type Kysely, sql, type Transaction } from 'kysely';
import {
  type AdminBlogPost,
  type AdminBlogPostList,
  type AdminBlogPostListQuery,
  type AdminBlogPostSummary,
  BLOG_POST_LIMITS,
  type BlogPostInput,
  type BlogPostStatus,
  buildJobListPath,
  normaliseJobListPath,
  parseJobListPath,
} from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type Text, text } from '../../i18n/catalogues';
import { HttpError, notFound, ValidationFailed } from '../../lib/http-errors';
import { parseInstant } from '../../lib/instant';
import type { AuthUser } from '../../types';
import { resolveFilters } from '../jobs/filters';
import { isLanguageCode } from '../language-codes';
import type { ReferenceData } from '../reference';
import { isUniqueViolation } from '../users';
import { excerptOf, renderMarkdown } from './markdown';
import { blogMedia } from './media';
import { slugify, slugTaken, uniqueSlug } from './slugs';
import { wireTime, wireTimeOrNull } from '../../lib/wire-time';

type Errors = Record<string, Text[]>;
type Trx = Transaction<Database> | Kysely<Database>;

const ADMIN_POSTS_PAGE_SIZE = 20;
const POST_SLUG_MAX = BLOG_POST_LIMITS.slug;
/** blog_posts.content_html's CHECK: Markdown that renders to more (a huge table) is refused as too long. */
const CONTENT_HTML_MAX = 300_000;
/** The author of a post whose editor has no name on the account. */
const DEFAULT_AUTHOR = 'EuLangJobs';

type PostRow = {
  id: number;
  slug: string;
  status: string;
  published_at: Date | string | null;
  title: string;
  excerpt: string;
  content_markdown: string;
  content_html: string;
  language: string;
  featured_media_id: number | null;
  job_list_path: string | null;
  author_name: string;
  created_at: Date | string;
  updated_at: Date | string;
};

/** What the request says, checked and completed: the columns a save writes. */
type CheckedPost = {
  title: string;
  slug: string;
  excerpt: string;
  content_markdown: string;
  content_html: string;
  language: string;
  category_ids: number[];
  featured_media_id: number | null;
  job_list_path: string | null;
  author_name: string;
  status: BlogPostStatus;
  published_at: Date | null;
};

const postPath = (slug: string) => `/blog/${slug}`;

/**
 * The status a reader of the admin area sees: a scheduled post whose time has come is published (the blog service
 * shows it from then on: docs/blog.md#scheduled-publishing), though its row still says 'future'.
 */
function statusNow(row: Pick<PostRow, 'status' | 'published_at'>, now = Date.now()): BlogPostStatus {
  if (row.status === 'future' && row.published_at && new Date(row.published_at).getTime() <= now) return 'publish';
  return row.status as BlogPostStatus;
}

/** The same rule in SQL, for the list's status filter. */
const STATUS_NOW = sql<BlogPostStatus>`CASE WHEN status = 'future' AND published_at <= now() THEN 'publish' ELSE status END`;

const editorName = (editor: Pick<AuthUser, 'nombre' | 'apellidos'>) =>
  [editor.nombre, editor.apellidos]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
    .slice(0, BLOG_POST_LIMITS.author) || DEFAULT_AUTHOR;

/**
 * A job-list path as stored: the canonical form of the grammar (`/jobs-in-Netherlands-for-Dutch-speakers`), its
 * page and query dropped, with every name known to the reference lists; else the problem, for a 422.
 */
async function checkedJobListPath(
  db: Db,
  reference: ReferenceData,
  value: string,
): Promise<{ path: string } | { problem: Text }> {
  const parsed = parseJobListPath(value.trim());
  if (!parsed || !value.trim().startsWith('/')) return { problem: text('api.blog.jobListPath') };
  const path = { ...normaliseJobListPath(parsed), page: null };
  try {
    await resolveFilters(db, reference, path, {});
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return { problem: error.text };
    throw error;
  }
  return { path: buildJobListPath(path) };
}

/**
 * When the post is public from, by its status (docs/blog.md#authoring):
 * - 'publish': now, unless it was public before (it keeps its date, also after a spell as a draft);
 * - 'future': the time asked for;
 * - 'draft': the date it was public from, if it ever was (shown as "published on" and kept for a later publish);
 *   null for a post never public, so a scheduled post put back to draft forgets its time.
 */
function publishedAt(status: BlogPostStatus, publishAt: Date | null, current: PostRow | undefined, now: Date) {
  const before = current?.published_at ? new Date(current.published_at) : null;
  const wasPublic = before !== null && before.getTime() <= now.getTime();
  if (status === 'future') return publishAt;
  if (status === 'publish') return wasPublic ? before : now;
  return wasPublic ? before : null;
}

async function checkPost(
  db: Db,
  reference: ReferenceData,
  input: BlogPostInput,
  editor: Pick<AuthUser, 'nombre' | 'apellidos'>,
  current?: PostRow,
): Promise<CheckedPost> {
  const errors: Errors = {};
  const add = (field: string, message: Text) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const now = new Date();

  const title = input.title.trim().replace(/\s+/g, ' ');
  if (!title) add('title', text('api.validation.required', { field: 'title' }));

  let slug = current?.slug ?? '';
  if (input.slug !== undefined) {
    slug = input.slug;
    if (slug !== current?.slug && (await slugTaken(db, 'blog_posts', slug, current?.id))) {
      add('slug', text('api.blog.slugTaken'));
    }
  } else if (!current) {
    slug = await uniqueSlug(db, 'blog_posts', slugify(title, POST_SLUG_MAX) || 'post', { max: POST_SLUG_MAX });
  }

  if (!isLanguageCode(input.language)) add('language', text('api.blog.language'));

  const categoryIds = [...new Set(input.category_ids)];
  if (categoryIds.length) {
    const found = await db.selectFrom('blog_categories').select('id').where('id', 'in', categoryIds).execute();
    if (found.length !== categoryIds.length) add('category_ids', text('api.blog.unknownCategory'));
  }

  if (input.featured_media_id !== null) {
    const found = await db
      .selectFrom('blog_media')
      .select('id')
      .where('id', '=', input.featured_media_id)
      .executeTakeFirst();
    if (!found) add('featured_media_id', text('api.blog.unknownMedia'));
  }

  let jobListPath: string | null = null;
  if (input.job_list_path !== null && input.job_list_path.trim() !== '') {
    const checked = await checkedJobListPath(db, reference, input.job_list_path);
    if ('problem' in checked) add('job_list_path', checked.problem);
    else jobListPath = checked.path;
  }

  let publishAt: Date | null = null;
  if (input.status === 'future') {
    if (input.publish_at === null) {
      add('publish_at', text('api.validation.requiredWhen', { field: 'publish_at', other: 'status', value: 'future' }));
    } else {
      publishAt = parseInstant(input.publish_at.trim());
      if (!publishAt) add('publish_at', text('api.blog.dateFormat'));
      else if (publishAt.getTime() <= now.getTime()) add('publish_at', text('api.blog.publishAtPast'));
    }
  }

  const contentHtml = renderMarkdown(input.content_markdown);
  if (contentHtml.length > CONTENT_HTML_MAX) add('content_markdown', text('api.blog.contentTooLong'));

  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return {
    title,
    slug,
    excerpt: input.excerpt.trim() || excerptOf(input.content_markdown),
    content_markdown: input.content_markdown,
    content_html: contentHtml,
    language: input.language,
    category_ids: categoryIds,
    featured_media_id: input.featured_media_id,
    job_list_path: jobListPath,
    author_name: input.author_name?.trim() || current?.author_name || editorName(editor),
    status: input.status,
    published_at: publishedAt(input.status, publishAt, current, now),
  };
}

/** A unique index a concurrent save beat the check to: the same 422 the check gives. */
function uniqueProblem(error: unknown): never {
  if (isUniqueViolation(error)) throw new ValidationFailed({ slug: [text('api.blog.slugTaken')] });
  throw error;
}

async function writeCategories(trx: Trx, postId: number, categoryIds: number[]): Promise<void> {
  await trx.deleteFrom('blog_post_categories').where('post_id', '=', postId).execute();
  if (categoryIds.length) {
    await trx
      .insertInto('blog_post_categories')
      .values(categoryIds.map((category_id) => ({ post_id: postId, category_id })))
      .execute();
  }
}

async function categoriesOf(db: Db, postIds: number[]): Promise<Map<number, number[]>> {
  const byPost = new Map<number, number[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .selectFrom('blog_post_categories')
    .select(['post_id', 'category_id'])
    .where('post_id', 'in', postIds)
    .orderBy('category_id')
    .execute();
  for (const row of rows) byPost.get(row.post_id)?.push(row.category_id);
  return byPost;
}

const POST_COLUMNS = [
  'id',
  'slug',
  'status',
  'published_at',
  'title',
  'excerpt',
  'content_markdown',
  'content_html',
  'language',
  'featured_media_id',
  'job_list_path',
  'author_name',
  'created_at',
  'updated_at',
] as const;

async function postRow(db: Db, id: number): Promise<PostRow | undefined> {
  return db.selectFrom('blog_posts').select(POST_COLUMNS).where('id', '=', id).executeTakeFirst();
}

async function answer(db: Db, origin: string, row: PostRow): Promise<AdminBlogPost> {
  const [categories, media] = await Promise.all([
    categoriesOf(db, [row.id]),
    row.featured_media_id === null ? null : blogMedia(db, origin, row.featured_media_id),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content_markdown: row.content_markdown,
    content_html: row.content_html,
    language: row.language,
    category_ids: categories.get(row.id) ?? [],
    featured_media: media,
    job_list_path: row.job_list_path,
    author_name: row.author_name,
    status: statusNow(row),
    published_at: wireTimeOrNull(row.published_at),
    created_at: wireTime(row.created_at),
    updated_at: wireTime(row.updated_at),
    path: postPath(row.slug),
  };
}

const postNotFound = () => notFound(text('api.blog.postNotFound'));

/** `POST /api/admin/blog/preview`: the HTML saving this Markdown would store. */
export const previewMarkdown = (markdown: string) => ({ html: renderMarkdown(markdown) });

/**
 * The admin's list, 20 a page: newest first by the date readers see (scheduled ones by the date they will go live),
 * drafts by their last change; `search` in the title and the slug.
 */
export async function adminBlogPosts(db: Db, query: AdminBlogPostListQuery): Promise<AdminBlogPostList> {
  const page = query.page ?? 1;
  const search = query.search?.trim();
  const filtered = db
    .selectFrom('blog_posts')
    .$if(query.status !== undefined, (q) => q.where(STATUS_NOW, '=', query.status as BlogPostStatus))
    .$if(Boolean(search), (q) => {
      const like = `%${(search as string).replace(/[\\%_]/g, '\\$&')}%`;
      return q.where((eb) => eb.or([eb('title', 'ilike', like), eb('slug', 'ilike', like)]));
    });
  const [rows, total] = await Promise.all([
    filtered
      .select(['id', 'slug', 'title', 'language', 'status', 'published_at', 'updated_at'])
      .orderBy(sql`CASE WHEN status = 'draft' THEN updated_at ELSE published_at END`, 'desc')
      .orderBy('id', 'desc')
      .limit(ADMIN_POSTS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_POSTS_PAGE_SIZE)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const categories = await categoriesOf(
    db,
    rows.map((row) => row.id),
  );
  const posts: AdminBlogPostSummary[] = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    language: row.language,
    status: statusNow(row),
    published_at: wireTimeOrNull(row.published_at),
    updated_at: wireTime(row.updated_at),
    category_ids: categories.get(row.id) ?? [],
    path: postPath(row.slug),
  }));
  return { posts, total: total.n, page, page_size: ADMIN_POSTS_PAGE_SIZE };
}

export async function adminBlogPost(db: Db, origin: string, id: number): Promise<AdminBlogPost> {
  const row = await postRow(db, id);
  if (!row) throw postNotFound();
  return answer(db, origin, row);
}

export type Editor = Pick<AuthUser, 'id' | 'nombre' | 'apellidos'>;

export async function createBlogPost(
  db: Db,
  reference: ReferenceData,
  origin: string,
  input: BlogPostInput,
  editor: Editor,
): Promise<AdminBlogPost> {
  const { category_ids, ...post } = await checkPost(db, reference, input, editor);
  const row = await db
    .transaction()
    .execute(async (trx) => {
      const inserted = await trx
        .insertInto('blog_posts')
        .values({ ...post, author_id: editor.id })
        .returning(POST_COLUMNS)
        .executeTakeFirstOrThrow();
      await writeCategories(trx, inserted.id, category_ids);
      return inserted;
    })
    .catch(uniqueProblem);
  return answer(db, origin, row);
}

/** Saves the whole post (PUT): a slug not sent keeps the stored one, so a new title does not break the post's links. */
export async function updateBlogPost(
  db: Db,
  reference: ReferenceData,
  origin: string,
  id: number,
  input: BlogPostInput,
  editor: Editor,
): Promise<AdminBlogPost> {
  const current = await postRow(db, id);
  if (!current) throw postNotFound();
  const { category_ids, ...post } = await checkPost(db, reference, input, editor, current);
  const row = await db
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable('blog_posts')
        .set({ ...post, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returning(POST_COLUMNS)
        .executeTakeFirst();
      if (updated) await writeCategories(trx, id, category_ids);
      return updated;
    })
    .catch(uniqueProblem);
  if (!row) throw postNotFound();
  return answer(db, origin, row);
}

/** Deletes a post (its category links with it); its images stay, another post may show them. */
export async function deleteBlogPost(db: Db, id: number): Promise<void> {
  const deleted = await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw postNotFound();
}
