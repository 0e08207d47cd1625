import type { AdminBlogPost } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { useLocation, useParams } from 'shared-kit/router';
import { AreaError, Skeleton } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { useAdminBlogCategories } from '../api/get-admin-blog-categories';
import { useAdminBlogPost } from '../api/get-admin-blog-post';
import { BlogPostEditor } from './blog-post-editor';

// The post editor's route: it loads the post and the categories, then hands them to the editor (blog-post-editor.tsx).
/** `/admin/blog/new` and `/admin/blog/{id}`. */
export function BlogPostEditorPage() {
  const t = useTranslate<EventsMessageId>();
  const param = useParams().id;
  const id = param && /^\d+$/.test(param) ? Number(param) : null;
  // Just created: the editor goes on with the post from the answer, under the key it had while new, so it stays
  // mounted with its state (a category it made). Each visit to /new has a key of its own (the location's), so a later
  // "new post" never finds the last one's editor.
  const location = useLocation();
  const passed = location.state as { post?: AdminBlogPost; editorKey?: string } | null;
  const fresh = passed?.post && passed.post.id === id ? passed.post : null;
  const editorKey = fresh ? (passed?.editorKey ?? 'created') : id === null ? `new-${location.key}` : String(id);
  const post = useAdminBlogPost(fresh ? null : id);
  const categories = useAdminBlogCategories();
  if (param !== undefined && id === null) return <AreaError title={t('events.adminBlog.editor.loadError')} />;
  if (categories.status === 'error')
    return <AreaError title={t('events.adminBlog.editor.loadError')} onRetry={categories.retry} />;
  if (!fresh && post.status === 'error')
    return <AreaError title={t('events.adminBlog.editor.loadError')} onRetry={post.retry} />;
  if (categories.status === 'loading' || (!fresh && post.status === 'loading'))
    return <Skeleton height={640} label={t('events.admin.loading')} />;
  const loaded = fresh ?? (post.status === 'success' ? post.data : null);
  return <BlogPostEditor key={editorKey} editorKey={editorKey} post={loaded} categories={categories.data.categories} />;
}
