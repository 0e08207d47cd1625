import { Spinner } from 'shared-kit/ui/account';
import type { CatalogueSection } from './section';

export const spinnerSection: CatalogueSection = {
  id: 'spinner',
  name: 'Spinner',
  usage: 'Something is busy and its size is unknown (a button action, a small area). Prefer a Skeleton for content.',
  states: [
    { name: 'default (24 px)', render: () => <Spinner /> },
    { name: 'large, with a label', render: () => <Spinner size={48} label="Loading profile" /> },
  ],
};
