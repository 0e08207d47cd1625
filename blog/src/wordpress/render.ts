// Rows as WordPress's REST API writes them (wp/v2, view and embed contexts): the same field names, JSON types and
// link relations, so a client written for WordPress reads this service unchanged (docs/blog.md#the-wordpress-read-subset).
import { JOB_LIST_META_KEY } from 'shared-kit/blog';
import type { AuthorRow, CategoryRow, MediaRow, PostRow } from './store';

/**
 * The addresses an answer names: the site (posts' and categories' `link`), the images as browsers load them
 * (`publicUrl`, the site's proxy) and the service's own root as its clients call it (`selfUrl`: every REST link).
 */
export type Urls = { siteUrl: string; publicUrl: string; selfUrl: string };
type Json = Record<string, unknown>;

/** The REST root as this service's clients call it; the api's proxy rewrites it to its own (docs/blog.md#the-proxy). */
export const restRoot = (urls: Urls) => `${urls.selfUrl}/wp-json`;
const rest = (urls: Urls, path: string) => `${restRoot(urls)}/wp/v2/${path}`;
const curies = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

/** WordPress's dates: the site's local time without a zone; the site's zone is UTC, so date and date_gmt agree. */
function wpDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** esc_html: text an editor typed, as HTML. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[c] as string,
  );
}

const EXCERPT_WORDS = 55;

/** The excerpt as WordPress renders it: the editor's, else the text's first 55 words and " [&hellip;]". */
function renderedExcerpt(row: PostRow): string {
  if (row.excerpt.trim()) return `<p>${escapeHtml(row.excerpt.trim())}</p>\n`;
  const words = row.content_html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.length) return '';
  const cut = words.length > EXCERPT_WORDS;
  return `<p>${words.slice(0, EXCERPT_WORDS).join(' ')}${cut ? ' [&hellip;]' : ''}</p>\n`;
}

const mediaExtension = (mime: string) => (mime === 'image/jpeg' ? 'jpg' : mime === 'image/png' ? 'png' : 'webp');

/** `<yyyy>/<mm>/<slug>-<id>.<ext>`: the upload's path under wp-content/uploads, from its creation month (UTC). */
export function uploadPath(media: { id: number; slug: string; mime_type: string; created_at: Date }): string {
  const yyyy = String(media.created_at.getUTCFullYear());
  const mm = String(media.created_at.getUTCMonth() + 1).padStart(2, '0');
  return `${yyyy}/${mm}/${media.slug}-${media.id}.${mediaExtension(media.mime_type)}`;
}

function sourceUrl(urls: Urls, media: Parameters<typeof uploadPath>[0]): string {
  return `${urls.publicUrl}/wp-content/uploads/${uploadPath(media)}`;
}

/** A user id as WordPress has it: 0 for no one (an image no public post features). */
const authorId = (id: number | null) => id ?? 0;

function postLinks(urls: Urls, row: PostRow): Json {
  return {
    self: [{ href: rest(urls, `posts/${row.id}`), targetHints: { allow: ['GET'] } }],
    collection: [{ href: rest(urls, 'posts') }],
    about: [{ href: rest(urls, 'types/post') }],
    author: [{ embeddable: true, href: rest(urls, `users/${authorId(row.author_id)}`) }],
    ...(row.featured_media_id
      ? { 'wp:featuredmedia': [{ embeddable: true, href: rest(urls, `media/${row.featured_media_id}`) }] }
      : {}),
    'wp:attachment': [{ href: rest(urls, `media?parent=${row.id}`) }],
    'wp:term': [
      { taxonomy: 'category', embeddable: true, href: rest(urls, `categories?post=${row.id}`) },
      { taxonomy: 'post_tag', embeddable: true, href: rest(urls, `tags?post=${row.id}`) },
    ],
    curies,
  };
}

/** A post in the view context (or the embed context's subset). */
export function renderPost(urls: Urls, row: PostRow, context: 'view' | 'embed'): Json {
  const date = wpDate(row.published_at);
  const link = `${urls.siteUrl}/blog/${row.slug}`;
  const title = { rendered: escapeHtml(row.title) };
  const excerpt = { rendered: renderedExcerpt(row), protected: false };
  if (context === 'embed') {
    return {
      id: row.id,
      date,
      slug: row.slug,
      type: 'post',
      link,
      title,
      excerpt,
      author: authorId(row.author_id),
      featured_media: row.featured_media_id ?? 0,
      _links: postLinks(urls, row),
    };
  }
  const modified = wpDate(row.updated_at);
  return {
    id: row.id,
    date,
    date_gmt: date,
    guid: { rendered: `${urls.siteUrl}/?p=${row.id}` },
    modified,
    modified_gmt: modified,
    slug: row.slug,
    // A scheduled post that is public now reads 'publish', as WordPress's cron would have made it.
    status: 'publish',
    type: 'post',
    link,
    title,
    content: { rendered: row.content_html, protected: false },
    excerpt,
    author: authorId(row.author_id),
    featured_media: row.featured_media_id ?? 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { [JOB_LIST_META_KEY]: row.job_list_path ?? '' },
    categories: row.categories,
    tags: [],
    // The Polylang plugin's field.
    lang: row.language,
    _links: postLinks(urls, row),
  };
}

