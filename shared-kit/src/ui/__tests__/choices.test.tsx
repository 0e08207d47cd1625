import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from 'shared-kit/ui';
import { RadioGroup, Switch } from 'shared-kit/ui/account';

describe('Checkbox', () => {
  it('toggles from its label and is described by its hint', async () => {
    render(<Checkbox label="Send me job alerts" hint="At most one email a day." name="alerts" />);
    const box = screen.getByRole('checkbox', { name: 'Send me job alerts' });
    expect(box).toHaveAccessibleDescription('At most one email a day.');
    await userEvent.click(screen.getByText('Send me job alerts'));
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});

function WorkMode({ error }: { error?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      legend="Work mode"
      name="remote"
      value={value}
      onChange={setValue}
      error={error}
      options={[
        { value: 'remote', label: 'Remote' },
        { value: 'hybrid', label: 'Hybrid', hint: 'Some days at the office' },
        { value: 'on-site', label: 'On-site' },
      ]}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, entered once by Tab, moved with the arrow keys', async () => {
    render(<WorkMode />);
    const group = screen.getByRole('group', { name: 'Work mode' });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: 'Hybrid' })).toHaveAccessibleDescription('Some days at the office');
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Remote' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Remote' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Hybrid' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Remote' })).not.toBeChecked();
    expect(group).not.toHaveAttribute('aria-describedby');
  });

  it('describes the group by its error', () => {
    render(<WorkMode error="Choose a work mode." />);
    expect(screen.getByRole('group', { name: 'Work mode' })).toHaveAccessibleDescription('Choose a work mode.');
  });
});

function Visibility() {
  const [on, setOn] = useState(false);
  return <Switch label="Profile visible to companies" checked={on} onChange={setOn} hint="You can change it." />;
}
describe('Switch', () => {
  it('is a switch that Space and its label turn on and off', async () => {
    render(<Visibility />);
    const toggle = screen.getByRole('switch', { name: 'Profile visible to companies' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('You can change it.');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    await userEvent.click(screen.getByText('Profile visible to companies'));
    expect(toggle).not.toBeChecked();
  });
});
