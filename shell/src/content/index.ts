// The shell's content pages (the information pages and About us), one Markdown file per page and interface
// language: ./<page>/<locale>.md (docs/content.md). The build compiles each file to { title, html }
// (tooling/markdown-loader.cjs) in a chunk of its own, so a page downloads only its text in its language.
import { LOCALES, type Locale } from 'shared-kit/constants';
import type { ContentPage } from './pages';

export { CONTENT_PAGES, type ContentPage } from './pages';

/** Every page is written in every interface language (docs/i18n.md#the-rules). */
export const CONTENT_LOCALES = LOCALES;
export type { Locale };

export interface PageContent {
  /** The page's h1, plain text. */
  title: string;
  /** The body, from h2 down: markup built by the loader from Markdown only, safe to insert. */
  html: string;
}

export async function loadPageContent(page: ContentPage, locale: Locale): Promise<PageContent> {
  const module: { default: PageContent } = await import(`./${page}/${locale}.md`);
  return module.default;
}
