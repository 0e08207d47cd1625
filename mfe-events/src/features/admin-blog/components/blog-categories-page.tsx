import { useState } from 'react';
import type { AdminBlogCategory } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { AreaError, Button, Dialog, EmptyState, Skeleton } from 'shared-kit/ui';
import { BackLink } from '../../../components/back-link';
import type { EventsMessageId } from '../../../locales';
import { serverErrors } from '../../../lib/server-errors';
import { deleteAdminBlogCategory } from '../api/delete-admin-blog-category';
import { useAdminBlogCategories } from '../api/get-admin-blog-categories';
import { CategoryDialog } from './category-dialog';

/** `/admin/blog/categories`: the categories with their posts counted; create, rename, describe, delete. */
export function BlogCategoriesPage() {
  const t = useTranslate<EventsMessageId>();
  const categories = useAdminBlogCategories();
  // The dialog: a new category ('new'), one to edit, or closed (null); `round` gives each opening fresh fields.
  const [editing, setEditing] = useState<AdminBlogCategory | 'new' | null>(null);
  const [round, setRound] = useState(0);
  const [deleting, setDeleting] = useState<AdminBlogCategory | null>(null);
  const [busy, setBusy] = useState(false);

  const open = (category: AdminBlogCategory | 'new') => {
    setRound((n) => n + 1);
    setEditing(category);
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteAdminBlogCategory(deleting.id);
      notify.success(t('events.adminBlog.categories.deletedNotice', { name: deleting.name }));
      setDeleting(null);
      categories.retry();
    } catch (error) {
      notify.error(serverErrors(error).message || t('events.adminBlog.categories.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-blog">
      <BackLink to="/admin/blog">{t('events.adminBlog.editor.back')}</BackLink>
      <div className="sk-split admin-section-head">
        <h1>{t('events.adminBlog.categories.heading')}</h1>
        <Button onClick={() => open('new')}>{t('events.adminBlog.categories.new')}</Button>
      </div>
      {categories.status === 'loading' && <Skeleton height={240} label={t('events.admin.loading')} />}
      {categories.status === 'error' && (
        <AreaError title={t('events.adminBlog.categories.error')} onRetry={categories.retry} />
      )}
      {categories.status === 'success' &&
        (categories.data.categories.length === 0 ? (
          <EmptyState title={t('events.adminBlog.categories.empty')} />
        ) : (
          <table className="sk-table admin-table">
            <thead>
              <tr>
                <th scope="col">{t('events.adminBlog.categories.col.name')}</th>
                <th scope="col">{t('events.adminBlog.categories.col.description')}</th>
                <th scope="col">{t('events.adminBlog.categories.col.posts')}</th>
                <th scope="col">{t('events.adminBlog.categories.col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {categories.data.categories.map((category) => (
                <tr key={category.id}>
                  <th scope="row">
                    {category.name}
                    <span className="admin-table-path">{`/blog/category/${category.slug}/1`}</span>
                  </th>
                  <td>{category.description}</td>
                  <td>{category.post_count}</td>
                  <td>
                    <div className="sk-actions admin-blog-row-actions">
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t('events.adminBlog.categories.editLabel', { name: category.name })}
                        onClick={() => open(category)}
                      >
                        {t('events.adminBlog.categories.edit')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('events.adminBlog.categories.deleteLabel', { name: category.name })}
                        onClick={() => setDeleting(category)}
                      >
                        {t('events.adminBlog.categories.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      <CategoryDialog
        key={round}
        open={editing !== null}
        category={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          categories.retry();
        }}
      />
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('events.adminBlog.categories.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('events.adminBlog.categories.deleteText', { count: deleting?.post_count ?? 0 })}
        footer={
          <>
            <Button variant="ghost" onClick={() => setDeleting(null)}>
              {t('events.adminBlog.cancel')}
            </Button>
            <Button variant="danger" loading={busy} onClick={() => void remove()}>
              {t('events.adminBlog.categories.deleteConfirm')}
            </Button>
          </>
        }
      />
    </div>
  );
}
