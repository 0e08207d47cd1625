import { useState } from 'react';
import { MultiCombobox, type MultiComboboxProps } from 'shared-kit/ui';
import { languageOptions } from './combobox';
import type { CatalogueSection } from './section';

function MultiDemo({ initial = [], ...props }: Partial<MultiComboboxProps> & { initial?: string[] }) {
  const [values, setValues] = useState(initial);
  return (
    <MultiCombobox label="Languages" options={languageOptions()} {...props} values={values} onChange={setValues} />
  );
}

export const multiComboboxSection: CatalogueSection = {
  id: 'multi-combobox',
  name: 'MultiCombobox',
  usage:
    'A searchable choice of several values (the languages filter). Chosen values are chips before the input; Enter toggles and the list stays open; Backspace in the empty input removes the last chip; `max` caps the choice with a note.',
  states: [
    { name: 'Empty', render: () => <MultiDemo placeholder="Add a language" /> },
    { name: 'With values', render: () => <MultiDemo initial={['English', 'German', 'Swiss_German']} /> },
    { name: 'At its max (3)', render: () => <MultiDemo max={3} initial={['Spanish', 'French', 'Italian']} /> },
    {
      name: 'With a hint and an error',
      render: () => <MultiDemo hint="Up to 3" error="Choose at least one language." />,
    },
  ],
};
