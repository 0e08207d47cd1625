import { Badge } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

export const badgeSection: CatalogueSection = {
  id: 'badge',
  name: 'Badge',
  usage: 'A short status mark beside something (remote type, "New", closed). Text, never a control.',
  states: [
    { name: 'neutral (default)', render: () => <Badge>On-site</Badge> },
    { name: 'info', render: () => <Badge tone="info">Hybrid</Badge> },
    { name: 'success', render: () => <Badge tone="success">Remote</Badge> },
    { name: 'warning', render: () => <Badge tone="warning">Closing soon</Badge> },
    { name: 'danger', render: () => <Badge tone="danger">Closed</Badge> },
    { name: 'new', render: () => <Badge tone="new">New</Badge> },
    {
      name: 'long text (does not wrap)',
      render: () => <Badge tone="info">Remote within the European Union only</Badge>,
    },
  ],
};
