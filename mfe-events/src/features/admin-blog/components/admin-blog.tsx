import { Route, Routes } from 'shared-kit/router';
import { NotFound } from 'shared-kit/ui';
import { BlogCategoriesPage } from './blog-categories-page';
import { BlogPostEditorPage } from './blog-post-editor-page';
import { BlogPostList } from './blog-post-list';

/**
 * `/admin/blog/*` (docs/events.md#writing-the-blog): the posts, the editor and the categories. A chunk of its own
 * inside the admin area, loaded when an editor opens the blog. Every write goes through the api's
 * `/api/admin/blog/*` calls (docs/contracts.md#blog-authoring), never through the blog service.
 */
export default function AdminBlog() {
  return (
    <Routes>
      <Route index element={<BlogPostList />} />
      <Route path="new" element={<BlogPostEditorPage />} />
      <Route path="categories" element={<BlogCategoriesPage />} />
      <Route path=":id" element={<BlogPostEditorPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
