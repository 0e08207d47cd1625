import { Checkbox } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

export const checkboxSection: CatalogueSection = {
  id: 'checkbox',
  name: 'Checkbox',
  usage:
    'A yes/no that takes effect when the form is sent (accept the terms, remember me), or several independent choices.',
  states: [
    { name: 'Default', render: () => <Checkbox label="Remember me" /> },
    { name: 'Checked', render: () => <Checkbox label="Remember me" defaultChecked /> },
    {
      name: 'With a hint',
      render: () => <Checkbox label="Send me job alerts" hint="At most one email a day; stop them any time." />,
    },
    { name: 'Disabled', render: () => <Checkbox label="Newsletter" disabled defaultChecked /> },
    {
      name: 'Long label with a link',
      render: () => (
        <Checkbox
          label={
            <>
              I have read the <a href="/privacy">privacy policy</a> and agree that my profile is shown to the companies
              I apply to
            </>
          }
        />
      ),
    },
  ],
};
