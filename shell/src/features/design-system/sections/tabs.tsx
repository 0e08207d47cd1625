import { Tabs } from 'shared-kit/ui/account';
import type { CatalogueSection } from './section';

export const tabsSection: CatalogueSection = {
  id: 'tabs',
  name: 'Tabs',
  usage:
    'Sections of one page shown one at a time. Arrow keys move and select, Home and End go to the ends, Tab enters the panel.',
  states: [
    {
      name: 'default',
      render: () => (
        <Tabs
          label="Company"
          tabs={[
            { id: 'jobs', label: 'Jobs', panel: <p>12 open positions.</p> },
            { id: 'about', label: 'About', panel: <p>A travel platform in six languages.</p> },
            { id: 'events', label: 'Events', panel: <p>No events planned.</p> },
          ]}
        />
      ),
    },
    {
      name: 'many tabs (scrolls sideways)',
      render: () => (
        <Tabs
          label="Profile"
          tabs={['Personal data', 'Languages', 'Experience', 'Education', 'Documents', 'Preferences'].map((label) => ({
            id: label,
            label,
            panel: <p>{label}</p>,
          }))}
        />
      ),
    },
  ],
};
