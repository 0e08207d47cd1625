import { Skeleton } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

export const skeletonSection: CatalogueSection = {
  id: 'skeleton',
  name: 'Skeleton',
  usage: 'A fixed-size placeholder while content loads, so the content replaces it without moving the page.',
  states: [
    { name: 'a line', render: () => <Skeleton height={16} width="60%" /> },
    { name: 'a card', render: () => <Skeleton height={120} label="Loading jobs" /> },
  ],
};
