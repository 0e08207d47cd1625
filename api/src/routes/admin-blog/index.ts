import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminBlogCategoryListSchema,
  AdminBlogCategoryResponseSchema,
  AdminBlogPostListQuerySchema,
  AdminBlogPostListSchema,
  AdminBlogPostResponseSchema,
  BlogCategoryInputSchema,
  BlogMediaResponseSchema,
  BlogPostInputSchema,
  BlogPreviewInputSchema,
  BlogPreviewSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from 'shared-kit/contracts';
import { Type } from 'typebox';
import { publicOrigin } from '../../lib/public-url';
import { signedInUser } from '../../plugins/auth';
import { readUpload } from '../../plugins/uploads';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import {
  adminBlogPost,
  adminBlogPosts,
  createBlogPost,
  deleteBlogPost,
  previewMarkdown,
  updateBlogPost,
} from '../../services/blog/authoring';
import {
  adminBlogCategories,
  createBlogCategory,
  deleteBlogCategory,
  updateBlogCategory,
} from '../../services/blog/categories';
import { storeBlogMedia } from '../../services/blog/media';

const admin = { tags: ['blog', 'admin'], security: [{ bearerAuth: [] }] };
const guarded = { ...GuardedErrorsSchemas, 404: ErrorResponseSchema };
const deleted = Type.Null({ description: 'Deleted' });

/**
 * Writing the blog in the admin area (docs/blog.md#authoring, docs/contracts.md#blog-authoring): posts, their
 * Markdown preview, categories and images. plugins/auth.ts guards /api/admin: an admin token or 401/403. Readers
 * never come here: they read the blog service through /blog-api.
 */
const adminBlogRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const origin = publicOrigin(fastify.config);

  fastify.get(
    '/api/admin/blog/posts',
    {
      schema: {
        ...admin,
        summary: 'Posts in every state, newest first (drafts by their last change), 20 a page',
        querystring: AdminBlogPostListQuerySchema,
        response: { 200: AdminBlogPostListSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => adminBlogPosts(fastify.db, request.query),
  );

  fastify.post(
    '/api/admin/blog/posts',
    {
      schema: {
        ...admin,
        summary: 'Write a post: a draft, published now or scheduled (its Markdown rendered and sanitised once, here)',
        body: BlogPostInputSchema,
        response: { 201: AdminBlogPostResponseSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const editor = signedInUser(request);
      const post = await createBlogPost(fastify.db, await fastify.reference(), origin, request.body, editor);
      request.log.info({ adminId: editor.id, postId: post.id, status: post.status }, 'blog post created');
      return reply.code(201).send({ post });
    },
  );

  fastify.get(
    '/api/admin/blog/posts/:id',
    {
      schema: {
        ...admin,
        summary: 'One post with its Markdown, in any state',
        params: IdParamsSchema,
        response: { 200: AdminBlogPostResponseSchema, ...guarded },
      },
    },
    async (request) => ({ post: await adminBlogPost(fastify.db, origin, request.params.id) }),
  );

  fastify.put(
    '/api/admin/blog/posts/:id',
    {
      schema: {
        ...admin,
        summary: 'Save the whole post (a slug not sent keeps the stored one)',
        params: IdParamsSchema,
        body: BlogPostInputSchema,
        response: { 200: AdminBlogPostResponseSchema, ...guarded },
      },
    },
    async (request) => {
      const editor = signedInUser(request);
      const post = await updateBlogPost(
        fastify.db,
        await fastify.reference(),
        origin,
        request.params.id,
        request.body,
        editor,
      );
      request.log.info({ adminId: editor.id, postId: post.id, status: post.status }, 'blog post saved');
      return { post };
    },
  );

  fastify.delete(
    '/api/admin/blog/posts/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a post (its images stay)',
        params: IdParamsSchema,
        response: { 204: deleted, ...guarded },
      },
    },
    async (request, reply) => {
      await deleteBlogPost(fastify.db, request.params.id);
      request.log.info({ adminId: request.user?.id, postId: request.params.id }, 'blog post deleted');
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/api/admin/blog/preview',
    {
      schema: {
        ...admin,
        summary: 'The HTML saving this Markdown would store',
        body: BlogPreviewInputSchema,
        response: { 200: BlogPreviewSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => previewMarkdown(request.body.content_markdown),
  );

  fastify.get(
    '/api/admin/blog/categories',
    {
      schema: {
        ...admin,
        summary: 'Every category by name, with its number of posts (drafts included)',
        response: { 200: AdminBlogCategoryListSchema, ...GuardedErrorsSchemas },
      },
    },
    async () => ({ categories: await adminBlogCategories(fastify.db) }),
  );

  fastify.post(
    '/api/admin/blog/categories',
    {
      schema: {
        ...admin,
        summary: 'Add a category (its slug made from the name when none is sent)',
        body: BlogCategoryInputSchema,
        response: { 201: AdminBlogCategoryResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request, reply) => reply.code(201).send({ category: await createBlogCategory(fastify.db, request.body) }),
  );

  fastify.put(
    '/api/admin/blog/categories/:id',
    {
      schema: {
        ...admin,
        summary: 'Rename or describe a category (a slug not sent keeps the stored one)',
        params: IdParamsSchema,
        body: BlogCategoryInputSchema,
        response: { 200: AdminBlogCategoryResponseSchema, ...guarded },
      },
    },
    async (request) => ({ category: await updateBlogCategory(fastify.db, request.params.id, request.body) }),
  );

  fastify.delete(
    '/api/admin/blog/categories/:id',
    {
      schema: {
        ...admin,
        summary: 'Delete a category: its posts stay, without it',
        params: IdParamsSchema,
        response: { 204: deleted, ...guarded },
      },
    },
    async (request, reply) => {
      await deleteBlogCategory(fastify.db, request.params.id);
      request.log.info({ adminId: request.user?.id, categoryId: request.params.id }, 'blog category deleted');
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/api/admin/blog/media',
    {
      config: { quota: 'photo-upload' },
      schema: {
        ...admin,
        summary:
          'Upload an image for posts (multipart: `file`, JPEG, PNG or WebP by content, at most 5 MB; `alt_text`, ' +
          'at most 300 characters); stored as WebP at most 1600 px wide',
        // Read by readUpload (plugins/uploads.ts), not by a body schema; said here for the OpenAPI document.
        consumes: ['multipart/form-data'],
        response: { 201: BlogMediaResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request, reply) => {
      const editor = signedInUser(request);
      const upload = await readUpload(request);
      const media = await storeBlogMedia(fastify.db, origin, upload, editor.id);
      return reply.code(201).send({ media });
    },
  );
};

export default adminBlogRoutes;
