import { useState } from 'react';
import { Chip } from 'shared-kit/ui';
import type { CatalogueSection } from './section';

function ToggleDemo({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  return (
    <Chip selected={on} onToggle={() => setOn(!on)}>
      Remote
    </Chip>
  );
}

function RemovableDemo() {
  const [values, setValues] = useState(['German', 'Polish', 'Portuguese (Brazil)']);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--sk-space-2)' }}>
      {values.map((value) => (
        <Chip key={value} onRemove={() => setValues(values.filter((v) => v !== value))}>
          {value}
        </Chip>
      ))}
      {values.length === 0 && <span>All removed (reload to see them again)</span>}
    </div>
  );
}

export const chipSection: CatalogueSection = {
  id: 'chip',
  name: 'Chip',
  usage:
    'A static tag, a filter that is on or off (toggle button with aria-pressed), or a chosen value with a remove button.',
  states: [
    { name: 'static', render: () => <Chip>TypeScript</Chip> },
    { name: 'toggle, off', render: () => <ToggleDemo initial={false} /> },
    { name: 'toggle, on', render: () => <ToggleDemo initial /> },
    { name: 'removable', render: () => <RemovableDemo /> },
    {
      name: 'long text',
      render: () => <Chip onRemove={() => {}}>Customer success manager with Scandinavian languages</Chip>,
    },
  ],
};
