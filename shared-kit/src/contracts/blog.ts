// Blog authoring in the admin area (docs/contracts.md#blog-authoring, docs/blog.md). Readers never call these: they
// read the blog through the blog client (shared-kit/blog), which speaks WordPress's REST API.
// No React, no DOM: the api loads these modules from dist/ (CommonJS) and front ends import only their types.
import { type Static, Type } from 'typebox';
import { Id, Int, MultilineText, OrNull, Text } from './bounds';
import { BLOG_CATEGORY_LIMITS as C, BLOG_POST_LIMITS as P } from './limits';
import { Nullable } from './common';

/** A post's or category's slug: lower-case letters and digits in words joined by single hyphens. */
export const BLOG_SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** WordPress's words: a draft; published (public from `published_at`); scheduled (public from `published_at` on). */
export const BlogPostStatusSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('publish'),
  Type.Literal('future'),
]);
export type BlogPostStatus = Static<typeof BlogPostStatusSchema>;

/**
 * `POST /api/admin/blog/posts` (201) and `PUT /api/admin/blog/posts/{id}`: the whole post.
 * - `slug`: optional on create (made from the title); 422 `slug` when another post has it.
 * - `status`: 'draft'; 'publish' (public now: `publish_at` is ignored, a post published before keeps its date);
 *   'future' (scheduled: `publish_at` required, in the future, 422 `publish_at` otherwise).
 * - `job_list_path`: a path of the job-list grammar (`/jobs-in-netherlands-for-dutch-speakers`), 422 otherwise.
 * - `language`: ISO 639-1, one of the site's languages (422 `language`).
 */
export const BlogPostInputSchema = Type.Object({
  title: Text(P.title, { minLength: 1 }),
  slug: Type.Optional(Type.String({ pattern: BLOG_SLUG_PATTERN, minLength: 1, maxLength: P.slug })),
  excerpt: MultilineText(P.excerpt),
  content_markdown: MultilineText(P.body),
  language: Type.String({ pattern: '^[a-z]{2}$', minLength: 2, maxLength: 2 }),
  category_ids: Type.Array(Id(), { maxItems: 10 }),
  featured_media_id: OrNull(Id()),
  job_list_path: OrNull(Text(P.jobListPath, { minLength: 1 })),
  /** Optional: a new post without one is signed with the editor's name; a saved one keeps its author. */
  author_name: Type.Optional(Text(P.author, { minLength: 1 })),
  status: BlogPostStatusSchema,
  /** ISO 8601 with a zone (`2026-12-01T09:00:00Z`); for 'future' only. */
  publish_at: OrNull(Text(40, { minLength: 10 })),
});
export type BlogPostInput = Static<typeof BlogPostInputSchema>;

export const BlogMediaSchema = Type.Object({
  id: Type.Integer(),
  /** Where the image is read (the blog service's /wp-content/uploads/ address, through the site). */
  url: Type.String(),
  alt_text: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type BlogMedia = Static<typeof BlogMediaSchema>;

export const AdminBlogPostSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  excerpt: Type.String(),
  content_markdown: Type.String(),
  /** The HTML readers get: the Markdown rendered and sanitised when the post was saved. */
  content_html: Type.String(),
  language: Type.String(),
  category_ids: Type.Array(Type.Integer()),
  featured_media: Nullable(BlogMediaSchema),
  job_list_path: Nullable(Type.String()),
  author_name: Type.String(),
  /** 'future' only while the time has not come: a scheduled post whose time passed reads 'publish'. */
  status: BlogPostStatusSchema,
  /** ISO (UTC); null for a draft never published. */
  published_at: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
  /** The post's page on the site: `/blog/{slug}`. */
  path: Type.String(),
});
export type AdminBlogPost = Static<typeof AdminBlogPostSchema>;
/** `POST`, `GET /api/admin/blog/posts/{id}`, `PUT` -> `{post}`; `DELETE` -> 204. */
export const AdminBlogPostResponseSchema = Type.Object({ post: AdminBlogPostSchema });

export const AdminBlogPostListQuerySchema = Type.Object({
  page: Type.Optional(Int(1, 1000)),
  status: Type.Optional(BlogPostStatusSchema),
  search: Type.Optional(Text(P.search)),
});
export type AdminBlogPostListQuery = Static<typeof AdminBlogPostListQuerySchema>;
export const AdminBlogPostSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  language: Type.String(),
  status: BlogPostStatusSchema,
  published_at: Nullable(Type.String()),
  updated_at: Type.String(),
  category_ids: Type.Array(Type.Integer()),
  path: Type.String(),
});
export type AdminBlogPostSummary = Static<typeof AdminBlogPostSummarySchema>;
/** `GET /api/admin/blog/posts?page&status&search`: newest first (drafts by their last change), 20 a page. */
export const AdminBlogPostListSchema = Type.Object({
  posts: Type.Array(AdminBlogPostSummarySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type AdminBlogPostList = Static<typeof AdminBlogPostListSchema>;

/** `POST /api/admin/blog/preview` `{content_markdown}` -> `{html}`: exactly what saving would store. */
export const BlogPreviewInputSchema = Type.Object({ content_markdown: MultilineText(P.body) });
export const BlogPreviewSchema = Type.Object({ html: Type.String() });

export const BlogCategoryInputSchema = Type.Object({
  name: Text(C.name, { minLength: 1 }),
  slug: Type.Optional(Type.String({ pattern: BLOG_SLUG_PATTERN, minLength: 1, maxLength: C.slug })),
  description: MultilineText(C.description),
});
export type BlogCategoryInput = Static<typeof BlogCategoryInputSchema>;
export const AdminBlogCategorySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** Posts in it, drafts included. */
  post_count: Type.Integer(),
});
export type AdminBlogCategory = Static<typeof AdminBlogCategorySchema>;
/**
 * `GET /api/admin/blog/categories` -> `{categories}` (by name); `POST` (201) and `PUT .../{id}` -> `{category}`
 * (422 `slug` when taken); `DELETE .../{id}` -> 204 (its posts lose the category).
 */
export const AdminBlogCategoryListSchema = Type.Object({ categories: Type.Array(AdminBlogCategorySchema) });
export const AdminBlogCategoryResponseSchema = Type.Object({ category: AdminBlogCategorySchema });

/**
 * `POST /api/admin/blog/media`, multipart: `file` (JPEG, PNG or WebP, checked by its bytes, at most 5 MB) and
 * `alt_text` (at most BLOG_MEDIA_LIMITS.alt characters) -> 201 `{media}`. Stored as WebP at most 1600 px wide.
 */
export const BlogMediaResponseSchema = Type.Object({ media: BlogMediaSchema });
