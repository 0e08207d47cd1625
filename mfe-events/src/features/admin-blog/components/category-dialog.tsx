import { useState } from 'react';
import { BLOG_CATEGORY_LIMITS } from 'shared-kit/account-rules';
import type { AdminBlogCategory } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { Button, Dialog, TextField } from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import type { EventsMessageId } from '../../../locales';
import { serverErrors } from '../../../lib/server-errors';
import { saveAdminBlogCategory } from '../api/save-admin-blog-category';

/**
 * Creates a category (`category` null) or renames and describes one, in a dialog: from the post editor's "New
 * category" and from the categories page. The slug is made from the name when left empty; a taken one is the api's
 * 422 on the field.
 */
export function CategoryDialog({
  open,
  category,
  onClose,
  onSaved,
}: {
  open: boolean;
  category: AdminBlogCategory | null;
  onClose: () => void;
  onSaved: (category: AdminBlogCategory) => void;
}) {
  const t = useTranslate<EventsMessageId>();
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: t('events.adminBlog.error.required') });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await saveAdminBlogCategory(category?.id ?? null, {
        name: name.trim(),
        ...(slug.trim() ? { slug: slug.trim() } : {}),
        description,
      });
      notify.success(
        category
          ? t('events.adminBlog.categories.savedNotice', { name: saved.name })
          : t('events.adminBlog.categories.createdNotice', { name: saved.name }),
      );
      onSaved(saved);
    } catch (error) {
      const server = serverErrors(error);
      if (Object.keys(server.errors).length) setErrors(server.errors);
      else notify.error(server.message || t('events.adminBlog.categories.saveFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        category
          ? t('events.adminBlog.categories.editTitle', { name: category.name })
          : t('events.adminBlog.categories.newTitle')
      }
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('events.adminBlog.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {category ? t('events.adminBlog.categories.save') : t('events.adminBlog.categories.create')}
          </Button>
        </>
      }
    >
      {/* Not a form: the post editor's dialog sits inside the editor's form, and forms do not nest. */}
      <div className="admin-blog-category-form">
        <TextField
          label={t('events.adminBlog.categories.name')}
          value={name}
          maxLength={BLOG_CATEGORY_LIMITS.name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('events.adminBlog.categories.slug')}
          hint={t('events.adminBlog.categories.slugHint')}
          optional
          value={slug}
          maxLength={BLOG_CATEGORY_LIMITS.slug}
          error={errors.slug}
          onChange={(event) => setSlug(event.target.value)}
        />
        <TextArea
          label={t('events.adminBlog.categories.description')}
          optional
          value={description}
          maxLength={BLOG_CATEGORY_LIMITS.description}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
    </Dialog>
  );
}
