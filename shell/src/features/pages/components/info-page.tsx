// Informational pages under /eulangjobs/{slug}: their text is Markdown in shell/src/content (docs/content.md).
import type { ContentPage } from '../../../content';
import { ContentArticle } from './content-article';

export type InfoSlug = Exclude<ContentPage, 'about-us'>;

export function InfoPage({ slug }: { slug: InfoSlug }) {
  return <ContentArticle page={slug} className="page-info" />;
}
