// /about-us: its text is Markdown in shell/src/content/about-us (docs/content.md).
import { ContentArticle } from './content-article';

export function AboutUsPage() {
  return <ContentArticle page="about-us" className="page-about" />;
}