function termLinks(urls: Urls, row: { id: number }): Json {
  return {
    self: [{ href: rest(urls, `categories/${row.id}`), targetHints: { allow: ['GET'] } }],
    collection: [{ href: rest(urls, 'categories') }],
    about: [{ href: rest(urls, 'taxonomies/category') }],
    'wp:post_type': [{ href: rest(urls, `posts?categories=${row.id}`) }],
    curies,
  };
}

export function renderCategory(urls: Urls, row: CategoryRow, context: 'view' | 'embed'): Json {
  const link = `${urls.siteUrl}/blog/category/${row.slug}/1`;
  if (context === 'embed') {
    return {
      id: row.id,
      link,
      name: escapeHtml(row.name),
      slug: row.slug,
      taxonomy: 'category',
      _links: termLinks(urls, row),
    };
  }
  return {
    id: row.id,
    count: row.count,
    description: row.description,
    link,
    name: escapeHtml(row.name),
    slug: row.slug,
    taxonomy: 'category',
    parent: 0,
    meta: {},
    _links: termLinks(urls, row),
  };
}

function mediaLinks(urls: Urls, row: MediaRow): Json {
  return {
    self: [{ href: rest(urls, `media/${row.id}`), targetHints: { allow: ['GET'] } }],
    collection: [{ href: rest(urls, 'media') }],
    about: [{ href: rest(urls, 'types/attachment') }],
    author: [{ embeddable: true, href: rest(urls, `users/${authorId(row.author_id)}`) }],
    curies,
  };
}

export function renderMedia(urls: Urls, row: MediaRow, context: 'view' | 'embed'): Json {
  const source = sourceUrl(urls, row);
  const file = uploadPath(row);
  const details = {
    width: row.width,
    height: row.height,
    file,
    filesize: row.filesize,
    // One size: the api stores one WebP of at most 1600 px; WordPress always lists "full".
    sizes: {
      full: {
        file: file.split('/').pop(),
        width: row.width,
        height: row.height,
        mime_type: row.mime_type,
        source_url: source,
      },
    },
    image_meta: {},
  };
  const date = wpDate(row.created_at);
  const title = { rendered: escapeHtml(row.title || row.slug) };
  const caption = { rendered: row.caption ? `<p>${escapeHtml(row.caption)}</p>\n` : '' };
  if (context === 'embed') {
    return {
      id: row.id,
      date,
      slug: row.slug,
      type: 'attachment',
      link: source,
      title,
      author: authorId(row.author_id),
      featured_media: 0,
      caption,
      alt_text: row.alt_text,
      media_type: 'image',
      mime_type: row.mime_type,
      media_details: details,
      source_url: source,
      _links: mediaLinks(urls, row),
    };
  }
  return {
    id: row.id,
    date,
    date_gmt: date,
    guid: { rendered: source },
    modified: date,
    modified_gmt: date,
    slug: row.slug,
    status: 'inherit',
    type: 'attachment',
    link: source,
    title,
    author: authorId(row.author_id),
    featured_media: 0,
    comment_status: 'closed',
    ping_status: 'closed',
    template: '',
    meta: {},
    description: { rendered: caption.rendered },
    caption,
    alt_text: row.alt_text,
    media_type: 'image',
    mime_type: row.mime_type,
    media_details: details,
    post: row.post_id,
    source_url: source,
    _links: mediaLinks(urls, row),
  };
}

/**
 * An author as WordPress shows a user to a guest: only public fields (no address, no roles). The embed context is
 * what `_embed` puts in a post; the view context adds `meta`. Same author, same object, wherever it is read.
 */
export function renderAuthor(urls: Urls, author: AuthorRow, context: 'view' | 'embed'): Json {
  return {
    id: author.id,
    name: author.name,
    url: '',
    description: '',
    // We have no author pages: the blog is where their posts are.
    link: `${urls.siteUrl}/blog`,
    slug: author.slug,
    // No pictures of people: no Gravatar either (its address is a hash of the person's email).
    avatar_urls: {},
    ...(context === 'view' ? { meta: {} } : {}),
    _links: {
      self: [{ href: rest(urls, `users/${author.id}`), targetHints: { allow: ['GET'] } }],
      collection: [{ href: rest(urls, 'users') }],
    },
  };
}

/** `_fields`: only the named fields (dotted paths reach inside objects, as WordPress 5.3+ allows). */
export function pickFields(item: Json, fields: string[]): Json {
  if (!fields.length) return item;
  const out: Json = {};
  for (const field of fields) {
    const [head, ...rest] = field.split('.');
    if (!(head in item)) continue;
    const value = item[head];
    if (!rest.length) out[head] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = pickFields(value as Json, [rest.join('.')]);
      out[head] = { ...((out[head] as Json | undefined) ?? {}), ...inner };
    }
  }
  return out;
}
