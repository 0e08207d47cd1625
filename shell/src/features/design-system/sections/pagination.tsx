import { useState } from 'react';
import { Pagination } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

/** Pages without leaving the catalogue: onNavigate takes the click, as a client router would. */
function PagingDemo({ start, count, label }: { start: number; count: number; label: string }) {
  const [page, setPage] = useState(start);
  return <Pagination label={label} page={page} pageCount={count} hrefFor={(p) => `#page-${p}`} onNavigate={setPage} />;
}

export const paginationSection: CatalogueSection = {
  id: 'pagination',
  name: 'Pagination',
  usage:
    'Page links of a long list: real links (works without JavaScript), the current page marked; a phone shows previous, current and next.',
  states: [
    {
      name: 'first page (previous disabled)',
      render: () => <PagingDemo label="Pages, example 1" start={1} count={20} />,
    },
    { name: 'middle, both ellipses', render: () => <PagingDemo label="Pages, example 2" start={10} count={20} /> },
    { name: 'last page (next disabled)', render: () => <PagingDemo label="Pages, example 3" start={20} count={20} /> },
    { name: 'few pages, no ellipsis', render: () => <PagingDemo label="Pages, example 4" start={2} count={4} /> },
  ],
};
