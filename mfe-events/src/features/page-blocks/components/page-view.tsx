import type { PageBlock } from 'shared-kit/contracts';
import { type PageData, PageDataContext } from './page-data';

/**
 * PLACEHOLDER internals (engineer "ui-admin" owns this folder and gives every block its real component; the export
 * stays): renders a page document's blocks, top to bottom, with the site's own components.
 */
export function PageView({ blocks, data }: { blocks: PageBlock[]; data: PageData }) {
  return (
    <PageDataContext.Provider value={data}>
      <div className="page-blocks">
        {blocks.map((block) => (
          <section key={block.id} className={`page-block page-block--${block.type}`}>
            {'title' in block.props && block.props.title ? <h2>{block.props.title}</h2> : null}
            {block.type === 'registration_form' ? data.renderRegistration?.(block.props) : null}
          </section>
        ))}
      </div>
    </PageDataContext.Provider>
  );
}
