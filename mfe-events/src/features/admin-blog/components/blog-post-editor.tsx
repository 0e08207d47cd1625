import { type FormEvent, useMemo, useRef, useState } from 'react';
import { BLOG_POST_LIMITS } from 'shared-kit/account-rules';
import type { AdminBlogCategory, AdminBlogPost, BlogPostStatus } from 'shared-kit/contracts';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useNavigate } from 'shared-kit/router';
import { getSession } from 'shared-kit/session';
import { Button, Select, TextField } from 'shared-kit/ui';
import { TextArea } from 'shared-kit/ui/account';
import { ErrorSummary } from 'shared-kit/ui/form';
import { useEditorForm } from '../../../components/use-editor-form';
import type { EventsMessageId } from '../../../locales';
import { TitleSlugFields } from '../../../components/title-slug/title-slug-fields';
import { serverMessage } from '../../../lib/server-errors';
import { deleteAdminBlogPost } from '../api/delete-admin-blog-post';
import { saveAdminBlogPost } from '../api/save-admin-blog-post';
import { placePostErrors, usePostErrors } from '../lib/post-errors';
import {
  editorZone,
  emptyPostForm,
  formFromPost,
  isPublic,
  type PostForm,
  slugFromTitle,
  toPostInput,
} from '../lib/post-form';
import { FeaturedImageField } from './featured-image-field';
import { PostBodyField } from './post-body-field';
import { PostCategoriesField } from './post-categories-field';
import { DeletePostDialog, PostPublishingFields, PostStatus, usePostLanguages } from './blog-post-editor-parts';
import { EditorHead } from '../../../components/editor-head';

/** The api's name of each field of the form's state, whose message an edit drops. */
const API_NAMES: Partial<Record<keyof PostForm, string>> = {
  language: 'language',
  authorName: 'author_name',
  categoryIds: 'category_ids',
  excerpt: 'excerpt',
  body: 'content_markdown',
  media: 'featured_media_id',
  jobListPath: 'job_list_path',
  status: 'status',
  publishAt: 'publish_at',
};

/**
 * The post's form (docs/events.md#writing-the-blog). Its state is the post's shape; the form toolkit (useForm's
 * `check`) checks it before sending, every error at its field and in the summary at once, the focus on the first, and
 * puts the api's 422 on the same fields. A failure no field names is a notice.
 */
