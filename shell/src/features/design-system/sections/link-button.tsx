import { LinkButton } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

export const linkButtonSection: CatalogueSection = {
  id: 'link-button',
  name: 'LinkButton',
  usage:
    'A link that looks like a button: it goes to another page (a call to action), so it stays a link with a real address.',
  states: [
    { name: 'Primary', render: () => <LinkButton to="/register">Create an account</LinkButton> },
    {
      name: 'Secondary',
      render: () => (
        <LinkButton to="/jobs" variant="secondary">
          Browse jobs
        </LinkButton>
      ),
    },
    {
      name: 'Ghost, small',
      render: () => (
        <LinkButton to="/jobs" variant="ghost" size="sm">
          See all
        </LinkButton>
      ),
    },
  ],
};
