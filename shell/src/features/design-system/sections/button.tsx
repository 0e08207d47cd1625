import { Button } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

export const buttonSection: CatalogueSection = {
  id: 'button',
  name: 'Button',
  usage:
    'An action on this page (save, apply, open a dialog). One primary button per view; danger for what cannot be undone; link for an action inside text. An icon-only button needs an aria-label.',
  states: [
    { name: 'Primary', render: () => <Button>Apply now</Button> },
    { name: 'Secondary', render: () => <Button variant="secondary">Save job</Button> },
    { name: 'Ghost', render: () => <Button variant="ghost">Cancel</Button> },
    { name: 'Danger', render: () => <Button variant="danger">Delete account</Button> },
    {
      name: 'Link',
      render: () => (
        <p>
          Not what you wanted? <Button variant="link">Clear all filters</Button> and start again.
        </p>
      ),
    },
    {
      name: 'Small',
      render: () => (
        <Button size="sm" variant="secondary">
          Edit
        </Button>
      ),
    },
    { name: 'Disabled', render: () => <Button disabled>Apply now</Button> },
    { name: 'Loading (keeps its width)', render: () => <Button loading>Sending your application</Button> },
    {
      name: 'Icon only (aria-label)',
      render: () => (
        <Button variant="ghost" aria-label="Close">
          <span aria-hidden="true">×</span>
        </Button>
      ),
    },
    {
      name: 'Long text',
      render: () => (
        <Button variant="secondary">Receive an email every time a job matching this search is published</Button>
      ),
    },
  ],
};
