import { TextField } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

export const textFieldSection: CatalogueSection = {
  id: 'text-field',
  name: 'TextField',
  usage: 'One line of text (name, email, search words). Input attributes pass through: type, autoComplete, required.',
  states: [
    { name: 'Default', render: () => <TextField label="First name" autoComplete="given-name" /> },
    {
      name: 'Hint and placeholder',
      render: () => <TextField label="Keywords" hint="A job title, a skill or a company." placeholder="e.g. support" />,
    },
    { name: 'Optional', render: () => <TextField label="Phone" type="tel" optional /> },
    {
      name: 'Error',
      render: () => (
        <TextField label="Email" type="email" defaultValue="ana@" error="Enter an email like ana@example.com." />
      ),
    },
    { name: 'Disabled', render: () => <TextField label="Email" defaultValue="ana@example.com" disabled /> },
    {
      name: 'Long text',
      render: () => (
        <TextField
          label="The name of the company you worked for, as written in its registration documents"
          defaultValue="Internationale Sprachdienstleistungsgesellschaft mit beschränkter Haftung"
        />
      ),
    },
  ],
};
