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
  /**
   * The picture of link previews (og:image): a raster image of the page's own (a job's card, a post's picture, a
   * landing's hero); without one the page gets the site's card (docs/pages.md#share-images).
   */
  ogImage?: OgImage;
  /** More Open Graph properties (`article:published_time`, ...), written after og:image in this order. */
  ogMore?: [property: string, content: string][];
  /**
   * The language of the page's content when it is not the visitor's interface language (a blog post written in
   * Polish): og:locale says it, and no og:locale:alternate is offered, since the text exists in that language only.
   */
  contentLanguage?: string | null;
  /** `<link rel="alternate">`s: the blog's RSS feed (absolute or site paths). */
  alternates?: { type: string; href: string; title: string }[];
  /** schema.org objects, each written as one application/ld+json script. */
  jsonLd?: Record<string, unknown>[];
};

/** og:image and its properties: an absolute URL, the alt text, and the size and type when known. */
export type OgImage = { url: string; alt: string; width?: number | null; height?: number | null; type?: string };

/**
 * The head of a page that is not data-driven, from the page table shared with the shell (shared-kit/contracts
 * pages.ts), so the served title and robots are the ones the client sets after a navigation. Unknown paths get
 * the not-found head with status 404.
 */
export function headFor(pathname: string, t: PageTranslate): { status: 200 | 404; head: PageHead } {
  const meta = pageMeta(pathname, t);
  return { status: meta.status, head: { title: meta.title, description: meta.description, robots: meta.robots } };
}
