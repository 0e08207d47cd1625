import { Button, EmptyState } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

export const emptyStateSection: CatalogueSection = {
  id: 'empty-state',
  name: 'EmptyState',
  usage: 'What a list shows when it has nothing: what is empty, how to widen the search, and the action that does it.',
  states: [
    { name: 'title only', render: () => <EmptyState title="No saved jobs yet" headingLevel={3} /> },
    {
      name: 'with advice, icon and actions',
      render: () => (
        <EmptyState
          title="No jobs match these filters"
          headingLevel={3}
          icon="🔍"
          actions={
            <>
              <Button>Remove all filters</Button>
              <Button variant="secondary">Search all of Europe</Button>
            </>
          }
        >
          Try fewer languages, or include remote jobs.
        </EmptyState>
      ),
    },
  ],
};
