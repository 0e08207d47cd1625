import { Select } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

const countries = [
  { value: 'de', label: 'Germany' },
  { value: 'es', label: 'Spain' },
  { value: 'pl', label: 'Poland' },
];

export const selectSection: CatalogueSection = {
  id: 'select',
  name: 'Select',
  usage:
    'One choice from a short, known list (up to 15 or so). For long lists to search (languages, countries), use Combobox.',
  states: [
    { name: 'Placeholder', render: () => <Select label="Country" placeholder="Any country" options={countries} /> },
    {
      name: 'Chosen, with a hint',
      render: () => <Select label="Country" hint="Where you live now." options={countries} defaultValue="es" />,
    },
    {
      name: 'Error',
      render: () => (
        <Select label="Country" placeholder="Choose a country" options={countries} error="Choose your country." />
      ),
    },
    { name: 'Disabled', render: () => <Select label="Country" options={countries} disabled /> },
  ],
};
