import { useState } from 'react';
import { DateInput } from 'shared-kit/ui/account';
import type { CatalogueSection } from './section';

function Demo({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="Available from"
      hint="Any day this year."
      value={value}
      onChange={setValue}
      min="2026-01-01"
      max="2026-12-31"
      error={error}
    />
  );
}

export const dateInputSection: CatalogueSection = {
  id: 'date-input',
  name: 'DateInput',
  usage:
    'A single date (a start date, a birth date) with the platform’s picker; min and max are enforced with a message naming the limit.',
  states: [
    { name: 'Empty', render: () => <Demo /> },
    { name: 'Chosen', render: () => <Demo initial="2026-09-01" /> },
    { name: 'Out of range', render: () => <Demo initial="2025-03-01" /> },
    { name: 'Error from the form', render: () => <Demo error="Enter the date you can start." /> },
  ],
};