export function BlogPostEditor({
  editorKey,
  post: initial,
  categories: initialCategories,
}: {
  editorKey: string;
  post: AdminBlogPost | null;
  categories: AdminBlogCategory[];
}) {
  const t = useTranslate<EventsMessageId>();
  const navigate = useNavigate();
  const zone = useMemo(editorZone, []);
  const [post, setPost] = useState(initial);
  const [categories, setCategories] = useState(initialCategories);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const errorsOf = usePostErrors();
  const { form, setForm, set, checks, updateTitleSlug } = useEditorForm<PostForm>({
    id: 'post',
    initial: () => {
      if (initial) return formFromPost(initial, zone);
      const user = getSession()?.user;
      return emptyPostForm(currentLocale(), [user?.nombre, user?.apellidos].filter(Boolean).join(' '));
    },
    errorsOf: (values) => errorsOf(values, zone),
    apiNames: API_NAMES,
    failure: () => t('events.adminBlog.editor.saveFailed'),
    onRefused: (refusal) => {
      if (Object.keys(refusal.fields).length > 0) return false;
      notify.error(refusal.message || t('events.adminBlog.editor.saveFailed'));
      return true;
    },
  });
  const summary = placePostErrors(checks.errors, checks.fieldId);
  const errors = Object.fromEntries(summary.map((error) => [error.name, error.text]));
  const id = checks.fieldId;

  const save = checks.submit(async () => {
    setBusy('save');
    try {
      const saved = await saveAdminBlogPost(post?.id ?? null, toPostInput(form, zone));
      setPost(saved);
      setForm(formFromPost(saved, zone));
      notify.success(
        saved.status === 'draft'
          ? t('events.adminBlog.editor.savedDraft')
          : saved.status === 'future'
            ? t('events.adminBlog.editor.savedScheduled')
            : t('events.adminBlog.editor.savedPublished'),
      );
      if (!post) navigate(`/admin/blog/${saved.id}`, { replace: true, state: { post: saved, editorKey } });
    } finally {
      setBusy(null);
    }
  });
  const submit = (event: FormEvent) => void save(event);

  const remove = async () => {
    if (!post) return;
    setBusy('delete');
    try {
      await deleteAdminBlogPost(post.id);
      notify.success(t('events.adminBlog.editor.deleted', { title: post.title }));
      navigate('/admin/blog', { replace: true });
    } catch (error) {
      setConfirming(false);
      notify.error(serverMessage(error) || t('events.adminBlog.editor.deleteFailed'));
      setBusy(null);
    }
  };

  const wasPublic = post !== null && isPublic(post);
  const submitLabel: Record<BlogPostStatus, string> = {
    draft: t('events.adminBlog.editor.saveDraft'),
    publish: wasPublic ? t('events.adminBlog.editor.update') : t('events.adminBlog.editor.publish'),
    future: t('events.adminBlog.editor.schedule'),
  };
  const languages = usePostLanguages(form.language);
  const address = form.slug || (form.slugEdited ? '' : slugFromTitle(form.title));
  const jobListPath = form.jobListPath.trim();

  return (
    <form ref={checks.formRef} className="admin-editor admin-blog-editor" onSubmit={submit} noValidate>
      <EditorHead
        back={{ to: '/admin/blog', label: t('events.adminBlog.editor.back') }}
        heading={
          post
            ? t('events.adminBlog.editor.editHeading', { title: post.title })
            : t('events.adminBlog.editor.newHeading')
        }
        status={post && <PostStatus post={post} wasPublic={wasPublic} />}
        message={checks.message}
        messageRef={messageRef}
      />
      {checks.sent && <ErrorSummary errors={summary} onSelect={checks.focus} />}

      <fieldset className="admin-fieldset">
        <legend>{t('events.adminBlog.editor.about')}</legend>
        <TitleSlugFields
          labels={{ title: t('events.adminBlog.editor.title'), slug: t('events.adminBlog.editor.slug') }}
          slugHint={
            address
              ? t('events.adminBlog.editor.slugAddress', { path: `/blog/${address}` })
              : t('events.adminBlog.editor.slugHint')
          }
          // The post's own language, so spell-checking and screen readers treat its text as such.
          lang={form.language}
          value={form}
          update={updateTitleSlug}
          toSlug={slugFromTitle}
          maxLength={{ title: BLOG_POST_LIMITS.title, slug: BLOG_POST_LIMITS.slug }}
          errors={errors}
          ids={{ title: id('title'), slug: id('slug') }}
        />
        <Select
          id={id('language')}
          label={t('events.adminBlog.editor.language')}
          hint={t('events.adminBlog.editor.languageHint')}
          value={form.language}
          error={errors.language}
          options={languages}
          onChange={(e) => set('language', e.target.value)}
        />
        <TextField
          id={id('author_name')}
          label={t('events.adminBlog.editor.author')}
          value={form.authorName}
          maxLength={BLOG_POST_LIMITS.author}
          error={errors.author_name}
          onChange={(e) => set('authorName', e.target.value)}
        />
      </fieldset>

      <PostCategoriesField
        categories={categories}
        value={form.categoryIds}
        error={errors.category_ids}
        onChange={(ids) => set('categoryIds', ids)}
        onCreated={(category) =>
          setCategories((all) => [...all, category].sort((a, b) => a.name.localeCompare(b.name)))
        }
      />

      <fieldset className="admin-fieldset">
        <legend>{t('events.adminBlog.editor.text')}</legend>
        <TextArea
          id={id('excerpt')}
          label={t('events.adminBlog.editor.excerpt')}
          hint={t('events.adminBlog.editor.excerptHint')}
          optional
          lang={form.language}
          value={form.excerpt}
          rows={3}
          maxLength={BLOG_POST_LIMITS.excerpt}
          error={errors.excerpt}
          onChange={(e) => set('excerpt', e.target.value)}
        />
        <PostBodyField
          id={id('content_markdown')}
          lang={form.language}
          value={form.body}
          error={errors.content_markdown}
          onChange={(body) => set('body', body)}
        />
      </fieldset>

      <FeaturedImageField
        value={form.media}
        error={errors.featured_media_id}
        onChange={(media) => set('media', media)}
      />

      <fieldset className="admin-fieldset">
        <legend>{t('events.adminBlog.editor.jobs')}</legend>
        <TextField
          id={id('job_list_path')}
          label={t('events.adminBlog.editor.jobListPath')}
          hint={t('events.adminBlog.editor.jobListPathHint')}
          optional
          placeholder="/jobs-in-netherlands-for-dutch-speakers"
          value={form.jobListPath}
          maxLength={BLOG_POST_LIMITS.jobListPath}
          error={errors.job_list_path}
          onChange={(e) => set('jobListPath', e.target.value)}
        />
        {jobListPath.startsWith('/') && !errors.job_list_path && (
          <p className="admin-blog-open-link">
            <a href={jobListPath} target="_blank" rel="noopener noreferrer">
              {t('events.adminBlog.editor.openJobList', { path: jobListPath })}
            </a>
          </p>
        )}
      </fieldset>

      <PostPublishingFields
        status={form.status}
        publishAt={form.publishAt}
        wasPublic={wasPublic}
        zone={zone}
        errors={errors}
        publishAtId={id('publish_at')}
        onStatus={(status) => set('status', status)}
        onPublishAt={(at) => set('publishAt', at)}
      />

      <div className="admin-editor-actions">
        <Button type="submit" loading={busy === 'save'} disabled={busy !== null}>
          {submitLabel[form.status]}
        </Button>
        {post && (
          <Button variant="danger" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {t('events.adminBlog.editor.delete')}
          </Button>
        )}
      </div>

      {post && (
        <DeletePostDialog
          title={post.title}
          open={confirming}
          deleting={busy === 'delete'}
          onClose={() => setConfirming(false)}
          onConfirm={() => void remove()}
        />
      )}
    </form>
  );
}
