// The head of a page that every screen may need at once (docs/pages.md): the site's name, the robots values, the
// types of a head, and the not-found page's head. Apart from the page table (./pages.ts), which only the api and the
// shell's navigations read: `shared-kit/routes` is in every page's first render, the table is not
// (`shared-kit/routes/page-heads`, docs/delivery.md#what-the-first-render-of-jobs-loads). Pure: no React, no TypeBox.

export const SITE_NAME = 'EuLangJobs';

export const INDEX = 'index, follow';
/** Zero-result lists, closed jobs, unknown paths: not worth indexing, but their links are. */
export const NOINDEX = 'noindex, follow';
/** Account areas and flows: nothing there for a search engine. */
export const PRIVATE = 'noindex, nofollow';

/** Says a message id of shared-kit's catalogue in the page's language (the api's `request.t`, the shell's `t`). */
export type PageTranslate = (id: string) => string;

export type PageHeadMeta = {
  title: string;
  description: string;
  robots: string;
};

export type PageMeta = PageHeadMeta & {
  /** The route id of the route table (`not-found` for a path outside every route). */
  routeId: string;
  /** 404 for a path outside every route; the SPA still shows its not-found page there. */
  status: 200 | 404;
  /**
   * True where the head depends on data (job lists, job pages): the api computes it (`seo` of /api{path} and
   * /api/job) and the client uses that answer; `title`/`description` here are only the fallback.
   */
  dynamic: boolean;
  /** Whether the shell shows its navbar and footer around the page. */
  chrome: boolean;
};

/** A page's title in the page's language: its own, followed by ` | EuLangJobs` unless `full` (the home page). */
export function pageTitle(key: string, translate: PageTranslate, full = false): string {
  const title = translate(`kit.page.${key}.title`);
  return full ? title : `${title} | ${SITE_NAME}`;
}

/** The head of a path outside every route, and of a known route whose thing does not exist (a closed job). */
export function notFoundPage(translate: PageTranslate): PageHeadMeta {
  return {
    title: pageTitle('not-found', translate),
    description: translate('kit.page.not-found.description'),
    robots: NOINDEX,
  };
}
