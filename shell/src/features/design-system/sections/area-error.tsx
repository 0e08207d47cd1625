import { AreaError } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

// NotFound is not shown here: it sets the page's head (title, noindex). See it at any unknown address.
export const areaErrorSection: CatalogueSection = {
  id: 'area-error',
  name: 'AreaError',
  usage:
    'An area or a block whose data failed: says so as an alert, with a retry when one can help; the rest of the page keeps working.',
  states: [
    { name: 'default words, with retry', render: () => <AreaError onRetry={() => undefined} /> },
    { name: 'own title, no retry', render: () => <AreaError title="We could not load the career events." /> },
    {
      name: 'long text',
      render: () => (
        <AreaError
          title="We could not load your profile, your saved jobs and your job alerts just now"
          message="Nothing you entered is lost. The rest of the site still works; try again in a moment, or come back later if this keeps happening."
          onRetry={() => undefined}
        />
      ),
    },
  ],
};
