import type { AdminBlogPost, BlogMedia, BlogPostInput, BlogPostStatus } from 'shared-kit/contracts';
import { BLOG_POST_LIMITS } from 'shared-kit/account-rules';
import { LANGUAGE_CODES, LOCALES } from 'shared-kit/constants';
import { parseJobListPath } from 'shared-kit/routes';
import { slugify } from '../../../lib/slug';
import { isoToZoned, zonedToIso } from '../../../lib/zoned-time';

/**
 * The languages a post may be written in, as the api allows them: the two-letter (ISO 639-1) codes of the reference
 * languages. The site's six interface languages come first, as most posts are in one of them.
 */
export const POST_LANGUAGES: readonly string[] = [
  ...new Set([...LOCALES, ...Object.values(LANGUAGE_CODES).filter((code) => /^[a-z]{2}$/.test(code))]),
];

/** How the editor publishes: WordPress's statuses, a schedule as a wall time in the editor's own zone. */
export type PostForm = {
  title: string;
  slug: string;
  /** The slug follows the title until the editor edits it (a saved post's slug never moves by itself). */
  slugEdited: boolean;
  excerpt: string;
  body: string;
  language: string;
  categoryIds: number[];
  media: BlogMedia | null;
  jobListPath: string;
  authorName: string;
  status: BlogPostStatus;
  /** `yyyy-mm-ddThh:mm` in `zone` (a datetime-local input's value), for 'future'. */
  publishAt: string;
};

/** The editor's own zone, as the browser knows it: schedules are typed in it and sent as UTC. */
export function editorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function emptyPostForm(language: string, authorName: string): PostForm {
  return {
    title: '',
    slug: '',
    slugEdited: false,
    excerpt: '',
    body: '',
    language: POST_LANGUAGES.includes(language) ? language : 'en',
    categoryIds: [],
    media: null,
    jobListPath: '',
    authorName,
    status: 'draft',
    publishAt: '',
  };
}

export function formFromPost(post: AdminBlogPost, zone: string): PostForm {
  return {
    title: post.title,
    slug: post.slug,
    slugEdited: true,
    excerpt: post.excerpt,
    body: post.content_markdown,
    language: post.language,
    categoryIds: post.category_ids,
    media: post.featured_media,
    jobListPath: post.job_list_path ?? '',
    authorName: post.author_name,
    status: post.status,
    publishAt: post.status === 'future' ? isoToZoned(post.published_at, zone) : '',
  };
}

/** The slug the title gives, within the contract's bound. */
export const slugFromTitle = (title: string) => slugify(title, BLOG_POST_LIMITS.slug);

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export type PostFormProblem = 'required' | 'slug' | 'jobListPath' | 'date' | 'past';

/** What the form checks before sending, by BlogPostInput field name; the api checks again and says more. */
export function checkPostForm(form: PostForm, zone: string, now = Date.now()): Record<string, PostFormProblem> {
  const problems: Record<string, PostFormProblem> = {};
  if (!form.title.trim()) problems.title = 'required';
  if (form.slug && !SLUG_PATTERN.test(form.slug)) problems.slug = 'slug';
  if (!form.authorName.trim()) problems.author_name = 'required';
  const path = form.jobListPath.trim();
  if (path && !parseJobListPath(path)) problems.job_list_path = 'jobListPath';
  if (form.status === 'future') {
    const at = form.publishAt ? zonedToIso(form.publishAt, zone) : null;
    if (!form.publishAt) problems.publish_at = 'required';
    else if (!at) problems.publish_at = 'date';
    else if (new Date(at).getTime() <= now) problems.publish_at = 'past';
  }
  return problems;
}

/** The request body: the whole post (PUT replaces it), the schedule as an ISO instant in UTC. */
export function toPostInput(form: PostForm, zone: string): BlogPostInput {
  const slug = form.slug.trim();
  return {
    title: form.title.trim(),
    ...(slug ? { slug } : {}),
    excerpt: form.excerpt,
    content_markdown: form.body,
    language: form.language,
    category_ids: form.categoryIds,
    featured_media_id: form.media?.id ?? null,
    job_list_path: form.jobListPath.trim() || null,
    author_name: form.authorName.trim(),
    status: form.status,
    publish_at: form.status === 'future' ? zonedToIso(form.publishAt, zone) : null,
  };
}

/** Whether readers can open the post now: not a draft, and its time has come. */
export function isPublic(post: Pick<AdminBlogPost, 'status' | 'published_at'>, now = Date.now()): boolean {
  return post.status !== 'draft' && post.published_at !== null && new Date(post.published_at).getTime() <= now;
}
