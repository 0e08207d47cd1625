// The parts of the post editor (blog-post-editor.tsx) below its texts: when the post goes out, and the confirmation
// of its deletion.
import { useMemo } from 'react';
import { LOCALES } from 'shared-kit/constants';
import type { AdminBlogPost, BlogPostStatus } from 'shared-kit/contracts';
import { useTranslate } from 'shared-kit/i18n';
import { Button, Dialog, TextField } from 'shared-kit/ui';
import { RadioGroup } from 'shared-kit/ui/account';
import type { EventsMessageId } from '../../../locales';
import { languageName } from '../lib/labels';
import { POST_LANGUAGES } from '../lib/post-form';
import { PostStatusBadge } from './post-status-badge';

/** Where the post stands, and a link to it once readers can open it. */
export function PostStatus({ post, wasPublic }: { post: AdminBlogPost; wasPublic: boolean }) {
  const t = useTranslate<EventsMessageId>();
  return (
    <>
      <PostStatusBadge status={post.status} publishedAt={post.published_at} />
      {wasPublic && (
        <a href={post.path} target="_blank" rel="noopener noreferrer">
          {t('events.adminBlog.editor.view')}
        </a>
      )}
    </>
  );
}

/** The languages a post is written in: the site's first, then the others, each by its name. */
export function usePostLanguages(language: string) {
  return useMemo(() => {
    const named = (codes: readonly string[]) =>
      codes.map((code) => ({ value: code, label: languageName(code) })).sort((a, b) => a.label.localeCompare(b.label));
    const site = POST_LANGUAGES.filter((code) => (LOCALES as readonly string[]).includes(code));
    const others = POST_LANGUAGES.filter((code) => !site.includes(code));
    // A post in a code the list lacks keeps it, so opening it never changes its language.
    if (!POST_LANGUAGES.includes(language)) others.push(language);
    return [...named(site), ...named(others)];
  }, [language]);
}

type PublishingProps = {
  status: BlogPostStatus;
  /** `yyyy-mm-ddThh:mm` in the editor's zone. */
  publishAt: string;
  /** Readers can open the post now: "Publish now" becomes "Keep it published". */
  wasPublic: boolean;
  zone: string;
  /** The form's errors by the api's field names. */
  errors: Record<string, string | undefined>;
  /** The schedule's id (the form's error summary links to it). */
  publishAtId: string;
  onStatus: (status: BlogPostStatus) => void;
  onPublishAt: (at: string) => void;
};

/** Draft, published now, or scheduled for a time in the editor's zone. */
export function PostPublishingFields({
  status,
  publishAt,
  wasPublic,
  zone,
  errors,
  publishAtId,
  onStatus,
  onPublishAt,
}: PublishingProps) {
  const t = useTranslate<EventsMessageId>();
  return (
    <fieldset className="admin-fieldset">
      <legend>{t('events.adminBlog.editor.publishing')}</legend>
      <RadioGroup
        legend={t('events.adminBlog.editor.when')}
        name="status"
        value={status}
        error={errors.status}
        options={[
          {
            value: 'draft',
            label: t('events.adminBlog.editor.asDraft'),
            hint: t('events.adminBlog.editor.asDraftHint'),
          },
          {
            value: 'publish',
            label: wasPublic ? t('events.adminBlog.editor.keepPublished') : t('events.adminBlog.editor.publishNow'),
          },
          { value: 'future', label: t('events.adminBlog.editor.scheduleAt') },
        ]}
        onChange={(value) => onStatus(value as BlogPostStatus)}
      />
      {status === 'future' && (
        <TextField
          id={publishAtId}
          label={t('events.adminBlog.editor.publishAt')}
          hint={t('events.adminBlog.editor.publishAtHint', { zone })}
          type="datetime-local"
          value={publishAt}
          error={errors.publish_at}
          onChange={(e) => onPublishAt(e.target.value)}
        />
      )}
    </fieldset>
  );
}

type DeleteProps = {
  title: string;
  open: boolean;
  deleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** Deleting a post asks first: it cannot be undone. */
export function DeletePostDialog({ title, open, deleting, onClose, onConfirm }: DeleteProps) {
  const t = useTranslate<EventsMessageId>();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('events.adminBlog.editor.deleteTitle', { title })}
      description={t('events.adminBlog.editor.deleteText')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('events.adminBlog.cancel')}
          </Button>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            {t('events.adminBlog.editor.deleteConfirm')}
          </Button>
        </>
      }
    />
  );
}
