// Informational pages under /eulangjobs/{slug}: their text is Markdown in shell/src/content (docs/content.md).
import type { ContentPage, PageContent } from '../../../content';
import { ContentArticle } from './content-article';

export type InfoSlug = Exclude<ContentPage, 'about-us'>;

/** `served`: its text at hand (the server module's first HTML); the browser loads it. */
export function InfoPage({ slug, served }: { slug: InfoSlug; served?: PageContent }) {
  return <ContentArticle page={slug} className="page-info" served={served} />;
}
