import { useState } from 'react';
import type { AdminBlogCategory } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Checkbox } from 'shared-kit/ui';
import type { EventsMessageId } from '../../../locales';
import { CategoryDialog } from './category-dialog';

/** The post's categories as checkboxes, and "New category", which creates one and ticks it. */
export function PostCategoriesField({
  categories,
  value,
  error,
  onChange,
  onCreated,
}: {
  categories: AdminBlogCategory[];
  value: number[];
  error?: string;
  onChange: (ids: number[]) => void;
  onCreated: (category: AdminBlogCategory) => void;
}) {
  const t = useTranslate<EventsMessageId>();
  const [creating, setCreating] = useState(false);
  // A fresh dialog (empty fields) each time it opens.
  const [round, setRound] = useState(0);
  return (
    <fieldset
      className="admin-fieldset admin-blog-categories"
      aria-describedby={error ? 'admin-blog-categories-error' : undefined}
    >
      <legend>{t('events.adminBlog.editor.categories')}</legend>
      {categories.length === 0 && <p>{t('events.adminBlog.editor.noCategories')}</p>}
      <div className="admin-blog-checks">
        {categories.map((category) => (
          <Checkbox
            key={category.id}
            label={category.name}
            checked={value.includes(category.id)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, category.id] : value.filter((id) => id !== category.id))
            }
          />
        ))}
      </div>
      <p className="sk-field__error" id="admin-blog-categories-error" aria-live="polite">
        {error ?? null}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setRound((n) => n + 1);
          setCreating(true);
        }}
      >
        {t('events.adminBlog.editor.newCategory')}
      </Button>
      <CategoryDialog
        key={round}
        open={creating}
        category={null}
        onClose={() => setCreating(false)}
        onSaved={(category) => {
          setCreating(false);
          onCreated(category);
          onChange([...value, category.id]);
        }}
      />
    </fieldset>
  );
}
