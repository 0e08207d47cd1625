import type { ReactNode } from 'react';
import type { PageBlock, PublicPage } from 'shared-kit/contracts';
import type { PageData } from '../../../components/page-blocks/page-data';
import { PageView } from '../../../components/page-blocks/page-view';
import type { EventEntry } from '../hooks/use-event-entry';

/** Whether an entry's published page has a block of this type (none when nothing is published yet). */
export const hasBlock = (page: PublicPage | null, type: PageBlock['type']) =>
  (page?.blocks ?? []).some((block) => block.type === type);

/**
 * The published page of an entry path (its `event-landing` or `event-page` document) with the event, the jobs and
 * the image addresses the api sent with it. When the page has no hero (or nothing is published yet), a header with the
 * event's title stands in for it, so every entry page has its one `h1`; `headerDetails` go under that title.
 */
export function EntryPage({
  entry,
  headerDetails,
  renderRegistration,
  data,
}: {
  entry: Pick<EventEntry, 'event' | 'page'>;
  /** Under the stand-in header's title: the event's description, or when it takes place. */
  headerDetails: ReactNode;
  renderRegistration: PageData['renderRegistration'];
  /** The server's render: the image sizes and the event's own zone. */
  data?: Pick<PageData, 'imageSizes' | 'timeZone'>;
}) {
  const { event, page } = entry;
  return (
    <>
      {!hasBlock(page, 'hero') && (
        <header className="events-entry-header">
          <h1>{event.title}</h1>
          {headerDetails}
        </header>
      )}
      <PageView
        blocks={page?.blocks ?? []}
        lang={page?.lang}
        data={{ ...data, event, jobs: page?.jobs ?? {}, images: page?.images ?? {}, renderRegistration }}
      />
    </>
  );
}
