import { BLOG_POST_LIMITS } from 'shared-kit/account-rules';
import { useTranslate } from 'shared-kit/i18n';
import type { FormError } from 'shared-kit/ui/form';
import { fieldErrors } from '../../../lib/field-errors';
import type { EventsMessageId } from '../../../locales';
import { checkPostForm, type PostForm, type PostFormProblem } from './post-form';

/** The post's fields as the api names them, in the order of the screen. */
const POST_FIELDS = [
  'title',
  'slug',
  'language',
  'author_name',
  'category_ids',
  'excerpt',
  'content_markdown',
  'featured_media_id',
  'job_list_path',
  'status',
  'publish_at',
];

/**
 * What the post editor says before sending (docs/events.md#writing-the-blog), by the api's field names and in the order
 * of the screen: the form's own rules (checkPostForm: what is required, the slug's shape, a job list's address, a
 * schedule in the future) and the contract's bounds (BLOG_POST_LIMITS), in plain words naming the field.
 */
export function usePostErrors() {
  const t = useTranslate<EventsMessageId>();
  const problemText: Record<Exclude<PostFormProblem, 'required'>, string> = {
    slug: t('events.adminBlog.error.slug'),
    jobListPath: t('events.adminBlog.error.jobListPath'),
    date: t('events.adminBlog.error.date'),
    past: t('events.adminBlog.error.past'),
  };

  return (form: PostForm, zone: string): Record<string, string> => {
    const { errors, field } = fieldErrors(checkPostForm(form, zone), problemText);
    field('title', t('events.adminBlog.editor.title'), form.title, BLOG_POST_LIMITS.title);
    field('slug', t('events.adminBlog.editor.slug'), form.slug, BLOG_POST_LIMITS.slug);
    field('author_name', t('events.adminBlog.editor.author'), form.authorName, BLOG_POST_LIMITS.author);
    field('excerpt', t('events.adminBlog.editor.excerpt'), form.excerpt, BLOG_POST_LIMITS.excerpt);
    field('content_markdown', t('events.adminBlog.editor.body'), form.body, BLOG_POST_LIMITS.body);
    field(
      'job_list_path',
      t('events.adminBlog.editor.jobListPath'),
      form.jobListPath.trim(),
      BLOG_POST_LIMITS.jobListPath,
    );
    field('publish_at', t('events.adminBlog.editor.publishAt'), form.publishAt);
    return errors;
  };
}

/**
 * The errors each on the field that shows it: the api names an item of a list (`category_ids.2`), the form shows it
 * on the list; the first message of a field wins. In the order of the screen.
 */
export function placePostErrors(errors: FormError[], fieldId: (name: string) => string): FormError[] {
  const placed = new Map<string, string>();
  for (const error of errors) {
    const root = error.name.split('.')[0] ?? error.name;
    const name = POST_FIELDS.includes(root) ? root : error.name;
    if (!placed.has(name)) placed.set(name, error.text);
  }
  const rank = (name: string) => (POST_FIELDS.includes(name) ? POST_FIELDS.indexOf(name) : POST_FIELDS.length);
  return [...placed.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, text]) => ({ name, id: fieldId(name), text }));
}
