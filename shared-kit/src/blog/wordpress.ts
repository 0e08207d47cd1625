// The WordPress REST API's answers (wp/v2) as far as the blog reads them, and as the blog service (blog/) writes
// them. Field names are WordPress's (docs/blog.md#the-wordpress-read-subset): keep them as they are. A real
// WordPress adds more fields (plugins add their own); readers must ignore what they do not know.

/** `{rendered}` as WordPress sends titles, contents, excerpts, captions and guids: HTML, entities encoded. */
export type WpRendered = { rendered: string; protected?: boolean };

/** One link of `_links`; `embeddable` links are what `_embed` puts into `_embedded`. */
export type WpLink = { href: string; embeddable?: boolean; taxonomy?: string; name?: string; templated?: boolean };
export type WpLinks = Record<string, WpLink[]>;

/** WordPress's error answer: `{code, message, data: {status, params?}}` (e.g. `rest_post_invalid_page_number`). */
export type WpError = { code: string; message: string; data?: { status?: number; params?: Record<string, string> } };

export type WpTerm = {
  id: number;
  count?: number;
  description?: string;
  link: string;
  name: string;
  slug: string;
  taxonomy: 'category' | 'post_tag' | string;
  parent?: number;
  meta?: unknown;
  _links?: WpLinks;
};

export type WpUser = {
  id: number;
  name: string;
  url?: string;
  description?: string;
  link?: string;
  slug: string;
  avatar_urls?: Record<string, string>;
  _links?: WpLinks;
};

export type WpImageSize = { file: string; width: number; height: number; mime_type: string; source_url: string };

export type WpMedia = {
  id: number;
  date: string;
  date_gmt?: string;
  guid?: WpRendered;
  modified?: string;
  modified_gmt?: string;
  slug: string;
  status?: string;
  type: 'attachment';
  link: string;
  title: WpRendered;
  author: number;
  caption: WpRendered;
  alt_text: string;
  media_type: 'image' | 'file';
  mime_type: string;
  media_details: {
    width?: number;
    height?: number;
    file?: string;
    filesize?: number;
    sizes?: Record<string, WpImageSize>;
    image_meta?: Record<string, unknown>;
  };
  post?: number | null;
  source_url: string;
  _links?: WpLinks;
};

/** What `_embed` adds to a post: its author, featured image and terms (categories first, then tags). */
export type WpEmbedded = {
  /** A WordPress that hides its users answers an error object here instead (rest_user_cannot_view). */
  author?: Array<WpUser | WpError>;
  'wp:featuredmedia'?: Array<WpMedia | WpError>;
  'wp:term'?: WpTerm[][];
};

export type WpPost = {
  id: number;
  /** The site's local time, no zone: "2026-11-20T09:00:00". */
  date: string;
  /** UTC, no zone; null on a draft that was never published. */
  date_gmt: string | null;
  guid: WpRendered;
  modified: string;
  modified_gmt: string;
  slug: string;
  status: 'publish' | 'future' | 'draft' | 'pending' | 'private' | string;
  type: 'post' | string;
  link: string;
  title: WpRendered;
  content: WpRendered;
  excerpt: WpRendered;
  author: number;
  featured_media: number;
  comment_status: string;
  ping_status: string;
  sticky: boolean;
  template: string;
  format: string;
  /**
   * Registered meta. Ours: `eulangjobs_job_list`, the job-list path the post talks about. An old WordPress sends
   * `[]` when there is none.
   */
  meta: Record<string, unknown> | unknown[];
  categories: number[];
  tags: number[];
  /** The post's language, as the Polylang plugin answers it; absent on a WordPress without it. */
  lang?: string;
  _links?: WpLinks;
  _embedded?: WpEmbedded;
};

/** The meta key of the job list a post talks about (docs/blog.md#posts-and-job-lists). */
export const JOB_LIST_META_KEY = 'eulangjobs_job_list';
