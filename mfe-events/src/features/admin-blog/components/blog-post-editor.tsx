import { type FormEvent, useMemo, useRef, useState } from 'react';
import { BLOG_POST_LIMITS, LOCALES } from 'shared-kit/constants';
import type { AdminBlogCategory, AdminBlogPost, BlogPostStatus } from 'shared-kit/contracts';
import { currentLocale, useTranslate } from 'shared-kit/i18n';
import { notify } from 'shared-kit/notify';
import { useLocation, useNavigate, useParams } from 'shared-kit/router';
import { getSession } from 'shared-kit/session';
import { AreaError, Button, Dialog, Select, Skeleton, TextField } from 'shared-kit/ui';
import { RadioGroup, TextArea } from 'shared-kit/ui/account';
import type { EventsMessageId } from '../../../locales';
import { TitleSlugFields } from '../../../components/title-slug/title-slug-fields';
import { serverErrors } from '../../../lib/server-errors';
import { deleteAdminBlogPost } from '../api/delete-admin-blog-post';
import { useAdminBlogCategories } from '../api/get-admin-blog-categories';
import { useAdminBlogPost } from '../api/get-admin-blog-post';
import { saveAdminBlogPost } from '../api/save-admin-blog-post';
import { languageName } from '../lib/labels';
import {
  checkPostForm,
  editorZone,
  emptyPostForm,
  formFromPost,
  isPublic,
  POST_LANGUAGES,
  type PostForm,
  slugFromTitle,
  toPostInput,
} from '../lib/post-form';
import { FeaturedImageField } from './featured-image-field';
import { PostBodyField } from './post-body-field';
import { PostCategoriesField } from './post-categories-field';
import { PostStatusBadge } from './post-status-badge';
import { EditorHead } from '../../../components/editor-head';

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

const FIELD_ORDER = [
  'title',
  'slug',
  'language',
  'category_ids',
  'excerpt',
  'content_markdown',
  'featured_media_id',
  'job_list_path',
  'author_name',
  'status',
  'publish_at',
];

