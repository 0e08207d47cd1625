import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from 'shared-kit/testing';
import { Tabs } from 'shared-kit/ui/account';

const TABS = [
  { id: 'jobs', label: 'Jobs', panel: <p>Open positions</p> },
  { id: 'about', label: 'About', panel: <p>About the company</p> },
  { id: 'events', label: 'Events', panel: <p>Coming events</p> },
];

function Controlled({ onSelect }: { onSelect: (id: string) => void }) {
  const [selected, setSelected] = useState('about');
  return (
    <Tabs
      label="Company"
      tabs={TABS}
      selected={selected}
      onSelect={(id) => {
        onSelect(id);
        setSelected(id);
      }}
    />
  );
}

describe('Tabs', () => {
  it('is a named tab list; the first tab is selected and shows its panel', () => {
    renderWithProviders(<Tabs label="Company" tabs={TABS} />);
    expect(screen.getByRole('tablist', { name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Jobs' })).toHaveTextContent('Open positions');
    expect(screen.queryByText('About the company')).not.toBeVisible();
  });

  it('has one tab stop; arrows select with wrap-around, Home and End go to the ends', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Tabs label="Company" tabs={TABS} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'About' })).toHaveTextContent('About the company');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Jobs' })).toHaveAttribute('tabindex', '-1');
    // Tab leaves the list for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Events' })).toHaveFocus();
  });

  it('ties each tab to its panel even when a tab id has a space', () => {
    renderWithProviders(
      <Tabs
        label="Profile"
        tabs={[
          { id: 'personal data', label: 'Personal data', panel: <p>Name</p> },
          { id: 'languages', label: 'Languages', panel: <p>German</p> },
        ]}
      />,
    );
    const tab = screen.getByRole('tab', { name: 'Personal data' });
    // aria-controls is a list of ids separated by spaces: an id with a space would name two elements.
    expect(tab.getAttribute('aria-controls')).not.toMatch(/\s/);
    expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).toBe(
      screen.getByRole('tabpanel', { name: 'Personal data' }),
    );
  });

  it('can be controlled', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Controlled onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(onSelect).toHaveBeenCalledWith('events');
    expect(screen.getByRole('tabpanel', { name: 'Events' })).toBeVisible();
  });
});
