// /about-us: its text is Markdown in shell/src/content/about-us (docs/content.md).
import type { PageContent } from '../../../content';
import { ContentArticle } from './content-article';

/** `served`: its text at hand (the server module's first HTML); the browser loads it. */
export function AboutUsPage({ served }: { served?: PageContent }) {
  return <ContentArticle page="about-us" className="page-about" served={served} />;
}
