import { useState } from 'react';
import { Menu } from 'shared-kit/ui/menu';
import type { CatalogueSection } from './section';

function ActionsDemo({ align }: { align: 'start' | 'end' }) {
  const [last, setLast] = useState('nothing yet');
  const items = ['Edit', 'Duplicate', 'Archive', 'Delete'].map((label) => ({
    id: label,
    label,
    onSelect: () => setLast(label),
  }));
  return (
    <div>
      <Menu label="Actions" items={items} align={align} />
      <p>Chosen: {last}</p>
    </div>
  );
}

export const menuSection: CatalogueSection = {
  id: 'menu',
  name: 'Menu',
  usage:
    'A button that opens a short list of actions or links (the account menu, a row’s actions). Not for choosing a value: use Select or Combobox. Arrows, Home/End and a letter move; Enter chooses; Escape or Tab closes.',
  states: [
    { name: 'Actions, aligned to the start', render: () => <ActionsDemo align="start" /> },
    { name: 'Aligned to the end (at the right edge)', render: () => <ActionsDemo align="end" /> },
    {
      name: 'Links and long labels',
      render: () => (
        <Menu
          label="My account"
          items={[
            { id: 'jobs', label: 'Jobs', href: '/jobs' },
            { id: 'home', label: 'Home page', href: '/' },
            { id: 'long', label: 'A very long menu item label that stays on one line', href: '/design-system' },
          ]}
        />
      ),
    },
  ],
};
