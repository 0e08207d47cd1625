import { useState } from 'react';
import { Button, Drawer, type DrawerProps, MultiCombobox } from 'shared-kit/ui';
import { languageOptions } from './combobox';
import type { CatalogueSection } from './section';

const GROUPS = Array.from({ length: 12 }, (_, index) => `Filter group ${index + 1}`);

function DrawerDemo({ side }: { side: NonNullable<DrawerProps['side']> }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open from the {side}
      </Button>
      <Drawer
        open={open}
        onClose={close}
        side={side}
        title="Filters"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Clear all
            </Button>
            <Button onClick={close}>Show 128 jobs</Button>
          </>
        }
      >
        {GROUPS.map((group) => (
          <p key={group}>{group}</p>
        ))}
      </Drawer>
    </>
  );
}

/** Overlays nested: Escape closes the list first, then clears the text, and only then the drawer. */
function FiltersDemo() {
  const [open, setOpen] = useState(false);
  const [languages, setLanguages] = useState<string[]>([]);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Filter by language
      </Button>
      <Drawer open={open} onClose={close} title="Filters" footer={<Button onClick={close}>Show jobs</Button>}>
        <MultiCombobox label="Languages" options={languageOptions()} values={languages} onChange={setLanguages} />
      </Drawer>
    </>
  );
}

export const drawerSection: CatalogueSection = {
  id: 'drawer',
  name: 'Drawer',
  usage:
    'A modal panel along an edge: more filters on desktop (right), the filters on a phone (bottom), navigation (left). It behaves as Dialog and slides in; the body scrolls between the title and the actions.',
  states: [
    { name: 'Right (default)', render: () => <DrawerDemo side="right" /> },
    { name: 'Left', render: () => <DrawerDemo side="left" /> },
    { name: 'Bottom sheet', render: () => <DrawerDemo side="bottom" /> },
    { name: 'With a multi-select inside', render: () => <FiltersDemo /> },
  ],
};
