import { useState } from 'react';
import { Switch } from 'shared-kit/ui/account';
import type { CatalogueSection } from './section';

function Demo({ initial, hint, disabled }: { initial: boolean; hint?: string; disabled?: boolean }) {
  const [on, setOn] = useState(initial);
  return <Switch label="Profile visible to companies" checked={on} onChange={setOn} hint={hint} disabled={disabled} />;
}

export const switchSection: CatalogueSection = {
  id: 'switch',
  name: 'Switch',
  usage:
    'A setting that applies at once, without a submit (visibility, notifications). In a form to send, use Checkbox.',
  states: [
    { name: 'Off', render: () => <Demo initial={false} /> },
    { name: 'On, with a hint', render: () => <Demo initial hint="Companies can find you in their searches." /> },
    { name: 'Disabled', render: () => <Demo initial disabled /> },
  ],
};
