import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from 'shared-kit/testing';
import { Badge, Chip } from 'shared-kit/ui';

function Filter() {
  const [on, setOn] = useState(false);
  return (
    <Chip selected={on} onToggle={() => setOn(!on)}>
      Remote
    </Chip>
  );
}

describe('Badge', () => {
  it('is text with its tone', () => {
    renderWithProviders(<Badge tone="new">New</Badge>);
    expect(screen.getByText('New')).toHaveClass('sk-badge', 'sk-badge--new');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Chip', () => {
  it('without handlers is a static tag', () => {
    renderWithProviders(<Chip>German</Chip>);
    expect(screen.getByText('German')).toHaveClass('sk-chip');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with onToggle is a toggle button whose pressed state follows selected, by click and by keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Filter />);
    const chip = screen.getByRole('button', { name: 'Remote' });
    expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(chip);
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(chip).toHaveAttribute('aria-pressed', 'false');
  });

  it('with onRemove has a remove button named after the label', async () => {
    const onRemove = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<Chip onRemove={onRemove}>Polish</Chip>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Polish' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('takes a given remove label when its label is not text', () => {
    renderWithProviders(
      <Chip onRemove={() => {}} removeLabel="Remove C1 Polish">
        <strong>Polish</strong> C1
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'Remove C1 Polish' })).toBeInTheDocument();
  });

  it('can be a toggle and removable at once: two buttons', () => {
    renderWithProviders(
      <Chip selected onToggle={() => {}} onRemove={() => {}}>
        Madrid
      </Chip>,
    );
    expect(screen.getByRole('button', { name: 'Madrid' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Remove Madrid' })).toBeInTheDocument();
  });
});
