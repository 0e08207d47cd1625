import { FormField } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

export const formFieldSection: CatalogueSection = {
  id: 'form-field',
  name: 'FormField',
  usage:
    'The label, hint and error around a control that has no component of its own: it hands the control its id, aria-describedby and aria-invalid.',
  states: [
    {
      name: 'With a hint',
      render: () => (
        <FormField label="Salary expectation" hint="Gross per year, in euros.">
          {(field) => <input {...field} className="sk-input" inputMode="numeric" />}
        </FormField>
      ),
    },
    {
      name: 'Optional',
      render: () => (
        <FormField label="Website" optional>
          {(field) => <input {...field} className="sk-input" type="url" />}
        </FormField>
      ),
    },
    {
      name: 'Error',
      render: () => (
        <FormField label="Salary expectation" hint="Gross per year, in euros." error="Enter a number, like 45000.">
          {(field) => <input {...field} className="sk-input" defaultValue="lots" />}
        </FormField>
      ),
    },
  ],
};
