import { TextArea } from 'shared-kit/ui/account';
import type { CatalogueSection } from './section';

// Sample limits that show the counter's states ("Full" needs one its text fills): no form stands behind these
// examples, so they are not the bounds of any api field, which live in shared-kit/constants
// (docs/input-validation.md#one-constant-per-bound).

export const textAreaSection: CatalogueSection = {
  id: 'text-area',
  name: 'TextArea',
  usage:
    'Several lines of text with a limit (a cover letter, a description): the counter shows "n / max" and is read out once typing pauses.',
  states: [
    { name: 'Empty', render: () => <TextArea label="Cover letter" maxLength={2000} /> },
    {
      name: 'With a hint',
      render: () => (
        <TextArea label="About you" hint="What languages you work in, and how." maxLength={500} defaultValue="Hola" />
      ),
    },
    { name: 'Full', render: () => <TextArea label="Headline" maxLength={20} defaultValue="Multilingual support" /> },
    {
      name: 'Error, no counter',
      render: () => <TextArea label="Message" maxLength={1000} showCount={false} error="Write a message." />,
    },
    { name: 'Disabled', render: () => <TextArea label="Notes" maxLength={200} disabled defaultValue="Read only" /> },
  ],
};