function BlogPostEditor({
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
  const [form, setForm] = useState<PostForm>(() => {
    if (initial) return formFromPost(initial, zone);
    const user = getSession()?.user;
    return emptyPostForm(currentLocale(), [user?.nombre, user?.apellidos].filter(Boolean).join(' '));
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  const set = <K extends keyof PostForm>(field: K, value: PostForm[K]) => setForm((f) => ({ ...f, [field]: value }));
  const problemText: Record<string, string> = {
    required: t('events.adminBlog.error.required'),
    slug: t('events.adminBlog.error.slug'),
    jobListPath: t('events.adminBlog.error.jobListPath'),
    date: t('events.adminBlog.error.date'),
    past: t('events.adminBlog.error.past'),
  };

  const showProblems = (problems: Record<string, string>) => {
    // An item's problem (`category_ids.2`) is shown on its field; the first message of a field wins.
    const found: Record<string, string> = {};
    for (const [key, text] of Object.entries(problems)) {
      const field = key.split('.')[0];
      if (!(field in found)) found[FIELD_ORDER.includes(field) ? field : key] = text;
    }
    setErrors(found);
    // Fields the form does not show (none today, but the api may name one) are said in the message.
    const unshown = Object.keys(found).filter((field) => !FIELD_ORDER.includes(field));
    setMessage(
      [t('events.adminBlog.editor.checkFields'), ...unshown.map((field) => found[field])].filter(Boolean).join(' '),
    );
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>('.admin-blog-editor [aria-invalid="true"]');
      (first ?? messageRef.current)?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    const found = checkPostForm(form, zone);
    if (Object.keys(found).length) {
      showProblems(Object.fromEntries(Object.entries(found).map(([field, problem]) => [field, problemText[problem]])));
      return;
    }
    setErrors({});
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
    } catch (error) {
      const server = serverErrors(error);
      if (Object.keys(server.errors).length) showProblems(server.errors);
      else notify.error(server.message || t('events.adminBlog.editor.saveFailed'));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (!post) return;
    setBusy('delete');
    try {
      await deleteAdminBlogPost(post.id);
      notify.success(t('events.adminBlog.editor.deleted', { title: post.title }));
      navigate('/admin/blog', { replace: true });
    } catch (error) {
      setConfirming(false);
      notify.error(serverErrors(error).message || t('events.adminBlog.editor.deleteFailed'));
      setBusy(null);
    }
  };

  const wasPublic = post !== null && isPublic(post);
  const submitLabel: Record<BlogPostStatus, string> = {
    draft: t('events.adminBlog.editor.saveDraft'),
    publish: wasPublic ? t('events.adminBlog.editor.update') : t('events.adminBlog.editor.publish'),
    future: t('events.adminBlog.editor.schedule'),
  };
  const languages = useMemo(() => {
    const named = (codes: readonly string[]) =>
      codes.map((code) => ({ value: code, label: languageName(code) })).sort((a, b) => a.label.localeCompare(b.label));
    const site = POST_LANGUAGES.filter((code) => (LOCALES as readonly string[]).includes(code));
    const others = POST_LANGUAGES.filter((code) => !site.includes(code));
    // A post in a code the list lacks keeps it, so opening it never changes its language.
    if (!POST_LANGUAGES.includes(form.language)) others.push(form.language);
    return [...named(site), ...named(others)];
  }, [form.language]);
  const address = form.slug || (form.slugEdited ? '' : slugFromTitle(form.title));
  const jobListPath = form.jobListPath.trim();

  return (
    <form className="admin-editor admin-blog-editor" onSubmit={submit} noValidate>
      <EditorHead
        back={{ to: '/admin/blog', label: t('events.adminBlog.editor.back') }}
        heading={
          post
            ? t('events.adminBlog.editor.editHeading', { title: post.title })
            : t('events.adminBlog.editor.newHeading')
        }
        status={
          post && (
            <>
              <PostStatusBadge status={post.status} publishedAt={post.published_at} />
              {wasPublic && (
                <a href={post.path} target="_blank" rel="noopener noreferrer">
                  {t('events.adminBlog.editor.view')}
                </a>
              )}
            </>
          )
        }
        message={message}
        messageRef={messageRef}
      />

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
          update={(change) => setForm((f) => ({ ...f, ...change(f) }))}
          toSlug={slugFromTitle}
          maxLength={{ title: BLOG_POST_LIMITS.title, slug: BLOG_POST_LIMITS.slug }}
          errors={errors}
        />
        <Select
          label={t('events.adminBlog.editor.language')}
          hint={t('events.adminBlog.editor.languageHint')}
          value={form.language}
          error={errors.language}
          options={languages}
          onChange={(e) => set('language', e.target.value)}
        />
        <TextField
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

      <fieldset className="admin-fieldset">
        <legend>{t('events.adminBlog.editor.publishing')}</legend>
        <RadioGroup
          legend={t('events.adminBlog.editor.when')}
          name="admin-blog-status"
          value={form.status}
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
          onChange={(value) => set('status', value as BlogPostStatus)}
        />
        {form.status === 'future' && (
          <TextField
            label={t('events.adminBlog.editor.publishAt')}
            hint={t('events.adminBlog.editor.publishAtHint', { zone })}
            type="datetime-local"
            value={form.publishAt}
            error={errors.publish_at}
            onChange={(e) => set('publishAt', e.target.value)}
          />
        )}
      </fieldset>

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
        <Dialog
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t('events.adminBlog.editor.deleteTitle', { title: post.title })}
          description={t('events.adminBlog.editor.deleteText')}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)}>
                {t('events.adminBlog.cancel')}
              </Button>
              <Button variant="danger" loading={busy === 'delete'} onClick={() => void remove()}>
                {t('events.adminBlog.editor.deleteConfirm')}
              </Button>
            </>
          }
        />
      )}
    </form>
  );
}
