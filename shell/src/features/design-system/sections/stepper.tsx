import { useState } from 'react';
import { Stepper } from 'shared-kit/ui/account';
import type { CatalogueSection } from './section';

const steps = [{ label: 'Account' }, { label: 'Languages' }, { label: 'Experience' }, { label: 'Review' }];

function Clickable() {
  const [current, setCurrent] = useState(3);
  return <Stepper steps={steps} current={current} onStepClick={setCurrent} />;
}

export const stepperSection: CatalogueSection = {
  id: 'stepper',
  name: 'Stepper',
  usage:
    'Where the visitor is in a flow of a few steps (registration, posting a job). Where it is narrow (a phone) only the current step’s label shows.',
  states: [
    { name: 'First step', render: () => <Stepper steps={steps} current={0} /> },
    { name: 'Third step', render: () => <Stepper steps={steps} current={2} /> },
    { name: 'Done steps clickable', render: () => <Clickable /> },
    {
      name: 'Long labels',
      render: () => (
        <Stepper
          steps={[{ label: 'Your details and contact' }, { label: 'Languages and certificates' }, { label: 'Send' }]}
          current={1}
        />
      ),
    },
  ],
};
