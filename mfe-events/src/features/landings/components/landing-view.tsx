import { useMemo } from 'react';
import type { LandingPageName, PublicPage } from 'shared-kit/contracts';
import type { PageData } from '../../../components/page-blocks/page-data';
import { PageView } from '../../../components/page-blocks/page-view';
import { blocksForVisit } from '../lib/landing-kinds';

export type LandingViewProps = {
  name: LandingPageName;
  page: Pick<PublicPage, 'title' | 'lang' | 'blocks' | 'jobs' | 'images'>;
  /** The path's referral, carried into the app links (blocksForVisit). */
  referral: string | null;
  /** The event, the sign-up form and, in the server's render, the image sizes and the event's zone. */
  data: Omit<PageData, 'jobs' | 'images'>;
};

/**
 * A landing route's published page (docs/events.md#landing-pages) as both the browser and the server's first HTML
 * show it (docs/architecture.md#one-rendering): the page's blocks with this visit's app links, and the page's title
 * as the one h1 when no hero gives it one.
 */
export function LandingView({ name, page, referral, data }: LandingViewProps) {
  const blocks = useMemo(() => blocksForVisit(page.blocks, referral), [page.blocks, referral]);
  const hasHero = page.blocks.some((block) => block.type === 'hero');
  return (
    <div className={`events-landing events-landing--${name}`}>
      {!hasHero && <h1>{page.title}</h1>}
      <PageView blocks={blocks} lang={page.lang} data={{ ...data, jobs: page.jobs, images: page.images }} />
    </div>
  );
}
