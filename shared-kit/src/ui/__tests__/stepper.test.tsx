import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Stepper } from 'shared-kit/ui/account';

const steps = [{ label: 'Account' }, { label: 'Languages' }, { label: 'Experience' }, { label: 'Review' }];

describe('Stepper', () => {
  it('is an ordered list with the current step marked and the done ones said to be done', () => {
    render(<Stepper steps={steps} current={2} />);
    const list = screen.getByRole('list', { name: 'Progress' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Completed: Account',
      '2Completed: Languages',
      '3Experience',
      '4Review',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets the done steps be revisited when the flow allows it, and only those', async () => {
    const onStepClick = jest.fn();
    render(<Stepper steps={steps} current={2} onStepClick={onStepClick} />);
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onStepClick).toHaveBeenCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Completed: Account' }));
    expect(onStepClick).toHaveBeenLastCalledWith(0);
  });
});
