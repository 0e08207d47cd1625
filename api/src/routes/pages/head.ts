import { type PageTranslate, pageMeta } from 'shared-kit/contracts';

/**
 * The <head> of a page the api serves. Static pages take theirs from the page table (`headFor`); job lists and
 * job pages from the same SEO data as /api{path} and /api/job (see resolve-page.ts).
 */
export type PageHead = {
  title: string;
  description: string;
  robots: string;
  /** Path of the canonical URL when it differs from the request's (normalised names, no page 1). */
  canonicalPath?: string;
  /** Open Graph type: 'website' unless said otherwise. */
  ogType?: string;
  /** Absolute URL of an image for link previews (a company logo). */
  ogImage?: string;
  /** More Open Graph properties (`article:published_time`, ...), written after og:image in this order. */
  ogMore?: [property: string, content: string][];
  /** 'summary' unless the page has a large picture of its own (a blog post's image). */
  twitterCard?: 'summary' | 'summary_large_image';
  /** `<link rel="alternate">`s: the blog's RSS feed (absolute or site paths). */
  alternates?: { type: string; href: string; title: string }[];
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd?: Record<string, unknown>[];
};

/**
 * The head of a page that is not data-driven, from the page table shared with the shell (shared-kit/contracts
 * pages.ts), so the served title and robots are the ones the client sets after a navigation. Unknown paths get
 * the not-found head with status 404.
 */
export function headFor(pathname: string, t: PageTranslate): { status: 200 | 404; head: PageHead } {
  const meta = pageMeta(pathname, t);
  return { status: meta.status, head: { title: meta.title, description: meta.description, robots: meta.robots } };
}
