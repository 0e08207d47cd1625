import type { PageBlock } from 'shared-kit/contracts';
import { BlockView } from './block-view';
import { type PageData, PageDataContext } from './page-data';

/**
 * A page document's blocks, top to bottom, with the site's own components (docs/events.md#pages). The page that
 * shows it gives the data its blocks read (the event, the jobs by block id, the image addresses, the sign-up form).
 */
export function PageView({ blocks, data }: { blocks: PageBlock[]; data: PageData }) {
  return (
    <PageDataContext.Provider value={data}>
      <div className="page-blocks">
        {blocks.map((block) => (
          <section key={block.id} className={`page-block page-block--${block.type}`}>
            <BlockView block={block} />
          </section>
        ))}
      </div>
    </PageDataContext.Provider>
  );
}
