import { useState } from 'react';
import { RadioGroup } from 'shared-kit/ui/account';
import type { CatalogueSection } from './section';

const modes = [
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid', hint: 'Some days a week at the office' },
  { value: 'on-site', label: 'On-site' },
];

function Demo({ initial = null, error }: { initial?: string | null; error?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <RadioGroup legend="Work mode" name="work-mode" options={modes} value={value} onChange={setValue} error={error} />
  );
}

export const radioGroupSection: CatalogueSection = {
  id: 'radio-group',
  name: 'RadioGroup',
  usage: 'One choice among a few (up to about five) that should all be seen at once. Arrow keys move the choice.',
  states: [
    { name: 'Nothing chosen', render: () => <Demo /> },
    { name: 'Chosen', render: () => <Demo initial="hybrid" /> },
    { name: 'Error', render: () => <Demo error="Choose a work mode." /> },
  ],
};
